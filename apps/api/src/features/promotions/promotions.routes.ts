import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { ErrorSchema } from '../../lib/errors.ts';
import { boundedInt, dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
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

// ------------------------------------------------------------- the account's loyalty and vouchers

/** A page of the points history: 10 rows unless asked otherwise, at most 100 at a time. */
export const POINTS_PAGE = 10;
export const POINTS_PAGE_MAX = 100;

export const PointMutationSchema = z
  .object({
    Id: z.number(),
    Date: z.string().openapi({ description: 'When the points were earned or redeemed (ISO 8601)' }),
    Kind: z.enum(['earned', 'redeemed', 'returned', 'given']).openapi({
      description:
        'earned (an order or a purchase in a store), redeemed (paid with), returned (given back when a payment failed), given (by the shop)',
    }),
    Points: z.number().int().openapi({ description: 'Signed: redeemed points are negative' }),
    Description: z.string().openapi({ description: 'As recorded (Dutch)' }),
    OrderId: z.number().nullable(),
    OrderNumber: z.string().nullable(),
    StorePurchaseId: z.number().nullable(),
    StorePurchaseNumber: z.string().nullable(),
  })
  .openapi('PointMutation');

export const LoyaltyPointsSchema = z
  .object({
    Success: z.literal(true),
    Balance: z.number().int(),
    /** §5: a KvK number and a loyalty group code; only they redeem points in the web shop. */
    IsLoyaltyCustomer: z.boolean(),
    MinimumPointsToRedeem: z.number().int(),
    PointValue: z.number().openapi({ description: 'What one point pays, in euros' }),
    PointsPerEuro: z.number().int(),
    Mutations: z.array(PointMutationSchema),
    Total: z.number().int(),
    HasMore: z.boolean(),
  })
  .openapi('LoyaltyPoints');

export const pointsHistoryRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/loyalty/points',
  tags: ['Promotions'],
  summary: 'The acting customer’s loyalty points: balance, the rule for redeeming, and the history newest first (paged)',
  description:
    'Every change of the balance: points earned with an order or a purchase in a store, points paid with, points given back when a ' +
    'payment failed, and points given by the shop. `offset` from 0, `limit` 1..100 (default 10); outside that a 400 with a Dutch message. ' +
    'A representative sees the customer they act for; acting for nobody is a 404.',
  ...secured,
  request: { query: z.object({ offset: boundedInt(0, 0, 1_000_000), limit: boundedInt(POINTS_PAGE, 1, POINTS_PAGE_MAX) }) },
  responses: { 200: jsonContent(LoyaltyPointsSchema, 'Spaarpunten'), ...errorResponses },
});

export const OwnedVoucherSchema = z
  .object({
    Id: z.number(),
    Code: z.string(),
    Description: z.string(),
    Type: z.enum(['Payment', 'Product']),
    /** Payment voucher: what is left to pay with, in euros; 0 for a product voucher. */
    Balance: z.number(),
    Product: z.object({ Id: z.number(), Name: z.string(), Url: z.string() }).nullable(),
    ValidFrom: z.string().nullable(),
    ValidUntil: z.string().nullable(),
    State: z.enum(['Valid', 'NotYetValid', 'Expired', 'UsedUp']),
    /** Personal to this customer (else a gift card they paid with). */
    Personal: z.boolean(),
  })
  .openapi('OwnedVoucher');

export const ownedVouchersRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/vouchers',
  tags: ['Promotions'],
  summary: 'The payment and product vouchers the acting customer owns, with balance and validity',
  description:
    'Vouchers personal to the customer and gift cards an order of theirs paid with, newest first; `State` says whether one can still ' +
    'be used now. A representative sees the customer they act for; acting for nobody is a 404.',
  ...secured,
  responses: {
    200: jsonContent(
      z.object({ Success: z.literal(true), Vouchers: z.array(OwnedVoucherSchema) }).openapi('OwnedVouchers'),
      'Tegoedbonnen',
    ),
    ...errorResponses,
  },
});
