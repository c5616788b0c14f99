import { createRouter } from '../../lib/create-app.ts';
import { getOrderHandler, listOrdersHandler, orderSuccessHandler } from './orders.handlers.ts';
import { getOrderRoute, listOrdersRoute, orderSuccessRoute } from './orders.routes.ts';

export const ordersRouter = createRouter()
  .openapi(listOrdersRoute, listOrdersHandler)
  .openapi(getOrderRoute, getOrderHandler)
  .openapi(orderSuccessRoute, orderSuccessHandler);
