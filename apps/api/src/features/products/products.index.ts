import { createRouter } from '../../lib/create-app.ts';
import {
  addReviewHandler,
  addViewedHandler,
  connectionsHandler,
  discountsHandler,
  listViewedHandler,
  productByNumberHandler,
  productByScanCodeHandler,
  productByUrlHandler,
  productsByIdsHandler,
  productsByScanCodesHandler,
  reviewsHandler,
} from './products.handlers.ts';
import {
  addReviewRoute,
  addViewedRoute,
  connectionsRoute,
  discountsRoute,
  listViewedRoute,
  productByNumberRoute,
  productByScanCodeRoute,
  productByUrlRoute,
  productsByIdsRoute,
  productsByScanCodesRoute,
  reviewsRoute,
} from './products.routes.ts';

export const productsRouter = createRouter()
  .openapi(productByUrlRoute, productByUrlHandler)
  .openapi(productsByIdsRoute, productsByIdsHandler)
  .openapi(productByNumberRoute, productByNumberHandler)
  .openapi(productByScanCodeRoute, productByScanCodeHandler)
  .openapi(productsByScanCodesRoute, productsByScanCodesHandler)
  .openapi(addViewedRoute, addViewedHandler)
  .openapi(listViewedRoute, listViewedHandler)
  .openapi(connectionsRoute, connectionsHandler)
  .openapi(reviewsRoute, reviewsHandler)
  .openapi(addReviewRoute, addReviewHandler)
  .openapi(discountsRoute, discountsHandler);
