/**
 * The cart as the API answers it (spec §3 Cart, Cart line; amounts in euros
 * with two decimals), with the checkout's fields, and one change of a batch.
 * Shared by the cart, which computes it, and the checkout, which orders it.
 */
import { z } from '@hono/zod-openapi';
import { CART_ACTION, MAX_INT4, MAX_LINE_QUANTITY, MESSAGE_IDS as M } from '@toonbank/domain';
import { CHECKOUT_CART_FIELDS } from './checkout-cart.schema.ts';
import { ProductSummarySchema } from './product.schemas.ts';

export const CartWarningSchema = z
  .object({
    ProductId: z.number(),
    Code: z.enum([
      'NOT_FOUND',
      'NOT_ORDERABLE',
      'NOT_RELEASED',
      'OVER_STOCK',
      'NO_STOCK',
      'OUT_OF_STOCK',
      'CART_FULL',
      'GIFT_REMOVED',
      'GIFT_QUANTITY',
    ]),
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
      .openapi({
        type: 'integer',
        enum: ACTIONS,
        description: '1 Add (adds to the line), 2 Update (absolute quantity; 0 removes), 3 Delete',
      }),
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

export type CartChange = z.infer<typeof CartChangeSchema>;
