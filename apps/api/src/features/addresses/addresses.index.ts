import { createRouter } from '../../lib/create-app.ts';
import { createAddressHandler, deleteAddressHandler, updateAddressHandler } from './addresses.handlers.ts';
import { createAddressRoute, deleteAddressRoute, updateAddressRoute } from './addresses.routes.ts';

export const addressesRouter = createRouter()
  .openapi(createAddressRoute, createAddressHandler)
  .openapi(updateAddressRoute, updateAddressHandler)
  .openapi(deleteAddressRoute, deleteAddressHandler);
