/** Schemas of the checkout's fields on the cart (§3 Cart custom fields). Amounts in euros with two decimals. */
import { z } from '@hono/zod-openapi';
import { PERSON_NAME_FIELDS, POSTAL_ADDRESS_FIELDS } from './postal-address.ts';

export const CheckoutAddressSchema = z
  .object({
    Id: z.number().nullable(),
    ...PERSON_NAME_FIELDS,
    ...POSTAL_ADDRESS_FIELDS,
    PhoneNumber: z.string(),
    EmailAddress: z.string(),
  })
  .openapi('CheckoutAddress');
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;

/** The fields the checkout adds to the cart; `CheckoutCartSchema` in cart.routes.ts is the cart extended by them. */
export const CHECKOUT_CART_FIELDS = {
  ShippingMethodType: z.enum(['Delivery', 'Pickup']).nullable(),
  DeliveryCostsInclTax: z.number(),
  DeliveryCostsExclTax: z.number(),
  DeliveryCostsPreviewInclTax: z.number(),
  DeliveryCostsPreviewExclTax: z.number(),
  PalletCostsInclTax: z.number(),
  PalletCostsExclTax: z.number(),
  PalletCostLines: z.array(z.object({ ProductId: z.number(), Pallets: z.number(), CostsInclTax: z.number(), CostsExclTax: z.number() })),
  /** Goods total incl. VAT from which delivery is free, and what is still missing ('Nog € x,xx tot gratis verzending'). */
  /** A heavy delivery (settings: largeFromKg): its own cutoff, free-shipping threshold and surcharge. */
  IsLargeParcel: z.boolean(),
  FreeShippingFrom: z.number(),
  RemainingForFreeShipping: z.number(),
  /** Product id → when it arrives: the date for lines in stock, 2 to 4 weeks for the others (§9). */
  PerLineShippingEstimates: z.record(
    z.string(),
    z.object({ InStock: z.boolean(), Date: z.string().nullable(), MinWeeks: z.number().nullable(), MaxWeeks: z.number().nullable() }),
  ),
  DeliveryPromise: z.object({ Date: z.string(), IsTomorrow: z.boolean(), Cutoff: z.string() }),
  /** §3/§4 checkout step: 0 Cart, 1 Shipping, 2 Payment, 3 Order. Checkout may start when it is not 0. */
  CheckoutStep: z.number().int().min(0).max(3),
  /** Business customer with a VAT number delivering to BE or ES: 0% VAT (intra-community supply). */
  IsIntraCommunity: z.boolean(),
  StoreId: z.number().nullable(),
  Store: z.object({ Id: z.number(), Name: z.string(), Url: z.string(), City: z.string() }).nullable(),
  DeliveryMethod: z.enum(['CustomerAddress', 'AlternativeAddress']).nullable(),
  DeliveryAddressId: z.number().nullable(),
  DeliveryAddress: CheckoutAddressSchema.nullable(),
  AlternativeDeliveryAddress: CheckoutAddressSchema.nullable(),
  UseAsInvoiceAddress: z.boolean(),
  InvoiceAddress: CheckoutAddressSchema.nullable(),
  ShipmentMethod: z.object({ Id: z.string(), Date: z.string(), Time: z.object({ From: z.string(), To: z.string() }) }).nullable(),
  PaymentMethod: z.string().nullable(),
  /** JSON text with the chosen issuer (§3 PaymentData). */
  PaymentData: z.string().nullable(),
  OrderReference: z.string(),
  Remark: z.string(),
  IsAccept: z.boolean(),
  /**
   * One line per discount (§4: coupon lines after the regular lines): coupons and product vouchers (off the lines, VAT
   * per line, already in the totals), then redeemed points and payment vouchers (they pay part of TotalInclTax;
   * the rest is AmountToPay). `Applies` false: the code stays in the cart but takes nothing off now; `Reason` is the
   * message id of why (translate with the domain's message catalogue).
   */
  PromotionLines: z.array(
    z.object({
      Kind: z.enum(['Coupon', 'ProductVoucher', 'Points', 'PaymentVoucher']),
      Id: z.number(),
      Code: z.string(),
      Description: z.string(),
      AmountInclTax: z.number(),
      AmountExclTax: z.number(),
      Points: z.number(),
      Applies: z.boolean(),
      Reason: z.string().nullable(),
    }),
  ),
  /** §3 pointsToRedeem: the points redeemed on this cart now (the chosen ones while they are within the limits, else 0). */
  PointsToRedeem: z.number(),
  /** The points the customer chose (POST cart/points). */
  PointsChosen: z.number(),
  PointsAmount: z.number(),
  VoucherAmount: z.number(),
  /** What the payment method pays: TotalInclTax less points and payment vouchers. */
  AmountToPay: z.number(),
  /** §5: may this customer redeem points, their balance and the limits for this cart. */
  Loyalty: z.object({
    IsLoyaltyCustomer: z.boolean(),
    Balance: z.number(),
    Minimum: z.number(),
    Maximum: z.number(),
    PointValue: z.number(),
  }),
};
