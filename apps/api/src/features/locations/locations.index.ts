import type { RouteHandler } from '@hono/zod-openapi';
import { normalizePostalCode, postalCodeForLookup, translateMessage } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-app.ts';
import { lookupAddress } from './address-lookup.ts';
import { findAddressRoute } from './locations.routes.ts';

export const findAddressHandler: RouteHandler<typeof findAddressRoute, AppEnv> = async (c) => {
  const { postalCode, houseNumber } = c.req.valid('json');
  const found = await lookupAddress(c.var.deps, postalCodeForLookup(postalCode), Number(houseNumber));
  if (!found) return c.json({ Success: false, Message: translateMessage(c.var.language, 'noAddressFound'), Data: null }, 200);
  return c.json({ Success: true, Message: '', Data: { Street: found.street, City: found.city, PostalCode: normalizePostalCode(postalCode), HouseNumber: houseNumber } }, 200);
};

export const locationsRouter = createRouter().openapi(findAddressRoute, findAddressHandler);
