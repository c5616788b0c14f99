import { createRouter } from '../../lib/create-app.ts';
import { exportOrdersHandler, getOrderHandler, listOrdersHandler, orderSuccessHandler } from './orders.handlers.ts';
import { exportOrdersRoute, getOrderRoute, listOrdersRoute, orderSuccessRoute } from './orders.routes.ts';

export const ordersRouter = createRouter()
  .openapi(listOrdersRoute, listOrdersHandler)
  // Before {id}: 'export' is no order id.
  .openapi(exportOrdersRoute, exportOrdersHandler)
  .openapi(getOrderRoute, getOrderHandler)
  .openapi(orderSuccessRoute, orderSuccessHandler);
