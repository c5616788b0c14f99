import { createRoute, z } from '@hono/zod-openapi';
import { MAX_INT4, MESSAGE_IDS as M } from '@toonbank/domain';
import { clampedInt, dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { CheckoutCartSchema } from '../shared/cart.schemas.ts';
import { ProductSummarySchema } from '../shared/product.schemas.ts';

const secured = { security: [{ bearer: [] }] };

export const GiftOfferSchema = z
  .object({
    /** §4: the selector is offered (cart total incl. VAT above the threshold, fewer than the maximum samples in the cart). */
    Enabled: z.boolean(),
    MaxGifts: z.number(),
    /** Sample products in the cart, chosen as gifts or bought. */
    SamplesInCart: z.number(),
    LeftToChoose: z.number(),
    ChosenProductIds: z.array(z.number()),
    /** Gifts may be chosen when the cart total incl. VAT is above this amount. */
    FromCartTotalInclTax: z.number(),
    /** What the cart still needs (incl. VAT) before gifts may be chosen; 0 when it is enough. */
    RemainingForGifts: z.number(),
    /** §1 'gratis proefjes naar keuze (advies vanaf EUR 20)'. */
    SamplesAdviceFromInclTax: z.number(),
    /** The cart's goods total incl. VAT the rules use (gifts count 0). */
    CartTotalInclTax: z.number(),
    /** §9: the selector shows this many at a time. */
    ShownAtOnce: z.number(),
    /** Sample products on offer for this customer (fetched up to the configured 1000). */
    Total: z.number(),
    Offset: z.number(),
    Limit: z.number(),
    Products: z.array(ProductSummarySchema.extend({ IsChosen: z.boolean() })),
  })
  .openapi('GiftOffer');
export type GiftOffer = z.infer<typeof GiftOfferSchema>;

const cartResponse = jsonContent(dataEnvelope(CheckoutCartSchema, 'GiftCartResponse'), 'Winkelwagen');

const productIdField = z
  .number({ message: M.invalidProduct })
  .int(M.invalidProduct)
  .positive(M.invalidProduct)
  .max(MAX_INT4, M.invalidProduct);

export const listGiftsRoute = createRoute({
  method: 'get',
  path: '/aspos/cart/gifts',
  tags: ['Cart'],
  summary: 'Free samples the acting customer may choose as gifts (§4, §9), a page at a time',
  description:
    'Products of the samples web node (settings `gifts.webNodeKey`, special node `sampleProducts`) that this customer may see and order, ' +
    'fetched up to `gifts.fetchLimit` (1000), best weighted first; `limit` defaults to `gifts.shownAtOnce` (5). `Enabled` says whether a gift may ' +
    'be chosen now: cart total incl. VAT above `gifts.fromCartTotalCents` (EUR 25) and fewer than `gifts.maxGifts` (2) sample products in the cart.',
  ...secured,
  request: { query: z.object({ offset: clampedInt(0, 0, 1_000), limit: clampedInt(5, 1, 50) }) },
  responses: { 200: jsonContent(dataEnvelope(GiftOfferSchema, 'GiftOfferResponse'), 'Gratis proefjes'), ...errorResponses },
});

export const chooseGiftRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/gifts',
  tags: ['Cart'],
  summary: 'Choose a free sample as a gift: a derived cart line of one piece at EUR 0.00',
  description:
    'Refused with a Dutch 400 (`GIFT_NOT_ALLOWED`) and nothing changed when the product is not a sample this customer may choose, the cart ' +
    'total is not above the threshold, the sample is already in the cart, or the cart already holds the maximum of sample products. ' +
    'Gifts are removed by themselves when the cart drops to or below the threshold (on every change and on reading the cart).',
  ...secured,
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ productId: productIdField }).strict().openapi('ChooseGift') } },
      required: true,
    },
  },
  responses: { 200: cartResponse, ...errorResponses },
});

export const removeGiftRoute = createRoute({
  method: 'delete',
  path: '/aspos/cart/gifts/{productId}',
  tags: ['Cart'],
  summary: 'Remove a chosen gift (404 when the product is not a gift in this cart)',
  ...secured,
  request: {
    params: z.object({
      productId: z.coerce
        .number({ message: M.invalidProduct })
        .int(M.invalidProduct)
        .positive(M.invalidProduct)
        .max(MAX_INT4, M.invalidProduct)
        .openapi({ param: { name: 'productId', in: 'path' }, example: 1 }),
    }),
  },
  responses: { 200: cartResponse, ...errorResponses },
});
