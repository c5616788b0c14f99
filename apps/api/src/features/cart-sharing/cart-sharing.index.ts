import { createRouter } from '../../lib/create-app.ts';
import { shareCartHandler, sharedCartHandler, useShareHandler } from './cart-sharing.handlers.ts';
import { shareCartRoute, sharedCartRoute, useShareRoute } from './cart-sharing.routes.ts';

export const cartSharingRouter = createRouter()
  .openapi(shareCartRoute, shareCartHandler)
  .openapi(sharedCartRoute, sharedCartHandler)
  .openapi(useShareRoute, useShareHandler);
