/**
 * Promotion use cases (§5, §7): what a code is, applying and removing codes on the cart, and the points to redeem.
 * Whether a code applies to the cart is decided by the cart's own composition (`withCheckout`, promotions-cart.ts)
 * on the cart with the code added, so the rule that shows a discount is the one that accepts it.
 */
import { formatPrice, isCouponValidAt, normalizePromotionCode, pointsProblem, type MessageId } from '@toonbank/domain';
import { changeCheckoutSession } from '@toonbank/db/repositories/checkout';
import {
  addCartCode,
  countCouponUses,
  findCouponById,
  findPromotionByCode,
  findVoucherById,
  removeCartCode,
  type CodeRef,
} from '@toonbank/db/repositories/promotions';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { consume, isExhausted } from '../../lib/rate-limits.ts';
import type { Session } from '../../lib/session.ts';
import { cachedCart } from '../shared/cart-cache.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';
import { withCheckout, type CheckoutState } from '../shared/checkout-cart.ts';
import { isLoyal } from '../shared/promotions-cart.ts';

export interface PromotionOwner {
  deps: AppDeps;
  session: Session;
  customerId: number;
}

const guessKey = (customerId: number) => `customer:${customerId}`;

/** 429 while the customer has used up the wrong-code limit (checked before every attempt, so a right code is no oracle either). */
export async function refuseWhileGuessing(c: Context<AppEnv>, customerId: number): Promise<void> {
  const wait = await isExhausted(c.var.deps, 'promotionCode', guessKey(customerId));
  if (wait !== null) tooMany(c, wait);
}

function tooMany(c: Context<AppEnv>, wait: number): never {
  c.header('retry-after', String(wait));
  throw new ApiError(429, 'TOO_MANY_REQUESTS', { id: 'tooManyRequests', params: { seconds: wait } });
}

/** A wrong code: counted against the customer's limit; the 11th in a minute is a 429, the others the Dutch message. */
async function wrongCode(c: Context<AppEnv>, customerId: number, message: MessageId = 'promotionInvalid'): Promise<never> {
  const wait = await consume(c.var.deps, [['promotionCode', guessKey(customerId)]]);
  if (wait !== null) tooMany(c, wait);
  throw message === 'promotionNoCode' ? new ApiError(400, 'PROMOTION_NO_CODE', message) : new ApiError(404, 'PROMOTION_INVALID', message);
}

/** §7 GET customer/vouchers/code/{code}: a voucher or a coupon with its id and name. */
export async function lookupCode(
  c: Context<AppEnv>,
  customerId: number,
  raw: string,
): Promise<{ Type: 'Voucher' | 'Coupon'; Id: number; Name: string }> {
  if (raw.trim() === '') throw new ApiError(400, 'PROMOTION_NO_CODE', 'promotionNoCode');
  await refuseWhileGuessing(c, customerId);
  const code = normalizePromotionCode(raw);
  if (code === null) return wrongCode(c, customerId, 'promotionNoCode');
  const { coupon, voucher } = await findPromotionByCode(c.var.deps.database.db, code);
  const now = c.var.deps.now();
  if (coupon && isCouponValidAt(coupon, now)) return { Type: 'Coupon', Id: coupon.id, Name: coupon.description };
  if (voucher && (voucher.customerId === null || voucher.customerId === customerId))
    return { Type: 'Voucher', Id: voucher.id, Name: voucher.description };
  if (coupon) throw new ApiError(400, 'PROMOTION_REFUSED', 'promotionExpired');
  return wrongCode(c, customerId);
}

async function currentCart(owner: PromotionOwner) {
  return cachedCart(owner.deps, owner.session, owner.customerId);
}

async function answer(owner: PromotionOwner): Promise<CheckoutCart> {
  const { cart, state } = await currentCart(owner);
  return withCheckout(cart, state, owner.deps.now());
}

const refused = (message: MessageId | { id: MessageId; params: Record<string, string | number> }) =>
  new ApiError(400, 'PROMOTION_REFUSED', message);

/** The refusal of a code line the cart would show with the code added, translated with its parameters. */
function refusalOf(cart: CheckoutCart, kind: 'coupon' | 'voucher', id: number, minimumCents: number): ApiError | null {
  const line = cart.PromotionLines.find(
    (l) => l.Id === id && (kind === 'coupon' ? l.Kind === 'Coupon' : l.Kind !== 'Coupon' && l.Kind !== 'Points'),
  );
  if (!line || line.Applies) return null;
  if (line.Reason === 'promotionBelowMinimum') return refused({ id: 'promotionMinimum', params: { amount: formatPrice(minimumCents) } });
  return refused((line.Reason ?? 'promotionInvalid') as MessageId);
}

/** §7 POST cart/vouchers: the code is added when it applies to the cart now; else the reason, nothing changed. */
export async function applyCode(c: Context<AppEnv>, owner: PromotionOwner, ref: CodeRef): Promise<CheckoutCart> {
  await refuseWhileGuessing(c, owner.customerId);
  const { db } = owner.deps.database;
  const now = owner.deps.now();
  const { cart, state } = await currentCart(owner);
  let withCode: CheckoutState;
  let couponCombinable = true;
  let minimumCents = 0;
  if ('couponId' in ref) {
    const coupon = await findCouponById(db, ref.couponId);
    if (!coupon) return wrongCode(c, owner.customerId);
    couponCombinable = coupon.combinable;
    minimumCents = coupon.minimumCents;
    const customerUses = await countCouponUses(db, coupon.id, owner.customerId);
    withCode = {
      ...state,
      codes: { ...state.codes, coupons: [...state.codes.coupons.filter((x) => x.id !== coupon.id), { ...coupon, customerUses }] },
    };
  } else {
    const voucher = await findVoucherById(db, ref.voucherId);
    if (!voucher || (voucher.customerId !== null && voucher.customerId !== owner.customerId)) return wrongCode(c, owner.customerId);
    withCode = { ...state, codes: { ...state.codes, vouchers: [...state.codes.vouchers.filter((x) => x.id !== voucher.id), voucher] } };
  }
  const preview = withCheckout(cart, withCode, now);
  const isCoupon = 'couponId' in ref;
  const id = 'couponId' in ref ? ref.couponId : ref.voucherId;
  // Repeated activation and combinability are decided on the codes read under the cart's lock.
  const refusal = await addCartCode(db, owner.customerId, ref, (applied) => {
    const already = isCoupon ? applied.coupons.some((x) => x.id === id) : applied.vouchers.some((x) => x.id === id);
    if (already) return refused('promotionRepeated');
    if (isCoupon && applied.coupons.length > 0 && (!couponCombinable || applied.coupons.some((x) => !x.combinable)))
      return refused('promotionNotCombinable');
    return refusalOf(preview, isCoupon ? 'coupon' : 'voucher', id, minimumCents);
  });
  if (refusal) throw refusal;
  return answer(owner);
}

/** §7 DELETE cart/vouchers. */
export async function removeCode(owner: PromotionOwner, ref: CodeRef): Promise<CheckoutCart> {
  if (!(await removeCartCode(owner.deps.database.db, owner.customerId, ref)))
    throw new ApiError(404, 'PROMOTION_NOT_APPLIED', 'promotionNotApplied');
  return answer(owner);
}

/** POST cart/points (decision 0011): the points to redeem, within the limits of §5 for the cart as it is. */
export async function setPoints(owner: PromotionOwner, points: number): Promise<CheckoutCart> {
  const { cart, state } = await currentCart(owner);
  const shown = withCheckout(cart, state, owner.deps.now());
  const problem = pointsProblem(points, {
    isLoyaltyCustomer: isLoyal(state),
    balance: state.customer?.bonusPoints ?? 0,
    totalInclCents: Math.round(shown.TotalInclTax * 100),
    minimum: state.settings.loyalty.minimumPointsToRedeem,
  });
  if (problem)
    throw new ApiError(400, 'POINTS_REFUSED', problem.params ? { id: problem.message, params: problem.params } : problem.message, [
      { Field: 'points', Message: problem.params ? { id: problem.message, params: problem.params } : problem.message },
    ]);
  await changeCheckoutSession(owner.deps.database.db, owner.customerId, () => ({ pointsToRedeem: points }));
  return answer(owner);
}
