/**
 * Promotions (§1, §3, §5, §9): promotion codes (coupons and vouchers), the loyalty customer rule and the limits of
 * redeeming points. Everything here works on the lines `priceFor` already priced (decision 0008): a coupon or product
 * voucher is spread over the eligible lines so VAT stays per line; a payment voucher and redeemed points pay part of
 * the total incl. VAT and change no VAT.
 */
import type { MessageId } from './messages.ts';

// ------------------------------------------------------------------ codes

/** Longest code a customer may type; anything longer is not a code. */
export const MAX_PROMOTION_CODE_LENGTH = 40;

/**
 * The code as looked up: trimmed and upper-cased (codes are case-insensitive), or null when it cannot be a code
 * (empty, longer than MAX_PROMOTION_CODE_LENGTH, or other characters than letters, digits, '-' and '_').
 */
export function normalizePromotionCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (code.length === 0 || code.length > MAX_PROMOTION_CODE_LENGTH) return null;
  return /^[A-Z0-9][A-Z0-9_-]*$/.test(code) ? code : null;
}

// ---------------------------------------------------------- loyalty (§5)

/**
 * §5: a loyalty customer has a company registration (KvK) number and a group code that contains one of the
 * configured loyalty codes. The group code is a list ('DSZ;SPAAR'); each entry is compared whole, ignoring case.
 */
export function isLoyaltyCustomer(customer: { kvkNumber: string | null; groupCode: string }, loyaltyCodes: readonly string[]): boolean {
  if (!customer.kvkNumber?.trim()) return false;
  const entries = customer.groupCode
    .split(/[;,\s]+/)
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  return loyaltyCodes.some((code) => entries.includes(code.trim().toUpperCase()));
}

/** §5, §9: the most points one cart may redeem: the smaller of the customer's points and 100 times the total incl. VAT in euros, rounded down. */
export function maxRedeemablePoints(balance: number, totalInclCents: number): number {
  return Math.max(0, Math.min(Math.floor(balance), Math.floor((100 * Math.max(0, totalInclCents)) / 100)));
}

export interface PointsContext {
  isLoyaltyCustomer: boolean;
  balance: number;
  /** The cart total incl. VAT the points would pay part of (after coupons, with shipping). */
  totalInclCents: number;
  /** Config `minimumPointsToRedeem`. */
  minimum: number;
}

/** Why `points` cannot be redeemed on this cart, or null (0 always may: it clears the redemption). */
export function pointsProblem(points: number, context: PointsContext): { message: MessageId; params?: Record<string, number> } | null {
  if (!Number.isInteger(points) || points < 0) return { message: 'pointsWhole' };
  if (points === 0) return null;
  if (!context.isLoyaltyCustomer) return { message: 'pointsNotLoyal' };
  const maximum = maxRedeemablePoints(context.balance, context.totalInclCents);
  if (points < context.minimum) return { message: 'pointsBelowMinimum', params: { minimum: context.minimum } };
  if (points > maximum) return { message: 'pointsAboveMaximum', params: { maximum } };
  return null;
}

/**
 * The points actually redeemed on a cart now: the chosen points while they are within the limits (the cart may have
 * shrunk since they were chosen), else none.
 */
export function redeemablePoints(chosen: number, context: PointsContext): number {
  return chosen > 0 && pointsProblem(chosen, context) === null ? chosen : 0;
}

/** Points an order earns: `pointsPerEuro` for every whole euro the customer pays (not what vouchers or points pay). */
export function pointsEarned(paidCents: number, pointsPerEuro: number): number {
  return Math.max(0, Math.floor(Math.max(0, paidCents) / 100) * Math.max(0, Math.floor(pointsPerEuro)));
}

// --------------------------------------------------------------- coupons

export type CouponScope = 'cart' | 'category' | 'brand' | 'products';

export interface CouponTerms {
  id: number;
  code: string;
  description: string;
  kind: 'percentage' | 'amount';
  percentage: number;
  amountCents: number;
  scope: CouponScope;
  webNodeId: number | null;
  brandId: number | null;
  productIds: readonly number[];
  minimumCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  usedCount: number;
  combinable: boolean;
  isActive: boolean;
}

/** A priced cart line as the promotion rules see it (amounts after `priceFor`, VAT per line). */
export interface PromotionLine {
  productId: number;
  quantity: number;
  totalInclCents: number;
  totalExclCents: number;
  taxRate: number;
  /** The unit price incl. VAT at the line's quantity. */
  unitInclCents: number;
  brandId: number | null;
  /** The line's product's web nodes with all their ancestors. */
  webNodeIds: readonly number[];
  /** Derived (gift) lines never get a discount. */
  derived: boolean;
}

/** A line a coupon applies to: not a gift line, and in the coupon's scope. */
export function isCouponLine(coupon: Pick<CouponTerms, 'scope' | 'webNodeId' | 'brandId' | 'productIds'>, line: PromotionLine): boolean {
  if (line.derived || line.totalInclCents <= 0) return false;
  switch (coupon.scope) {
    case 'cart':
      return true;
    case 'category':
      return coupon.webNodeId !== null && line.webNodeIds.includes(coupon.webNodeId);
    case 'brand':
      return coupon.brandId !== null && line.brandId === coupon.brandId;
    case 'products':
      return coupon.productIds.includes(line.productId);
  }
}

/** Whether the coupon may be used at `now` at all (active and within its validity period). */
export function isCouponValidAt(coupon: Pick<CouponTerms, 'isActive' | 'validFrom' | 'validUntil'>, now: Date): boolean {
  if (!coupon.isActive) return false;
  if (coupon.validFrom && coupon.validFrom > now) return false;
  if (coupon.validUntil && coupon.validUntil < now) return false;
  return true;
}

export interface CouponContext {
  now: Date;
  lines: readonly PromotionLine[];
  /** This customer's counted uses of the coupon. */
  customerUses: number;
}

/**
 * Why the coupon does not apply to this cart now, or null: validity, limits (overall and per customer, counted at
 * confirm), eligible lines and the minimum amount of those lines incl. VAT.
 */
export function couponProblem(coupon: CouponTerms, context: CouponContext): { message: MessageId; params?: Record<string, number> } | null {
  if (!isCouponValidAt(coupon, context.now)) return { message: 'promotionExpired' };
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return { message: 'promotionUsedUp' };
  if (coupon.perCustomerLimit !== null && context.customerUses >= coupon.perCustomerLimit) return { message: 'promotionCustomerLimit' };
  const eligible = context.lines.filter((line) => isCouponLine(coupon, line));
  if (eligible.length === 0) return { message: 'promotionInvalid' };
  const total = eligible.reduce((sum, line) => sum + line.totalInclCents, 0);
  if (total < coupon.minimumCents) return { message: 'promotionMinimum', params: { amountCents: coupon.minimumCents } };
  return null;
}

/** §: a coupon that is not combinable stands alone; with it in the cart no other coupon may be added, nor it to others. */
export function combinationProblem(
  applied: readonly Pick<CouponTerms, 'combinable'>[],
  added: Pick<CouponTerms, 'combinable'>,
): MessageId | null {
  if (applied.length === 0) return null;
  if (!added.combinable || applied.some((coupon) => !coupon.combinable)) return 'promotionNotCombinable';
  return null;
}

/**
 * Splits `amount` over `weights` in proportion, in whole cents, the remainders to the largest fractions (the lowest
 * index on a tie): the parts add up to exactly `amount`.
 */
export function spreadCents(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * Math.max(0, w)) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** A discount's share of one line: incl. VAT, and excl. VAT derived at the line's rate (VAT per line). */
export interface LineDiscount {
  productId: number;
  inclCents: number;
  exclCents: number;
  taxCents: number;
  taxRate: number;
}

export interface LineDiscountTotal {
  inclCents: number;
  exclCents: number;
  taxCents: number;
  lines: LineDiscount[];
}

/** The excl. VAT part of an amount incl. VAT at a rate, rounded to the cent. */
function exclOf(inclCents: number, taxRate: number): number {
  return Math.round((inclCents * 100) / (100 + taxRate));
}

function lineDiscounts(lines: readonly PromotionLine[], parts: readonly number[]): LineDiscountTotal {
  const shares = lines.flatMap((line, index) => {
    const inclCents = parts[index] ?? 0;
    if (inclCents <= 0) return [];
    const exclCents = Math.min(exclOf(inclCents, line.taxRate), line.totalExclCents);
    return [{ productId: line.productId, inclCents, exclCents, taxCents: inclCents - exclCents, taxRate: line.taxRate }];
  });
  return {
    inclCents: shares.reduce((sum, s) => sum + s.inclCents, 0),
    exclCents: shares.reduce((sum, s) => sum + s.exclCents, 0),
    taxCents: shares.reduce((sum, s) => sum + s.taxCents, 0),
    lines: shares,
  };
}

/**
 * The coupon's discount on the lines (as left by earlier discounts): a percentage of the eligible lines' total incl.
 * VAT, or the fixed amount (at most that total), spread over the eligible lines in proportion to their totals.
 */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'kind' | 'percentage' | 'amountCents' | 'scope' | 'webNodeId' | 'brandId' | 'productIds'>,
  lines: readonly PromotionLine[],
): LineDiscountTotal {
  const eligible = lines.filter((line) => isCouponLine(coupon, line));
  const base = eligible.reduce((sum, line) => sum + line.totalInclCents, 0);
  const wanted =
    coupon.kind === 'percentage'
      ? Math.round((base * Math.min(100, Math.max(0, coupon.percentage))) / 100)
      : Math.max(0, coupon.amountCents);
  const amount = Math.min(wanted, base);
  return lineDiscounts(
    eligible,
    spreadCents(
      amount,
      eligible.map((line) => line.totalInclCents),
    ),
  );
}

/** A product voucher's discount: one piece of its product at the line's unit price; nothing without that product in the cart. */
export function productVoucherDiscount(productId: number | null, lines: readonly PromotionLine[]): LineDiscountTotal {
  const line = lines.find((l) => !l.derived && l.productId === productId && l.totalInclCents > 0);
  if (!line) return { inclCents: 0, exclCents: 0, taxCents: 0, lines: [] };
  return lineDiscounts([line], [Math.min(line.unitInclCents, line.totalInclCents)]);
}

/** The lines with a discount taken off (the next discount works on what is left). */
export function linesAfter(lines: readonly PromotionLine[], discount: LineDiscountTotal): PromotionLine[] {
  const byProduct = new Map(discount.lines.map((share) => [share.productId, share]));
  return lines.map((line) => {
    const share = byProduct.get(line.productId);
    return share
      ? { ...line, totalInclCents: line.totalInclCents - share.inclCents, totalExclCents: line.totalExclCents - share.exclCents }
      : line;
  });
}

// -------------------------------------------------------------- vouchers

export interface VoucherTerms {
  id: number;
  kind: 'payment' | 'product';
  balanceCents: number;
  productId: number | null;
  customerId: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  isActive: boolean;
  /** A product voucher already used by an order (a use not given back). */
  used: boolean;
}

/**
 * Why the voucher cannot be used by this customer now, or null. Another customer's personal voucher reads as an
 * invalid code (nothing about it leaks).
 */
export function voucherProblem(voucher: VoucherTerms, context: { customerId: number; now: Date }): MessageId | null {
  if (voucher.customerId !== null && voucher.customerId !== context.customerId) return 'promotionInvalid';
  switch (voucherState(voucher, context.now)) {
    case 'notYetValid':
    case 'expired':
      return 'promotionExpired';
    case 'usedUp':
      return voucher.kind === 'payment' ? 'voucherNoBalance' : 'voucherUsed';
    case 'valid':
      return null;
  }
}

/** Where a voucher stands now, as its owner sees it. */
export type VoucherState = 'valid' | 'notYetValid' | 'expired' | 'usedUp';

/**
 * The state of a voucher at `now`: expired (ended or switched off) or not yet valid before anything else, then used up
 * (a payment voucher without balance, a product voucher an order holds), else valid.
 */
export function voucherState(
  voucher: Pick<VoucherTerms, 'kind' | 'balanceCents' | 'used' | 'validFrom' | 'validUntil' | 'isActive'>,
  now: Date,
): VoucherState {
  if (!voucher.isActive || (voucher.validUntil && voucher.validUntil < now)) return 'expired';
  if (voucher.validFrom && voucher.validFrom > now) return 'notYetValid';
  if (voucher.kind === 'payment' ? voucher.balanceCents <= 0 : voucher.used) return 'usedUp';
  return 'valid';
}

/** A payment voucher pays part of the total incl. VAT: its balance, at most what is left to pay. */
export function voucherPayment(balanceCents: number, leftToPayCents: number): number {
  return Math.max(0, Math.min(balanceCents, leftToPayCents));
}

// ------------------------------------------------------------ composition

export interface AppliedLineDiscount {
  kind: 'coupon' | 'voucher';
  id: number;
  code: string;
  description: string;
  discount: LineDiscountTotal;
}

export interface LineDiscountOutcome {
  /** Coupons and product vouchers that apply, in the order they were applied, each with its share per line. */
  applied: AppliedLineDiscount[];
  /** Codes in the cart that do not apply now (expired, limit reached, below the minimum), with the reason. */
  notApplied: { kind: 'coupon' | 'voucher'; id: number; message: MessageId }[];
  /** The lines after every discount. */
  lines: PromotionLine[];
  inclCents: number;
  exclCents: number;
  taxCents: number;
}

/**
 * The line discounts of a cart: coupons in the order they were applied (each on what earlier ones left, the minimum
 * checked on the prices before any coupon), then product vouchers. A coupon that does not apply now is reported and
 * takes nothing off; a non-combinable coupon after another one does not apply either.
 */
export function lineDiscountsOf(
  lines: readonly PromotionLine[],
  coupons: readonly (CouponTerms & { customerUses: number })[],
  productVouchers: readonly (Pick<VoucherTerms, 'id' | 'productId'> & { code: string; description: string; problem: MessageId | null })[],
  now: Date,
): LineDiscountOutcome {
  const applied: AppliedLineDiscount[] = [];
  const notApplied: LineDiscountOutcome['notApplied'] = [];
  let current = [...lines];
  const counted: CouponTerms[] = [];
  for (const coupon of coupons) {
    const problem =
      couponProblem(coupon, { now, lines, customerUses: coupon.customerUses })?.message ?? combinationProblem(counted, coupon);
    if (problem) {
      notApplied.push({ kind: 'coupon', id: coupon.id, message: problem });
      continue;
    }
    const discount = couponDiscount(coupon, current);
    counted.push(coupon);
    applied.push({ kind: 'coupon', id: coupon.id, code: coupon.code, description: coupon.description, discount });
    current = linesAfter(current, discount);
  }
  for (const voucher of productVouchers) {
    const discount = productVoucherDiscount(voucher.productId, current);
    if (voucher.problem || discount.inclCents === 0) {
      notApplied.push({ kind: 'voucher', id: voucher.id, message: voucher.problem ?? 'promotionInvalid' });
      continue;
    }
    applied.push({ kind: 'voucher', id: voucher.id, code: voucher.code, description: voucher.description, discount });
    current = linesAfter(current, discount);
  }
  return {
    applied,
    notApplied,
    lines: current,
    inclCents: applied.reduce((sum, a) => sum + a.discount.inclCents, 0),
    exclCents: applied.reduce((sum, a) => sum + a.discount.exclCents, 0),
    taxCents: applied.reduce((sum, a) => sum + a.discount.taxCents, 0),
  };
}

export interface PaymentPartOutcome {
  points: number;
  pointsCents: number;
  vouchers: { id: number; cents: number }[];
  vouchersCents: number;
  /** What is left for the payment method. */
  toPayCents: number;
}

/**
 * What points and payment vouchers pay of the total incl. VAT (shipping included): the points first (within their
 * limits, else none), then the vouchers in order, each at most what is left. No VAT changes: they are means of payment.
 */
export function paymentPart(
  totalInclCents: number,
  points: { chosen: number; pointValueCents: number } & Omit<PointsContext, 'totalInclCents'>,
  paymentVouchers: readonly { id: number; balanceCents: number }[],
): PaymentPartOutcome {
  const redeemed = redeemablePoints(points.chosen, { ...points, totalInclCents });
  const pointsCents = Math.min(totalInclCents, redeemed * Math.max(0, points.pointValueCents));
  let left = totalInclCents - pointsCents;
  const vouchers = paymentVouchers.map((voucher) => {
    const cents = voucherPayment(voucher.balanceCents, left);
    left -= cents;
    return { id: voucher.id, cents };
  });
  return {
    points: redeemed,
    pointsCents,
    vouchers,
    vouchersCents: vouchers.reduce((sum, v) => sum + v.cents, 0),
    toPayCents: left,
  };
}

// --------------------------------------------------------------- settings

export interface LoyaltySettings {
  /** Shop setting `loyaltyCustomerGroupCodes` (§3 Config). */
  loyaltyCodes: string[];
  /** Shop setting `minimumPointsToRedeem`. */
  minimumPointsToRedeem: number;
  /** Setting `loyalty.pointsPerEuro`: points earned per whole euro paid. */
  pointsPerEuro: number;
  /** Setting `loyalty.pointValueCents`: what one point pays. */
  pointValueCents: number;
}

const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The loyalty rules from the settings rows (`shop` and `loyalty`), with safe defaults for missing values. */
export function loyaltySettingsFrom(rows: readonly { name: string; value: unknown }[]): LoyaltySettings {
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const record = (name: string) => {
    const value = byName.get(name);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  };
  const shop = record('shop');
  const loyalty = record('loyalty');
  return {
    loyaltyCodes: Array.isArray(shop.loyaltyCustomerGroupCodes)
      ? shop.loyaltyCustomerGroupCodes.filter((code): code is string => typeof code === 'string')
      : [],
    minimumPointsToRedeem: wholeOr(shop.minimumPointsToRedeem, 0),
    pointsPerEuro: wholeOr(loyalty.pointsPerEuro, 0),
    pointValueCents: wholeOr(loyalty.pointValueCents, 1),
  };
}
