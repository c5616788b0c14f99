import { createRoute, z } from '@hono/zod-openapi';
import { MAX_CART_CHANGES, MAX_INT4, MESSAGE_IDS as M } from '@toonbank/domain';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { CartChangeSchema, CheckoutCartSchema } from '../shared/cart.schemas.ts';

const secured = { security: [{ bearer: [] }] };

export const CartBatchBody = z
  .object({
    changes: z
      .array(CartChangeSchema)
      .min(1, M.changesRequired)
      .max(MAX_CART_CHANGES, `Hoogstens ${MAX_CART_CHANGES} wijzigingen tegelijk.`),
  })
  .strict()
  .openapi('CartBatch');

const cartResponse = jsonContent(dataEnvelope(CheckoutCartSchema, 'CartResponse'), 'Winkelwagen');

export const getCartRoute = createRoute({
  method: 'get',
  path: '/aspos/cart',
  tags: ['Cart'],
  summary: "The acting customer's cart (the impersonated customer's for a representative)",
  description:
    'Logged-in customers only (401 otherwise). Prices come from the customer’s price list with active discounts, as on the product page; ' +
    'VAT is computed per line in cents. Over-stock lines are fixed on reading (§4): lowered to the limit, or removed when nothing is left, ' +
    'each with a warning in `Warnings`. Lines whose product is no longer orderable for the customer stay, with `IsValid: false`.',
  ...secured,
  responses: { 200: cartResponse, ...errorResponses },
});

export const cartCountRoute = createRoute({
  method: 'get',
  path: '/aspos/cart/count',
  tags: ['Cart'],
  summary: 'Number of pieces in the acting customer’s cart (the header’s cart button); 0 for anonymous visitors',
  responses: { 200: jsonContent(dataEnvelope(z.object({ Count: z.number() })), 'Aantal') },
});

export const batchCartRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/lines/batch',
  tags: ['Cart'],
  summary: 'Add, update or delete cart lines in one go (§7)',
  description:
    'Each change has `action` 1 Add (adds `quantity` to the line), 2 Update (sets the absolute `quantity`; 0 removes the line) or 3 Delete, and a `productId`.\n\n' +
    '**All or nothing for bad input:** when any change is malformed (unknown action, negative, fractional or too large quantity, unknown fields, ' +
    'more than 100 changes) the whole batch is refused with a Dutch 400 and nothing is saved.\n\n' +
    '**Per-line warnings for the shop’s rules (§8):** a well-formed change that the shop cannot carry out — product not found, not orderable, ' +
    'not released for this customer (publication codes), or no stock — is skipped with a warning while the other changes are applied. ' +
    'A quantity above the stock or the max in cart is lowered to the limit with a warning; quantities are aligned up to the purchase-unit factor. ' +
    'The applied changes are saved in one transaction.',
  ...secured,
  request: { body: { content: { 'application/json': { schema: CartBatchBody } }, required: true } },
  responses: { 200: cartResponse, ...errorResponses },
});

export const emptyCartRoute = createRoute({
  method: 'delete',
  path: '/aspos/cart/lines',
  tags: ['Cart'],
  summary: 'Empty the acting customer’s cart',
  ...secured,
  responses: { 200: cartResponse, ...errorResponses },
});

export const acceptPricesRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/lines/accept-prices',
  tags: ['Cart'],
  summary: 'Accept today’s unit price of lines flagged PriceChanged (all lines without lineIds)',
  description:
    'A line keeps the unit price it had when the customer added or last changed it; when today’s differs by more than 0.01 the line says ' +
    '`PriceChanged` with that price in `ConfirmedPriceInclTax`/`ExclTax`. Accepting records today’s price for the line. Ids of lines in another ' +
    'cart, or unknown ids, change nothing.',
  ...secured,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({ lineIds: z.array(z.number().int().positive().max(MAX_INT4)).max(MAX_CART_CHANGES).optional() })
            .strict()
            .openapi('AcceptCartPrices'),
        },
      },
      required: true,
    },
  },
  responses: { 200: cartResponse, ...errorResponses },
});
