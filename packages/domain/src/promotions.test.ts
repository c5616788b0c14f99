import { describe, expect, it } from 'vitest';
import {
  combinationProblem,
  couponDiscount,
  couponProblem,
  isLoyaltyCustomer,
  loyaltySettingsFrom,
  lineDiscountsOf,
  maxRedeemablePoints,
  normalizePromotionCode,
  paymentPart,
  pointsEarned,
  pointsProblem,
  productVoucherDiscount,
  spreadCents,
  voucherPayment,
  voucherProblem,
  voucherState,
  type CouponTerms,
  type PromotionLine,
  type VoucherTerms,
} from './promotions.ts';

const now = new Date('2026-11-24T12:00:00Z');

function line(productId: number, inclCents: number, taxRate: number, extra: Partial<PromotionLine> = {}): PromotionLine {
  const exclCents = Math.round((inclCents * 100) / (100 + taxRate));
  return {
    productId,
    quantity: 1,
    totalInclCents: inclCents,
    totalExclCents: exclCents,
    taxRate,
    unitInclCents: inclCents,
    brandId: null,
    webNodeIds: [],
    derived: false,
    ...extra,
  };
}

function coupon(extra: Partial<CouponTerms> = {}): CouponTerms {
  return {
    id: 1,
    code: 'TEST10',
    description: '10% korting',
    kind: 'percentage',
    percentage: 10,
    amountCents: 0,
    scope: 'cart',
    webNodeId: null,
    brandId: null,
    productIds: [],
    minimumCents: 0,
    validFrom: null,
    validUntil: null,
    perCustomerLimit: null,
    totalLimit: null,
    usedCount: 0,
    combinable: true,
    isActive: true,
    ...extra,
  };
}

describe('promotion codes', () => {
  it('are trimmed and case-insensitive; empty, overlong and binary input is no code', () => {
    expect(normalizePromotionCode('  folder2611 ')).toBe('FOLDER2611');
    expect(normalizePromotionCode('')).toBeNull();
    expect(normalizePromotionCode('   ')).toBeNull();
    expect(normalizePromotionCode('A'.repeat(200))).toBeNull();
    expect(normalizePromotionCode('A'.repeat(40))).toBe('A'.repeat(40));
    expect(normalizePromotionCode('AB\u0000CD')).toBeNull();
    expect(normalizePromotionCode("x' or 1=1")).toBeNull();
    expect(normalizePromotionCode('kado-2026_a')).toBe('KADO-2026_A');
  });
});

describe('loyalty customers (§5)', () => {
  const codes = ['SPAAR', 'SPAAR-PLUS'];
  it('need a KvK number and a loyalty code in their group code', () => {
    expect(isLoyaltyCustomer({ kvkNumber: '12345678', groupCode: 'DSZ;SPAAR' }, codes)).toBe(true);
    expect(isLoyaltyCustomer({ kvkNumber: '12345678', groupCode: 'dsz;spaar-plus' }, codes)).toBe(true);
    expect(isLoyaltyCustomer({ kvkNumber: null, groupCode: 'DSZ;SPAAR' }, codes)).toBe(false);
    expect(isLoyaltyCustomer({ kvkNumber: ' ', groupCode: 'SPAAR' }, codes)).toBe(false);
    expect(isLoyaltyCustomer({ kvkNumber: '12345678', groupCode: 'PARTICULIER' }, codes)).toBe(false);
    expect(isLoyaltyCustomer({ kvkNumber: '12345678', groupCode: 'NOSPAARDER' }, codes)).toBe(false);
  });
});

describe('points (§5, §9)', () => {
  it('are capped by the balance and 100 times the total incl. VAT in euros, rounded down', () => {
    expect(maxRedeemablePoints(1250, 4_599)).toBe(1250);
    expect(maxRedeemablePoints(10_000, 4_599)).toBe(4599);
    expect(maxRedeemablePoints(10_000, 0)).toBe(0);
    expect(maxRedeemablePoints(-5, 1000)).toBe(0);
  });
  const context = { isLoyaltyCustomer: true, balance: 1250, totalInclCents: 2_000, minimum: 500 };
  it('must be whole, at least the minimum, at most the maximum, for loyalty customers only', () => {
    expect(pointsProblem(0, { ...context, isLoyaltyCustomer: false })).toBeNull();
    expect(pointsProblem(600, context)).toBeNull();
    expect(pointsProblem(-1, context)?.message).toBe('pointsWhole');
    expect(pointsProblem(1.5, context)?.message).toBe('pointsWhole');
    expect(pointsProblem(600, { ...context, isLoyaltyCustomer: false })?.message).toBe('pointsNotLoyal');
    expect(pointsProblem(499, context)).toEqual({ message: 'pointsBelowMinimum', params: { minimum: 500 } });
    expect(pointsProblem(1251, context)).toEqual({ message: 'pointsAboveMaximum', params: { maximum: 1250 } });
    expect(pointsProblem(1200, { ...context, totalInclCents: 1_000 })).toEqual({
      message: 'pointsAboveMaximum',
      params: { maximum: 1000 },
    });
  });
  it('are earned per whole euro paid', () => {
    expect(pointsEarned(4_599, 1)).toBe(45);
    expect(pointsEarned(4_599, 2)).toBe(90);
    expect(pointsEarned(-100, 1)).toBe(0);
  });
});

describe('coupons', () => {
  const lines = [
    line(1, 1_210, 21, { brandId: 7, webNodeIds: [3, 30] }),
    line(2, 1_090, 9, { webNodeIds: [4] }),
    line(3, 500, 9, { derived: true }),
  ];
  it('apply in their scope: whole cart, category with descendants, brand, products; never to gift lines', () => {
    expect(couponDiscount(coupon(), lines).inclCents).toBe(230);
    expect(couponDiscount(coupon({ scope: 'category', webNodeId: 3 }), lines).lines.map((l) => l.productId)).toEqual([1]);
    expect(couponDiscount(coupon({ scope: 'brand', brandId: 7 }), lines).inclCents).toBe(121);
    expect(couponDiscount(coupon({ scope: 'products', productIds: [2] }), lines).inclCents).toBe(109);
    expect(couponDiscount(coupon({ scope: 'products', productIds: [3] }), lines).inclCents).toBe(0);
  });
  it('spread over the eligible lines so VAT stays per line and adds up', () => {
    const discount = couponDiscount(coupon({ kind: 'amount', amountCents: 500 }), lines);
    expect(discount.inclCents).toBe(500);
    expect(discount.lines.reduce((s, l) => s + l.inclCents, 0)).toBe(500);
    const [a, b] = discount.lines;
    expect(a).toMatchObject({ productId: 1, inclCents: 263, exclCents: 217, taxCents: 46, taxRate: 21 });
    expect(b).toMatchObject({ productId: 2, inclCents: 237, exclCents: 217, taxCents: 20, taxRate: 9 });
    for (const share of discount.lines) expect(share.inclCents).toBe(share.exclCents + share.taxCents);
  });
  it('never take off more than the eligible lines cost', () => {
    expect(couponDiscount(coupon({ kind: 'amount', amountCents: 10_000 }), lines).inclCents).toBe(2_300);
    expect(couponDiscount(coupon({ percentage: 150 }), lines).inclCents).toBe(2_300);
  });
  it('check validity, limits, eligible lines and the minimum', () => {
    const context = { now, lines, customerUses: 0 };
    expect(couponProblem(coupon(), context)).toBeNull();
    expect(couponProblem(coupon({ validUntil: new Date('2026-11-01') }), context)?.message).toBe('promotionExpired');
    expect(couponProblem(coupon({ validFrom: new Date('2026-12-01') }), context)?.message).toBe('promotionExpired');
    expect(couponProblem(coupon({ isActive: false }), context)?.message).toBe('promotionExpired');
    expect(couponProblem(coupon({ totalLimit: 5, usedCount: 5 }), context)?.message).toBe('promotionUsedUp');
    expect(couponProblem(coupon({ perCustomerLimit: 1 }), { ...context, customerUses: 1 })?.message).toBe('promotionCustomerLimit');
    expect(couponProblem(coupon({ scope: 'brand', brandId: 99 }), context)?.message).toBe('promotionInvalid');
    expect(couponProblem(coupon({ minimumCents: 2_301 }), context)).toEqual({
      message: 'promotionMinimum',
      params: { amountCents: 2_301 },
    });
    expect(couponProblem(coupon({ minimumCents: 2_300 }), context)).toBeNull();
  });
  it('combine only when every coupon involved is combinable', () => {
    expect(combinationProblem([], coupon({ combinable: false }))).toBeNull();
    expect(combinationProblem([coupon()], coupon())).toBeNull();
    expect(combinationProblem([coupon()], coupon({ combinable: false }))).toBe('promotionNotCombinable');
    expect(combinationProblem([coupon({ combinable: false })], coupon())).toBe('promotionNotCombinable');
  });
});

describe('spreading cents', () => {
  it('adds up exactly and gives remainders to the largest fractions', () => {
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(7, [0, 5, 5])).toEqual([0, 4, 3]);
    expect(spreadCents(0, [1, 2])).toEqual([0, 0]);
    expect(spreadCents(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('vouchers', () => {
  const voucher: VoucherTerms = {
    id: 5,
    kind: 'payment',
    balanceCents: 2_500,
    productId: null,
    customerId: null,
    validFrom: null,
    validUntil: null,
    isActive: true,
    used: false,
  };
  it('refuse another customer’s personal voucher as an invalid code, an empty or expired one clearly', () => {
    expect(voucherProblem(voucher, { customerId: 1, now })).toBeNull();
    expect(voucherProblem({ ...voucher, customerId: 2 }, { customerId: 1, now })).toBe('promotionInvalid');
    expect(voucherProblem({ ...voucher, customerId: 1 }, { customerId: 1, now })).toBeNull();
    expect(voucherProblem({ ...voucher, balanceCents: 0 }, { customerId: 1, now })).toBe('voucherNoBalance');
    expect(voucherProblem({ ...voucher, validUntil: new Date('2026-01-01') }, { customerId: 1, now })).toBe('promotionExpired');
    expect(voucherProblem({ ...voucher, kind: 'product', used: true }, { customerId: 1, now })).toBe('voucherUsed');
  });
  it('tell the owner where a voucher stands: valid, not yet valid, expired (also when switched off) or used up', () => {
    expect(voucherState(voucher, now)).toBe('valid');
    expect(voucherState({ ...voucher, validUntil: new Date(now.getTime() - 1) }, now)).toBe('expired');
    expect(voucherState({ ...voucher, validUntil: new Date(now.getTime() + 1) }, now)).toBe('valid');
    expect(voucherState({ ...voucher, isActive: false }, now)).toBe('expired');
    expect(voucherState({ ...voucher, validFrom: new Date(now.getTime() + 1) }, now)).toBe('notYetValid');
    expect(voucherState({ ...voucher, balanceCents: 0 }, now)).toBe('usedUp');
    expect(voucherState({ ...voucher, balanceCents: 0, validUntil: new Date('2026-01-01') }, now)).toBe('expired');
    expect(voucherState({ ...voucher, kind: 'product', balanceCents: 0, used: false }, now)).toBe('valid');
    expect(voucherState({ ...voucher, kind: 'product', used: true }, now)).toBe('usedUp');
    expect(voucherProblem({ ...voucher, validFrom: new Date(now.getTime() + 1) }, { customerId: 1, now })).toBe('promotionExpired');
  });
  it('pay at most what is left', () => {
    expect(voucherPayment(2_500, 1_000)).toBe(1_000);
    expect(voucherPayment(2_500, 4_000)).toBe(2_500);
    expect(voucherPayment(2_500, -1)).toBe(0);
  });
  it('a product voucher takes one piece of its product off that line', () => {
    const twoPieces = [{ ...line(1, 2_420, 21), quantity: 2, unitInclCents: 1_210 }];
    expect(productVoucherDiscount(1, twoPieces)).toMatchObject({ inclCents: 1_210, exclCents: 1_000, taxCents: 210 });
    expect(productVoucherDiscount(9, twoPieces).inclCents).toBe(0);
  });
});

describe('composition', () => {
  const lines = [line(1, 1_210, 21), line(2, 1_090, 9)];
  it('applies coupons in order on what earlier ones left, and reports the ones that do not apply', () => {
    const outcome = lineDiscountsOf(
      lines,
      [
        { ...coupon({ id: 1, kind: 'amount', amountCents: 300 }), customerUses: 0 },
        { ...coupon({ id: 2, percentage: 10 }), customerUses: 0 },
        { ...coupon({ id: 3, combinable: false }), customerUses: 0 },
        { ...coupon({ id: 4, validUntil: new Date('2026-01-01') }), customerUses: 0 },
      ],
      [],
      now,
    );
    expect(outcome.applied.map((a) => [a.id, a.discount.inclCents])).toEqual([
      [1, 300],
      [2, 200],
    ]);
    expect(outcome.notApplied).toEqual([
      { kind: 'coupon', id: 3, message: 'promotionNotCombinable' },
      { kind: 'coupon', id: 4, message: 'promotionExpired' },
    ]);
    expect(outcome.inclCents).toBe(500);
    expect(outcome.lines.reduce((s, l) => s + l.totalInclCents, 0)).toBe(1_800);
    expect(outcome.inclCents).toBe(outcome.exclCents + outcome.taxCents);
  });
  it('pays with points first, then vouchers, never more than the total', () => {
    const points = { chosen: 600, pointValueCents: 1, isLoyaltyCustomer: true, balance: 1_250, minimum: 500 };
    expect(paymentPart(2_000, points, [{ id: 5, balanceCents: 2_500 }])).toEqual({
      points: 600,
      pointsCents: 600,
      vouchers: [{ id: 5, cents: 1_400 }],
      vouchersCents: 1_400,
      toPayCents: 0,
    });
    // The cart shrank below what the chosen points may pay: none are redeemed.
    expect(paymentPart(550, points, []).points).toBe(0);
    expect(paymentPart(2_000, { ...points, isLoyaltyCustomer: false }, []).toPayCents).toBe(2_000);
  });
});

describe('loyalty settings', () => {
  it('come from the shop and loyalty settings, with safe defaults', () => {
    expect(
      loyaltySettingsFrom([
        { name: 'shop', value: { loyaltyCustomerGroupCodes: ['SPAAR', 3], minimumPointsToRedeem: 500 } },
        { name: 'loyalty', value: { pointsPerEuro: 1, pointValueCents: 1 } },
      ]),
    ).toEqual({ loyaltyCodes: ['SPAAR'], minimumPointsToRedeem: 500, pointsPerEuro: 1, pointValueCents: 1 });
    expect(loyaltySettingsFrom([{ name: 'loyalty', value: { pointsPerEuro: -2 } }])).toEqual({
      loyaltyCodes: [],
      minimumPointsToRedeem: 0,
      pointsPerEuro: 0,
      pointValueCents: 1,
    });
  });
});
