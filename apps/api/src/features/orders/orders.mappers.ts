/** Orders as the API answers them (§3 Order, Order line, Payment); amounts in euros with two decimals. */
import { z } from '@hono/zod-openapi';
import {
  centsToAmount,
  ORDER_STATUS_MESSAGES,
  settingText,
  translateMessage,
  type DescribedSetting,
  type OrderStatus,
} from '@toonbank/domain';
import type { OrderLineRow, OrderPaymentRow, OrderRow } from '@toonbank/db/repositories/orders';
import type { OrderDiscountRow } from '@toonbank/db/repositories/promotions';
import { CheckoutAddressSchema } from '../shared/checkout-cart.schema.ts';
import { toCheckoutAddress } from '../shared/checkout-cart.ts';

export const OrderLineSchema = z
  .object({
    Id: z.number(),
    ProductId: z.number().nullable(),
    ProductNumber: z.string(),
    Description: z.string(),
    ProductUrl: z.string(),
    Quantity: z.number(),
    PriceInclTax: z.number(),
    PriceExclTax: z.number(),
    TaxRate: z.number(),
    TotalInclTax: z.number(),
    TotalExclTax: z.number(),
    TaxAmount: z.number(),
    DiscountAmountInclTax: z.number(),
    DiscountAmountExclTax: z.number(),
    /** Still to deliver after a partial shipment. */
    BackOrderQuantity: z.number(),
    /** Delivered with earlier shipments than the latest. */
    PreviouslyDeliveredQuantity: z.number(),
    /** Delivered with the latest shipment that held this line. */
    ReceivedQuantity: z.number(),
    /** The customer's note on the line (§7 cart/lines/notes). */
    Notes: z.string(),
    /** A free gift or sample (a derived cart line) at EUR 0.00. */
    IsGift: z.boolean(),
    /** Not delivered and cancelled. */
    CancelledQuantity: z.number(),
  })
  .openapi('OrderLine');

export const OrderPaymentSchema = z
  .object({
    Id: z.number(),
    CustomerOrderId: z.number(),
    Amount: z.number(),
    Status: z.string(),
    PaymentMethodId: z.string(),
    PaymentMethod: z.object({ Id: z.string(), Code: z.string(), Description: z.string() }),
  })
  .openapi('OrderPayment');

export const OrderSchema = z
  .object({
    Id: z.number(),
    OrderNumber: z.string(),
    /** PaymentPending, Open, InProcessing, Processed, DeliveredPartCancelled, Cancelled. */
    Status: z.string(),
    /** The status in the request's language ('Open', 'In behandeling', 'Verwerkt', 'Geannuleerd'). */
    StatusDescription: z.string(),
    CustomerReference: z.string(),
    Remarks: z.string(),
    ShippingMethod: z.enum(['Delivery', 'Pickup']),
    IsDeliveryOrder: z.boolean(),
    OrderDate: z.string(),
    PreferredDeliveryDate: z.string().nullable(),
    PreferredDeliveryFrom: z.string().nullable(),
    PreferredDeliveryTo: z.string().nullable(),
    ShipmentTypeId: z.string().nullable(),
    DeliveryAddress: CheckoutAddressSchema.nullable(),
    InvoiceAddress: CheckoutAddressSchema.nullable(),
    Store: z.object({ Id: z.number().nullable(), Name: z.string(), Url: z.string().nullable() }).nullable(),
    PaymentMethod: z.string(),
    /** The payment method as the shop names it ('Op rekening', 'iDEAL'). */
    PaymentMethodDescription: z.string(),
    IsIntraCommunity: z.boolean(),
    SubTotalInclTax: z.number(),
    SubTotalExclTax: z.number(),
    ShippingPrice: z.number(),
    ShippingPriceExclTax: z.number(),
    PalletCostsInclTax: z.number(),
    PalletCostsExclTax: z.number(),
    TaxAmount: z.number(),
    TotalInclTax: z.number(),
    TotalExclTax: z.number(),
    /** Paid by payment vouchers and redeemed points (part of TotalInclTax). */
    VoucherTotal: z.number(),
    /** Coupons and product vouchers, already off the totals (incl. and excl. VAT). */
    DiscountAmountInclTax: z.number(),
    DiscountAmountExclTax: z.number(),
    PointsRedeemed: z.number(),
    /** What the payment method pays: TotalInclTax less VoucherTotal. */
    AmountToPay: z.number(),
    /** Points the order earns (added when it is paid). */
    BonusPoints: z.number(),
    /** One line per discount, as the cart showed it: coupons and product vouchers, then points and payment vouchers. */
    Discounts: z.array(
      z.object({
        Kind: z.enum(['Coupon', 'ProductVoucher', 'Points', 'PaymentVoucher']),
        Code: z.string(),
        Description: z.string(),
        AmountInclTax: z.number(),
        AmountExclTax: z.number(),
        Points: z.number(),
      }),
    ),
    /** The representative who placed the order for the customer (§6); null when the customer did. */
    PlacedBy: z.string().nullable(),
    OrderLines: z.array(OrderLineSchema),
    Payments: z.array(OrderPaymentSchema),
    /** The order's invoice once it has one (§1: paid, or confirmed on account). */
    Invoice: z.object({ Id: z.number(), Number: z.string() }).nullable(),
    /** The order's packing slips, oldest first (empty in the list). */
    PackingSlips: z.array(z.object({ Id: z.number(), Number: z.string(), Date: z.string() })),
  })
  .openapi('Order');

/** What an order's documents add to it: its invoice and packing slips. */
export interface OrderDocuments {
  invoice: { id: number; number: string } | null;
  packingSlips: { id: number; number: string; shippedAt: Date }[];
}
const NO_DOCUMENTS: OrderDocuments = { invoice: null, packingSlips: [] };
export type Order = z.infer<typeof OrderSchema>;

const amount = centsToAmount;

const ORDER_DISCOUNT_KINDS = {
  coupon: 'Coupon',
  product_voucher: 'ProductVoucher',
  points: 'Points',
  payment_voucher: 'PaymentVoucher',
} as const;

export function toOrderLine(line: OrderLineRow): z.infer<typeof OrderLineSchema> {
  return {
    Id: line.id,
    ProductId: line.productId,
    ProductNumber: line.productNumber,
    Description: line.title,
    ProductUrl: line.productUrl,
    Quantity: line.quantity,
    PriceInclTax: amount(line.unitPriceInclCents),
    PriceExclTax: amount(line.unitPriceExclCents),
    TaxRate: line.taxRate,
    TotalInclTax: amount(line.totalInclCents),
    TotalExclTax: amount(line.totalExclCents),
    TaxAmount: amount(line.taxCents),
    DiscountAmountInclTax: amount(line.discountInclCents),
    DiscountAmountExclTax: amount(line.discountExclCents),
    BackOrderQuantity: line.backOrderQuantity,
    PreviouslyDeliveredQuantity: line.deliveredQuantity - line.lastDeliveredQuantity,
    ReceivedQuantity: line.lastDeliveredQuantity,
    CancelledQuantity: line.cancelledQuantity,
    Notes: line.notes,
    IsGift: line.gift,
  };
}

export function toOrder(
  order: OrderRow,
  lines: OrderLineRow[],
  payments: OrderPaymentRow[],
  language: string,
  storeUrl: string | null = null,
  discounts: readonly OrderDiscountRow[] = [],
  documents: OrderDocuments = NO_DOCUMENTS,
  paymentMethods: readonly (DescribedSetting & { code: string })[] = [],
): Order {
  const describe = (code: string) => {
    const method = paymentMethods.find((m) => m.code === code);
    return method ? settingText(method, language) : code;
  };
  const status = order.status as OrderStatus;
  return {
    Id: order.id,
    OrderNumber: order.number,
    Status: status,
    StatusDescription: ORDER_STATUS_MESSAGES[status] ? translateMessage(language, ORDER_STATUS_MESSAGES[status]) : status,
    CustomerReference: order.customerReference,
    Remarks: order.remark,
    ShippingMethod: order.shippingMethod === 'Pickup' ? 'Pickup' : 'Delivery',
    IsDeliveryOrder: order.shippingMethod !== 'Pickup',
    OrderDate: order.createdAt.toISOString(),
    PreferredDeliveryDate: order.preferredDeliveryDate,
    PreferredDeliveryFrom: order.preferredTimeFrom,
    PreferredDeliveryTo: order.preferredTimeTo,
    ShipmentTypeId: order.shipmentTypeId,
    DeliveryAddress: order.deliveryAddress ? toCheckoutAddress(order.deliveryAddress) : null,
    InvoiceAddress: order.invoiceAddress ? toCheckoutAddress(order.invoiceAddress) : null,
    Store: order.shippingMethod === 'Pickup' ? { Id: order.storeId, Name: order.storeName ?? '', Url: storeUrl } : null,
    PaymentMethod: order.paymentMethod,
    PaymentMethodDescription: describe(order.paymentMethod),
    IsIntraCommunity: order.intraCommunity,
    SubTotalInclTax: amount(order.subTotalInclCents),
    SubTotalExclTax: amount(order.subTotalExclCents),
    ShippingPrice: amount(order.shippingInclCents),
    ShippingPriceExclTax: amount(order.shippingExclCents),
    PalletCostsInclTax: amount(order.palletInclCents),
    PalletCostsExclTax: amount(order.palletExclCents),
    TaxAmount: amount(order.taxCents),
    TotalInclTax: amount(order.totalInclCents),
    TotalExclTax: amount(order.totalExclCents),
    VoucherTotal: amount(order.voucherCents + order.pointsCents),
    DiscountAmountInclTax: amount(order.couponDiscountInclCents),
    DiscountAmountExclTax: amount(order.couponDiscountExclCents),
    PointsRedeemed: order.pointsRedeemed,
    AmountToPay: amount(order.totalInclCents - order.voucherCents - order.pointsCents),
    BonusPoints: order.pointsEarned,
    Discounts: discounts.map((d) => ({
      Kind: ORDER_DISCOUNT_KINDS[d.kind as keyof typeof ORDER_DISCOUNT_KINDS] ?? ('Coupon' as const),
      Code: d.code,
      Description: d.description,
      AmountInclTax: amount(d.amountInclCents),
      AmountExclTax: amount(d.amountExclCents),
      Points: d.points,
    })),
    PlacedBy: order.placedByName,
    OrderLines: lines.map(toOrderLine),
    Payments: payments.map((p) => ({
      Id: p.id,
      CustomerOrderId: p.orderId,
      Amount: amount(p.amountCents),
      Status: p.status,
      PaymentMethodId: p.method,
      PaymentMethod: { Id: p.method, Code: p.method, Description: describe(p.method) },
    })),
    Invoice: documents.invoice ? { Id: documents.invoice.id, Number: documents.invoice.number } : null,
    PackingSlips: documents.packingSlips.map((slip) => ({ Id: slip.id, Number: slip.number, Date: slip.shippedAt.toISOString() })),
  };
}
