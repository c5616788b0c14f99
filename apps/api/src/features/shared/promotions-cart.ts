/**
 * The promotions' part of the cart (§3 Cart coupons, vouchers, pointsToRedeem, discount amounts; §5): composed by
 * `withCheckout` around the lines `readCart()` priced, with the domain's rules (`lineDiscountsOf`, `paymentPart`).
 * Validity by the clock is decided here, per request, so a coupon that ends is never shown late from the cache.
 */
import {
  centsToAmount,
  isLoyaltyCustomer,
  lineDiscountsOf,
  maxRedeemablePoints,
  paymentPart,
  voucherProblem,
  type CouponScope,
  type LineDiscountOutcome,
  type MessageId,
  type PaymentPartOutcome,
  type PromotionLine,
} from '@toonbank/domain';
import type { OrderPromotions } from '@toonbank/db/repositories/promotions';
import type { Cart, CheckoutCart } from './cart.schemas.ts';
import type { CheckoutState } from './checkout-cart.ts';

const toCents = (amount: number) => Math.round(amount * 100);

/** The lines as the promotion rules see them: priced amounts, VAT rate, brand and categories (with their ancestors). */
function promotionLines(goods: Cart, state: CheckoutState): PromotionLine[] {
  return goods.CartLines.filter((line) => line.IsValid).map((line) => {
    const facts = state.facts.get(line.ProductId);
    return {
      productId: line.ProductId,
      quantity: line.Quantity,
      totalInclCents: toCents(line.TotalInclTax),
      totalExclCents: toCents(line.TotalExclTax),
      taxRate: line.TaxRate,
      unitInclCents: toCents(line.PriceInclTax),
      brandId: facts?.brandId ?? null,
      webNodeIds: facts?.webNodeIds ?? [],
      derived: line.AsposDerived,
    };
  });
}

export function isLoyal(state: CheckoutState): boolean {
  return (
    !!state.customer &&
    isLoyaltyCustomer({ kvkNumber: state.customer.kvkNumber, groupCode: state.customer.groupCode }, state.settings.loyalty.loyaltyCodes)
  );
}

/** Coupons and product vouchers on the lines: what each takes off, per line, and the codes that do not apply now. */
export function cartPromotions(goods: Cart, state: CheckoutState, now: Date): LineDiscountOutcome {
  const coupons = state.codes.coupons.map((coupon) => ({
    ...coupon,
    kind: coupon.kind as 'percentage' | 'amount',
    scope: coupon.scope as CouponScope,
  }));
  const productVouchers = state.codes.vouchers
    .filter((voucher) => voucher.kind === 'product')
    .map((voucher) => ({
      id: voucher.id,
      productId: voucher.productId,
      code: voucher.code,
      description: voucher.description,
      problem: voucherProblem({ ...voucher, kind: 'product' }, { customerId: state.customerId, now }),
    }));
  return lineDiscountsOf(promotionLines(goods, state), coupons, productVouchers, now);
}

/** What points and payment vouchers pay of the total (incl. VAT and shipping); payment vouchers that cannot be used pay nothing. */
export function paymentPartOf(
  state: CheckoutState,
  totalInclCents: number,
  now: Date,
): PaymentPartOutcome & { unusable: Map<number, MessageId> } {
  const unusable = new Map<number, MessageId>();
  const usable = state.codes.vouchers.filter((voucher) => {
    if (voucher.kind !== 'payment') return false;
    const problem = voucherProblem({ ...voucher, kind: 'payment' }, { customerId: state.customerId, now });
    if (problem) unusable.set(voucher.id, problem);
    return problem === null;
  });
  const part = paymentPart(
    totalInclCents,
    {
      chosen: state.session.pointsToRedeem,
      pointValueCents: state.settings.loyalty.pointValueCents,
      isLoyaltyCustomer: isLoyal(state),
      balance: state.customer?.bonusPoints ?? 0,
      minimum: state.settings.loyalty.minimumPointsToRedeem,
    },
    usable.map((voucher) => ({ id: voucher.id, balanceCents: voucher.balanceCents })),
  );
  return { ...part, unusable };
}

/** The cart's promotion fields: the applied codes, one line per discount (coupon lines after the regular lines), points and vouchers. */
export function promotionFields(
  goods: Cart,
  state: CheckoutState,
  lines: LineDiscountOutcome,
  payment: ReturnType<typeof paymentPartOf>,
): Pick<
  CheckoutCart,
  | 'Coupons'
  | 'Vouchers'
  | 'DiscountAmountInclTax'
  | 'DiscountAmountExclTax'
  | 'PromotionLines'
  | 'PointsToRedeem'
  | 'PointsChosen'
  | 'PointsAmount'
  | 'VoucherAmount'
  | 'AmountToPay'
  | 'Loyalty'
> {
  const applied = new Map(lines.applied.map((a) => [`${a.kind}:${a.id}`, a]));
  // The cart line says why without parameters (the refusal of POST cart/vouchers names the minimum amount).
  const notApplied = new Map(
    lines.notApplied.map((n) => [`${n.kind}:${n.id}`, n.message === 'promotionMinimum' ? ('promotionBelowMinimum' as const) : n.message]),
  );
  const paid = new Map(payment.vouchers.map((v) => [v.id, v.cents]));
  const couponLines = state.codes.coupons.map((coupon) => {
    const discount = applied.get(`coupon:${coupon.id}`)?.discount;
    return {
      Kind: 'Coupon' as const,
      Id: coupon.id,
      Code: coupon.code,
      Description: coupon.description,
      AmountInclTax: centsToAmount(discount?.inclCents ?? 0),
      AmountExclTax: centsToAmount(discount?.exclCents ?? 0),
      Points: 0,
      Applies: !!discount,
      Reason: discount ? null : (notApplied.get(`coupon:${coupon.id}`) ?? 'promotionInvalid'),
    };
  });
  const voucherLines = state.codes.vouchers.map((voucher) => {
    if (voucher.kind === 'product') {
      const discount = applied.get(`voucher:${voucher.id}`)?.discount;
      return {
        Kind: 'ProductVoucher' as const,
        Id: voucher.id,
        Code: voucher.code,
        Description: voucher.description,
        AmountInclTax: centsToAmount(discount?.inclCents ?? 0),
        AmountExclTax: centsToAmount(discount?.exclCents ?? 0),
        Points: 0,
        Applies: !!discount,
        Reason: discount ? null : (notApplied.get(`voucher:${voucher.id}`) ?? 'promotionInvalid'),
      };
    }
    const cents = paid.get(voucher.id) ?? 0;
    return {
      Kind: 'PaymentVoucher' as const,
      Id: voucher.id,
      Code: voucher.code,
      Description: voucher.description,
      AmountInclTax: centsToAmount(cents),
      AmountExclTax: centsToAmount(cents),
      Points: 0,
      Applies: !payment.unusable.has(voucher.id),
      Reason: payment.unusable.get(voucher.id) ?? null,
    };
  });
  const pointsLine =
    payment.points > 0
      ? [
          {
            Kind: 'Points' as const,
            Id: 0,
            Code: '',
            Description: `${payment.points} spaarpunten`,
            AmountInclTax: centsToAmount(payment.pointsCents),
            AmountExclTax: centsToAmount(payment.pointsCents),
            Points: payment.points,
            Applies: true,
            Reason: null,
          },
        ]
      : [];
  const loyal = isLoyal(state);
  const balance = state.customer?.bonusPoints ?? 0;
  const totalForPoints = payment.toPayCents + payment.pointsCents + payment.vouchersCents;
  return {
    Coupons: state.codes.coupons.map((coupon) => ({ CouponId: coupon.id, CouponDescription: coupon.description })),
    Vouchers: state.codes.vouchers.map((voucher) => ({ VoucherId: voucher.id, VoucherDescription: voucher.description })),
    DiscountAmountInclTax: centsToAmount(toCents(goods.DiscountAmountInclTax) + lines.inclCents),
    DiscountAmountExclTax: centsToAmount(toCents(goods.DiscountAmountExclTax) + lines.exclCents),
    PromotionLines: [
      ...couponLines,
      ...voucherLines.filter((l) => l.Kind === 'ProductVoucher'),
      ...pointsLine,
      ...voucherLines.filter((l) => l.Kind === 'PaymentVoucher'),
    ],
    PointsToRedeem: payment.points,
    PointsChosen: state.session.pointsToRedeem,
    PointsAmount: centsToAmount(payment.pointsCents),
    VoucherAmount: centsToAmount(payment.vouchersCents),
    AmountToPay: centsToAmount(payment.toPayCents),
    Loyalty: {
      IsLoyaltyCustomer: loyal,
      Balance: balance,
      Minimum: state.settings.loyalty.minimumPointsToRedeem,
      Maximum: loyal ? maxRedeemablePoints(balance, totalForPoints) : 0,
      PointValue: centsToAmount(state.settings.loyalty.pointValueCents),
    },
  };
}

const ORDER_DISCOUNT_KINDS = {
  Coupon: 'coupon',
  ProductVoucher: 'product_voucher',
  Points: 'points',
  PaymentVoucher: 'payment_voucher',
} as const;

/** What the order takes, from the cart as shown: the coupons and vouchers that apply, the points, the discount lines kept. */
export function orderPromotions(cart: CheckoutCart, pointsEarned: number): OrderPromotions {
  const applying = cart.PromotionLines.filter((line) => line.Applies && (line.AmountInclTax > 0 || line.Points > 0));
  return {
    couponIds: applying.filter((line) => line.Kind === 'Coupon').map((line) => line.Id),
    vouchers: applying
      .filter((line) => line.Kind === 'PaymentVoucher' || line.Kind === 'ProductVoucher')
      .map((line) => ({
        id: line.Id,
        kind: line.Kind === 'PaymentVoucher' ? ('payment' as const) : ('product' as const),
        cents: toCents(line.AmountInclTax),
      })),
    points: cart.PointsToRedeem,
    pointsEarned,
    discounts: applying.map((line) => ({
      kind: ORDER_DISCOUNT_KINDS[line.Kind],
      couponId: line.Kind === 'Coupon' ? line.Id : null,
      voucherId: line.Kind === 'PaymentVoucher' || line.Kind === 'ProductVoucher' ? line.Id : null,
      code: line.Code,
      description: line.Description,
      amountInclCents: toCents(line.AmountInclTax),
      amountExclCents: toCents(line.AmountExclTax),
      points: line.Points,
    })),
  };
}
