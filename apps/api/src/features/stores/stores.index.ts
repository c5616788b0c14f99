import { createRouter } from '../../lib/create-app.ts';
import {
  listStoresHandler,
  productsStockHandler,
  productStockHandler,
  storeByIdHandler,
  storeByUrlHandler,
  storeSocialHandler,
} from './stores.handlers.ts';
import {
  listStoresRoute,
  productsStockRoute,
  productStockRoute,
  storeByIdRoute,
  storeByUrlRoute,
  storeSocialRoute,
} from './stores.routes.ts';

export const storesRouter = createRouter()
  .openapi(listStoresRoute, listStoresHandler)
  .openapi(storeByUrlRoute, storeByUrlHandler)
  .openapi(storeSocialRoute, storeSocialHandler)
  .openapi(storeByIdRoute, storeByIdHandler)
  .openapi(productStockRoute, productStockHandler)
  .openapi(productsStockRoute, productsStockHandler);
