import { createRouter } from '../../lib/create-app.ts';
import {
  addressHandler,
  confirmHandler,
  customerHandler,
  deliveryCheckoutsHandler,
  deliveryHandler,
  invoiceHandler,
  paymentHandler,
  paymentMethodsHandler,
  shipmentHandler,
  shipmentTypesHandler,
  storeHandler,
} from './checkout.handlers.ts';
import {
  addressRoute,
  confirmRoute,
  customerRoute,
  deliveryCheckoutsRoute,
  deliveryRoute,
  invoiceRoute,
  paymentMethodsRoute,
  paymentRoute,
  shipmentRoute,
  shipmentTypesRoute,
  storeRoute,
} from './checkout.routes.ts';

export const checkoutRouter = createRouter()
  .openapi(deliveryRoute, deliveryHandler)
  .openapi(addressRoute, addressHandler)
  .openapi(invoiceRoute, invoiceHandler)
  .openapi(storeRoute, storeHandler)
  .openapi(shipmentRoute, shipmentHandler)
  .openapi(paymentRoute, paymentHandler)
  .openapi(customerRoute, customerHandler)
  .openapi(confirmRoute, confirmHandler)
  .openapi(paymentMethodsRoute, paymentMethodsHandler)
  .openapi(shipmentTypesRoute, shipmentTypesHandler)
  .openapi(deliveryCheckoutsRoute, deliveryCheckoutsHandler);
