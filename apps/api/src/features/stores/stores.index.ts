import { createRouter } from '../../lib/create-app.ts';
import {
  listStoresHandler,
  productStockHandler,
  storeByIdHandler,
  storeByUrlHandler,
  storeSocialHandler,
} from './stores.handlers.ts';
import { listStoresRoute, productStockRoute, storeByIdRoute, storeByUrlRoute, storeSocialRoute } from './stores.routes.ts';

export const storesRouter = createRouter()
  .openapi(listStoresRoute, listStoresHandler)
  .openapi(storeByUrlRoute, storeByUrlHandler)
  .openapi(storeSocialRoute, storeSocialHandler)
  .openapi(storeByIdRoute, storeByIdHandler)
  .openapi(productStockRoute, productStockHandler);
