/**
 * The address lookup's thin handler: a Dutch postcode and house number give a
 * street and town; when nothing is found the answer is a 200 with Success
 * false and a message, so the form can let the person type the address.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { normalizePostalCode, postalCodeForLookup, translateMessage } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { lookupAddress } from './address-lookup.ts';
import type { findAddressRoute } from './locations.routes.ts';

export const findAddressHandler: RouteHandler<typeof findAddressRoute, AppEnv> = async (c) => {
  const { postalCode, houseNumber } = c.req.valid('json');
  const found = await lookupAddress(c.var.deps, postalCodeForLookup(postalCode), Number(houseNumber));
  if (!found) return c.json({ Success: false, Message: translateMessage(c.var.language, 'noAddressFound'), Data: null }, 200);
  return c.json(
    {
      Success: true,
      Message: '',
      Data: { Street: found.street, City: found.city, PostalCode: normalizePostalCode(postalCode), HouseNumber: houseNumber },
    },
    200,
  );
};
