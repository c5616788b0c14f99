import { createRouter } from '../../lib/create-app.ts';
import {
  listStoresHandler,
  productStockHandler,
  setCustomerStoreHandler,
  storeByIdHandler,
  storeByUrlHandler,
  storeSocialHandler,
} from './stores.handlers.ts';
import { listStoresRoute, productStockRoute, setCustomerStoreRoute, storeByIdRoute, storeByUrlRoute, storeSocialRoute } from './stores.routes.ts';

export const storesRouter = createRouter()
  .openapi(listStoresRoute, listStoresHandler)
  .openapi(storeByUrlRoute, storeByUrlHandler)
  .openapi(storeSocialRoute, storeSocialHandler)
  .openapi(storeByIdRoute, storeByIdHandler)
  .openapi(productStockRoute, productStockHandler)
  .openapi(setCustomerStoreRoute, setCustomerStoreHandler);
