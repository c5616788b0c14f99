import { createRouter } from '../../lib/create-app.ts';
import { findAddressHandler } from './locations.handlers.ts';
import { findAddressRoute } from './locations.routes.ts';

export const locationsRouter = createRouter().openapi(findAddressRoute, findAddressHandler);
