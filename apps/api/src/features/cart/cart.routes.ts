import { createRoute, z } from '@hono/zod-openapi';
import { CART_ACTION, MAX_CART_CHANGES, MAX_LINE_QUANTITY, MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { CHECKOUT_CART_FIELDS } from '../checkout/checkout-cart.schema.ts';
import { ProductSummarySchema } from '../products/product.schemas.ts';

const secured = { security: [{ bearer: [] }] };

export const CartWarningSchema = z
  .object({
    ProductId: z.number(),
    Code: z.enum(['NOT_FOUND', 'NOT_ORDERABLE', 'NOT_RELEASED', 'OVER_STOCK', 'NO_STOCK', 'OUT_OF_STOCK', 'CART_FULL']),
    Message: z.string(),
    /** The quantity the line has now (after lowering), 0 when it is not in the cart. */
    Quantity: z.number(),
  })
  .openapi('CartWarning');

/** §3 Cart line as read from the server; amounts in euros with two decimals. */
export const CartLineSchema = z
  .object({
    Id: z.number(),
    ProductId: z.number(),
    Quantity: z.number(),
    ProductTitle: z.string(),
    Product: ProductSummarySchema.nullable(),
    ProductUrl: z.string(),
    /** The unit price at the line's quantity (line total / quantity, rounded): tier and dated discount applied. */
    PriceInclTax: z.number(),
    PriceExclTax: z.number(),
    /** The struck-through unit price of a real reduction at this quantity: the single price for a tier, the 'was' price of a discount. */
    OldPriceInclTax: z.number().nullable(),
    OldPriceExclTax: z.number().nullable(),
    /** The tier applied ('meer = minder' from this quantity), or null. */
    TierQuantity: z.number().nullable(),
    /**
     * The unit prices by quantity (the viewer's ladder: the single price first, then the tiers), on the leading side:
     * 'incl' for list prices, 'excl' for net prices. The cart page computes its displayed copy with the same rule (`linePrice`).
     */
    PriceLadder: z.object({ Leading: z.enum(['incl', 'excl']), Steps: z.array(z.object({ Quantity: z.number(), Price: z.number() })) }),
    /** The unit price the customer accepted when adding or last changing the line (shown as 'Was' when PriceChanged). */
    ConfirmedPriceInclTax: z.number().nullable(),
    ConfirmedPriceExclTax: z.number().nullable(),
    TotalInclTax: z.number(),
    TotalExclTax: z.number(),
    TaxAmount: z.number(),
    TaxRate: z.number(),
    DiscountAmountInclTax: z.number(),
    DiscountAmountExclTax: z.number(),
    AsposDerived: z.boolean(),
    Notes: z.string(),
    /** §4: false when the product is no longer orderable for this customer; such a line must be removed before ordering. */
    IsValid: z.boolean(),
    /** §4, §9: the unit price differs by more than 0.01 from the one the customer accepted (POST cart/lines/accept-prices accepts it). */
    PriceChanged: z.boolean(),
    /** §5: stock clamped to max in cart, in whole purchase units. */
    MaxOrderableQuantity: z.number(),
    PurchaseUnitFactor: z.number(),
  })
  .openapi('CartLine');

/** §3 Cart as read from the server. Lines in the order they were added; the storefront shows them newest first (§3). */
export const CartSchema = z
  .object({
    CartLines: z.array(CartLineSchema),
    ItemCount: z.number(),
    IsDeliveryOrder: z.boolean(),
    ShippingMethodType: z.string().nullable(),
    ShippingCostsInclTax: z.number(),
    ShippingCostsExclTax: z.number(),
    DiscountAmountInclTax: z.number(),
    DiscountAmountExclTax: z.number(),
    SubTotalInclTax: z.number(),
    SubTotalExclTax: z.number(),
    TaxAmount: z.number(),
    TotalInclTax: z.number(),
    TotalExclTax: z.number(),
    TotalListPrice: z.number(),
    /** VAT per rate over the lines: the base excl. VAT and the VAT of each rate (the cart and checkout show both). */
    VatByRate: z.array(z.object({ Rate: z.number(), BaseExclTax: z.number(), TaxAmount: z.number() })),
    Coupons: z.array(z.object({ CouponId: z.number(), CouponDescription: z.string() })),
    Vouchers: z.array(z.object({ VoucherId: z.number(), VoucherDescription: z.string() })),
    /** Product id → most orderable per line (§5), for delivery and for pickup. */
    MaxOrderableQuantitiesDelivery: z.record(z.string(), z.number()),
    MaxOrderableQuantitiesPickup: z.record(z.string(), z.number()),
    /** Per-line warnings of this answer (§8): changes not applied or lowered, over-stock lines fixed. */
    Warnings: z.array(CartWarningSchema),
  })
  .openapi('Cart');

export type Cart = z.infer<typeof CartSchema>;

/** The cart as answered: the cart above with the checkout's fields (costs, promise, choices, step; features/checkout). */
export const CheckoutCartSchema = CartSchema.extend(CHECKOUT_CART_FIELDS).openapi('CheckoutCart');
export type CheckoutCart = z.infer<typeof CheckoutCartSchema>;
export type CartLine = z.infer<typeof CartLineSchema>;
export type CartWarning = z.infer<typeof CartWarningSchema>;

const ACTIONS = Object.values(CART_ACTION);

export const CartChangeSchema = z
  .object({
    action: z
      .number({ message: M.cartAction })
      .refine((value): value is (typeof ACTIONS)[number] => (ACTIONS as number[]).includes(value), {
        message: M.cartAction,
      })
      .openapi({ type: 'integer', enum: ACTIONS, description: '1 Add (adds to the line), 2 Update (absolute quantity; 0 removes), 3 Delete' }),
    productId: z.number({ message: M.invalidProduct }).int(M.invalidProduct).positive(M.invalidProduct).max(MAX_INT4, M.invalidProduct),
    quantity: z
      .number({ message: M.quantityWhole })
      .int(M.quantityWhole)
      .min(0, M.quantityNegative)
      .max(MAX_LINE_QUANTITY, `Het aantal mag hoogstens ${MAX_LINE_QUANTITY} zijn.`)
      .default(0),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.action === CART_ACTION.Add && change.quantity < 1) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.quantityAtLeastOne });
    }
  })
  .openapi('CartChange');

export const CartBatchBody = z
  .object({
    changes: z
      .array(CartChangeSchema)
      .min(1, M.changesRequired)
      .max(MAX_CART_CHANGES, `Hoogstens ${MAX_CART_CHANGES} wijzigingen tegelijk.`),
  })
  .strict()
  .openapi('CartBatch');

export type CartChange = z.infer<typeof CartChangeSchema>;

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
