import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M } from '@toonbank/domain';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { CheckoutCartSchema } from '../shared/cart.schemas.ts';
import { ProductSummarySchema } from '../shared/product.schemas.ts';

const secured = { security: [{ bearer: [] }] };

/** A share key as sent: any short text (a key the shop never made is simply not found). */
const shareKey = z.string({ message: M.shareNotFound }).trim().min(1, M.shareNotFound).max(100, M.shareNotFound);

export const CartShareSchema = z
  .object({
    ShareKey: z.string(),
    /** The storefront page that opens the shared cart (absolute). */
    Url: z.string(),
    Path: z.string(),
    ExpiresAt: z.string(),
  })
  .openapi('CartShare');

export const SharedCartSchema = z
  .object({
    ShareKey: z.string(),
    ExpiresAt: z.string(),
    /** The shared lines; `Product` is null when the product is gone or not released for the user who opened it. */
    Lines: z.array(z.object({ ProductId: z.number(), Quantity: z.number(), Product: ProductSummarySchema.nullable() })),
  })
  .openapi('SharedCart');
export type SharedCart = z.infer<typeof SharedCartSchema>;

export const shareCartRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/share',
  tags: ['Cart'],
  summary: 'Share the acting customer’s cart: a key and a link to a snapshot of its lines, valid 30 days (§7)',
  description:
    'The snapshot holds product and quantity per line (no prices, no gifts). The key is 24 random bytes (base64url) and reads only the ' +
    'snapshot: it cannot be used to read or change the cart it came from. An empty cart is a Dutch 400.',
  ...secured,
  responses: { 200: jsonContent(dataEnvelope(CartShareSchema, 'CartShareResponse'), 'Gedeelde winkelwagen'), ...errorResponses },
});

export const sharedCartRoute = createRoute({
  method: 'get',
  path: '/aspos/cart/share/{shareKey}',
  tags: ['Cart'],
  summary: 'What a shared cart holds, as the logged-in user sees those products (404 when unknown or expired)',
  ...secured,
  request: { params: z.object({ shareKey: shareKey.openapi({ param: { name: 'shareKey', in: 'path' } }) }) },
  responses: { 200: jsonContent(dataEnvelope(SharedCartSchema, 'SharedCartResponse'), 'Gedeelde winkelwagen'), ...errorResponses },
});

export const useShareRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/use-share',
  tags: ['Cart'],
  summary: 'Add the lines of a shared cart to the acting customer’s own cart (§7 cart/use-share)',
  description:
    'The lines are added as the cart batch adds them (action Add): capped by stock and max in cart, only products released for this customer; ' +
    'each line that could not be added, or was lowered, is reported in `Warnings`. An unknown or expired key (30 days) is a Dutch 404 and ' +
    'changes nothing.',
  ...secured,
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ shareKey }).strict().openapi('UseCartShare') } },
      required: true,
    },
  },
  responses: { 200: jsonContent(dataEnvelope(CheckoutCartSchema, 'UseShareResponse'), 'Winkelwagen'), ...errorResponses },
});
