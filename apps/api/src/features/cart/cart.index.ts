import { createRouter } from '../../lib/create-app.ts';
import { acceptPricesHandler, batchCartHandler, cartCountHandler, emptyCartHandler, getCartHandler } from './cart.handlers.ts';
import { acceptPricesRoute, batchCartRoute, cartCountRoute, emptyCartRoute, getCartRoute } from './cart.routes.ts';

export const cartRouter = createRouter()
  .openapi(getCartRoute, getCartHandler)
  .openapi(cartCountRoute, cartCountHandler)
  .openapi(batchCartRoute, batchCartHandler)
  .openapi(emptyCartRoute, emptyCartHandler)
  .openapi(acceptPricesRoute, acceptPricesHandler);
