import { createRouter } from '../../lib/create-app.ts';
import { batchCartHandler, cartCountHandler, emptyCartHandler, getCartHandler } from './cart.handlers.ts';
import { batchCartRoute, cartCountRoute, emptyCartRoute, getCartRoute } from './cart.routes.ts';

export const cartRouter = createRouter()
  .openapi(getCartRoute, getCartHandler)
  .openapi(cartCountRoute, cartCountHandler)
  .openapi(batchCartRoute, batchCartHandler)
  .openapi(emptyCartRoute, emptyCartHandler);
