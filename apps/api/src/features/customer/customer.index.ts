import { createRouter } from '../../lib/create-app.ts';
import {
  changePasswordHandler,
  getCustomerHandler,
  listAddressesHandler,
  searchCustomersHandler,
  setStoreHandler,
  updateCustomerHandler,
  validatePhoneHandler,
} from './customer.handlers.ts';
import {
  changePasswordRoute,
  getCustomerRoute,
  listAddressesRoute,
  searchCustomersRoute,
  setStoreRoute,
  updateCustomerRoute,
  validatePhoneRoute,
} from './customer.routes.ts';

export const customerRouter = createRouter()
  .openapi(getCustomerRoute, getCustomerHandler)
  .openapi(updateCustomerRoute, updateCustomerHandler)
  .openapi(searchCustomersRoute, searchCustomersHandler)
  .openapi(changePasswordRoute, changePasswordHandler)
  .openapi(validatePhoneRoute, validatePhoneHandler)
  .openapi(listAddressesRoute, listAddressesHandler)
  .openapi(setStoreRoute, setStoreHandler);
