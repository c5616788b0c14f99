import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { ErrorSchema } from '../../lib/errors.ts';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { CheckoutCartSchema } from '../shared/cart.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const limited = { 429: jsonContent(ErrorSchema, 'Te veel verkeerde codes (10 per minuut); Retry-After zegt hoe lang te wachten') };
const cartResponse = {
  200: jsonContent(dataEnvelope(CheckoutCartSchema, 'PromotionCartResponse'), 'Winkelwagen met de codes en punten'),
  ...errorResponses,
};

const id = z.number({ message: M.promotionNoCode }).int(M.promotionNoCode).positive(M.promotionNoCode).max(MAX_INT4, M.promotionNoCode);

/** §7 cart/vouchers: exactly one of voucherId and couponId. */
export const CartCodeBody = z
  .object({ voucherId: id.optional(), couponId: id.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.voucherId === undefined) === (body.couponId === undefined))
      ctx.addIssue({ code: 'custom', path: ['voucherId'], message: M.promotionNoCode });
  })
  .openapi('CartCode');

export const PointsBody = z
  .object({ points: z.number({ message: M.pointsWhole }).int(M.pointsWhole).min(0, M.pointsWhole).max(MAX_INT4, M.pointsWhole) })
  .strict()
  .openapi('CartPoints');

export const PromotionCodeSchema = z
  .object({
    Type: z.enum(['Voucher', 'Coupon']),
    /** §3 Voucher or coupon: id and name. */
    Id: z.number(),
    Name: z.string(),
  })
  .openapi('PromotionCode');

export const codeRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/vouchers/code/{code}',
  tags: ['Promotions'],
  summary: 'What a promotion code is: a voucher or a coupon, with its id and name (§7)',
  description:
    'Codes are case-insensitive. An unknown code, another customer’s personal voucher or a code that is not a code (empty, longer than ' +
    '40 characters, other characters than letters, digits, - and _) answers the Dutch §5 message. Ten wrong codes in a minute per customer ' +
    'and the next attempt is a 429.',
  ...secured,
  request: { params: z.object({ code: z.string().max(2_000) }) },
  responses: { 200: jsonContent(dataEnvelope(PromotionCodeSchema), 'Voucher of coupon'), ...errorResponses, ...limited },
});

export const addCodeRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/vouchers',
  tags: ['Promotions'],
  summary: 'Apply a voucher or coupon to the acting customer’s cart (§7)',
  description:
    'Checks the code against the cart as it is: validity, limits (a use is counted when an order is confirmed), eligible lines and ' +
    'minimum amount, combinability; a code already in the cart answers ‘Herhaalde activering is niet mogelijk.’ Wrong ids count towards ' +
    'the guessing limit of GET customer/vouchers/code.',
  ...secured,
  request: { body: { content: { 'application/json': { schema: CartCodeBody } }, required: true } },
  responses: { ...cartResponse, ...limited },
});

export const removeCodeRoute = createRoute({
  method: 'delete',
  path: '/aspos/cart/vouchers',
  tags: ['Promotions'],
  summary: 'Remove a voucher or coupon from the acting customer’s cart (§7)',
  ...secured,
  request: { body: { content: { 'application/json': { schema: CartCodeBody } }, required: true } },
  responses: cartResponse,
});

export const pointsRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/points',
  tags: ['Promotions'],
  summary: 'Set the loyalty points to redeem on the cart (§3 pointsToRedeem; 0 clears)',
  description:
    'Loyalty customers only (§5: KvK number and a loyalty group code). At least the configured minimum, at most the smaller of the ' +
    'customer’s points and 100 times the cart total incl. VAT in euros, rounded down. The points are taken at confirm and given back ' +
    'when the payment fails.',
  ...secured,
  request: { body: { content: { 'application/json': { schema: PointsBody } }, required: true } },
  responses: cartResponse,
});
