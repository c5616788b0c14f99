/**
 * Promotions (§1, §3, §5, §7): coupons and vouchers by code, the codes a cart applied, and what an order takes from
 * them and gives back. Locks follow the one order of decision 0009, extended: cart, products by id, then coupons by
 * id, vouchers by id, and last the customer row (points), in confirms and settlements alike.
 */
import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { carts } from '../schema/cart.ts';
import { checkoutSessions, orders } from '../schema/checkout.ts';
import { products } from '../schema/catalogue.ts';
import { customers } from '../schema/customers.ts';
import { storePurchases } from '../schema/documents.ts';
import { cartCodes, couponUses, coupons, loyaltyPointMutations, orderDiscounts, voucherUses, vouchers } from '../schema/promotions.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type CouponRow = typeof coupons.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect & { used: boolean };
export type AppliedCoupon = CouponRow & { customerUses: number };
export interface AppliedCodes {
  coupons: AppliedCoupon[];
  vouchers: VoucherRow[];
}
export type CodeRef = { couponId: number } | { voucherId: number };

/**
 * A product voucher is used while an order holds it (a use not given back). Qualified by hand: drizzle writes a single
 * table's columns unqualified, which inside the subquery would name voucher_uses.id (the same in checkPromotions).
 */
const voucherUsed =
  sql<boolean>`exists (select 1 from voucher_uses u where u.voucher_id = "vouchers"."id" and u.released_at is null)`.mapWith(Boolean);

/** The coupon and the voucher with this code (case-insensitive); at most one of them exists in practice. */
export async function findPromotionByCode(db: Executor, code: string): Promise<{ coupon: CouponRow | null; voucher: VoucherRow | null }> {
  const [[coupon], [voucher]] = await Promise.all([
    db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`),
    db
      .select({ ...getTableColumns(vouchers), used: voucherUsed })
      .from(vouchers)
      .where(sql`lower(${vouchers.code}) = lower(${code})`),
  ]);
  return { coupon: coupon ?? null, voucher: voucher ?? null };
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

export async function findVoucherById(db: Executor, id: number): Promise<VoucherRow | null> {
  const [row] = await db
    .select({ ...getTableColumns(vouchers), used: voucherUsed })
    .from(vouchers)
    .where(eq(vouchers.id, id));
  return row ?? null;
}

/** How often the customer used the coupon in orders (uses given back by a failed payment do not count). */
export async function countCouponUses(db: Executor, couponId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId)));
  return row?.n ?? 0;
}

/** The codes the customer's cart applied, in the order they were applied, with the customer's uses of each coupon. */
export async function listAppliedCodes(db: Executor, customerId: number): Promise<AppliedCodes> {
  const rows = await db
    .select({
      coupon: coupons,
      voucher: vouchers,
      customerUses: sql<number>`(select count(*)::int from ${couponUses} where ${couponUses.couponId} = ${cartCodes.couponId} and ${couponUses.customerId} = ${customerId})`,
      used: sql<boolean>`exists (select 1 from ${voucherUses} where ${voucherUses.voucherId} = ${cartCodes.voucherId} and ${voucherUses.releasedAt} is null)`,
    })
    .from(cartCodes)
    .innerJoin(carts, eq(carts.id, cartCodes.cartId))
    .leftJoin(coupons, eq(coupons.id, cartCodes.couponId))
    .leftJoin(vouchers, eq(vouchers.id, cartCodes.voucherId))
    .where(eq(carts.customerId, customerId))
    .orderBy(asc(cartCodes.id));
  return {
    coupons: rows.flatMap((row) => (row.coupon ? [{ ...row.coupon, customerUses: Number(row.customerUses) }] : [])),
    vouchers: rows.flatMap((row) => (row.voucher ? [{ ...row.voucher, used: Boolean(row.used) }] : [])),
  };
}

/**
 * Adds a code to the customer's cart in one transaction on the locked cart row: `decide` sees the codes applied so
 * far (read under the lock) and returns a refusal, or null to add the code.
 */
export async function addCartCode<R>(
  db: Db,
  customerId: number,
  code: CodeRef,
  decide: (applied: AppliedCodes) => R | null | Promise<R | null>,
): Promise<R | null> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)).for('update');
    if (!cart) throw new Error(`cart of customer ${customerId} missing after insert`);
    const refusal = await decide(await listAppliedCodes(tx, customerId));
    if (refusal !== null) return refusal;
    await tx.insert(cartCodes).values({ cartId: cart.id, ...code });
    return null;
  });
}

/** Removes a code from the customer's cart; false when it was not applied there. */
export async function removeCartCode(db: Db, customerId: number, code: CodeRef): Promise<boolean> {
  const cart = db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
  const rows = await db
    .delete(cartCodes)
    .where(
      and(
        inArray(cartCodes.cartId, cart),
        'couponId' in code ? eq(cartCodes.couponId, code.couponId) : eq(cartCodes.voucherId, code.voucherId),
      ),
    )
    .returning({ id: cartCodes.id });
  return rows.length > 0;
}

// --------------------------------------------------------------- confirm

/** A discount of the order as the cart showed it. */
export interface OrderDiscountSnapshot {
  kind: 'coupon' | 'product_voucher' | 'points' | 'payment_voucher';
  couponId: number | null;
  voucherId: number | null;
  code: string;
  description: string;
  amountInclCents: number;
  amountExclCents: number;
  points: number;
}

/** What an order takes: coupon uses, voucher amounts (payment vouchers: cents; product vouchers: their line discount), points. */
export interface OrderPromotions {
  couponIds: number[];
  vouchers: { id: number; kind: 'payment' | 'product'; cents: number }[];
  points: number;
  pointsEarned: number;
  discounts: OrderDiscountSnapshot[];
}

export const hasPromotions = (p: OrderPromotions) =>
  p.couponIds.length > 0 || p.vouchers.length > 0 || p.points > 0 || p.discounts.length > 0;

/**
 * Locks the order's coupons, vouchers and (for points) the customer row, in that order, and checks them again: a
 * coupon's overall and per-customer limit and validity, a voucher's balance or use, the customer's points. What no
 * longer holds is removed from the cart (the points set back to 0) and reported; nothing else is written.
 */
export async function checkPromotions(
  tx: Tx,
  input: { cartId: number; customerId: number; now: Date; promotions: OrderPromotions },
): Promise<{ ok: true } | { ok: false }> {
  const { promotions, customerId, cartId, now } = input;
  const badCoupons: number[] = [];
  const badVouchers: number[] = [];
  let badPoints = false;
  let shortVouchers = false;
  if (promotions.couponIds.length > 0) {
    const rows = await tx
      .select({
        id: coupons.id,
        usedCount: coupons.usedCount,
        totalLimit: coupons.totalLimit,
        perCustomerLimit: coupons.perCustomerLimit,
        isActive: coupons.isActive,
        validFrom: coupons.validFrom,
        validUntil: coupons.validUntil,
        uses: sql<number>`(select count(*)::int from coupon_uses u where u.coupon_id = "coupons"."id" and u.customer_id = ${customerId})`,
      })
      .from(coupons)
      .where(inArray(coupons.id, promotions.couponIds))
      .orderBy(asc(coupons.id))
      .for('update', { of: coupons });
    for (const id of promotions.couponIds) {
      const row = rows.find((r) => r.id === id);
      const valid =
        row &&
        row.isActive &&
        (!row.validFrom || row.validFrom <= now) &&
        (!row.validUntil || row.validUntil >= now) &&
        (row.totalLimit === null || row.usedCount < row.totalLimit) &&
        (row.perCustomerLimit === null || Number(row.uses) < row.perCustomerLimit);
      if (!valid) badCoupons.push(id);
    }
  }
  if (promotions.vouchers.length > 0) {
    const rows = await tx
      .select({
        id: vouchers.id,
        balanceCents: vouchers.balanceCents,
        isActive: vouchers.isActive,
        validUntil: vouchers.validUntil,
        used: voucherUsed,
      })
      .from(vouchers)
      .where(
        inArray(
          vouchers.id,
          promotions.vouchers.map((v) => v.id),
        ),
      )
      .orderBy(asc(vouchers.id))
      .for('update', { of: vouchers });
    for (const voucher of promotions.vouchers) {
      const row = rows.find((r) => r.id === voucher.id);
      const usable = row && row.isActive && (!row.validUntil || row.validUntil >= now);
      // A payment voucher another order used meanwhile: refused, and removed only when nothing is left on it.
      if (usable && voucher.kind === 'payment' && row.balanceCents < voucher.cents) {
        if (row.balanceCents <= 0) badVouchers.push(voucher.id);
        else shortVouchers = true;
      } else if (!usable || (voucher.kind === 'product' && row.used)) badVouchers.push(voucher.id);
    }
  }
  if (promotions.points > 0) {
    const [row] = await tx.select({ points: customers.bonusPoints }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (!row || row.points < promotions.points) badPoints = true;
  }
  if (badCoupons.length === 0 && badVouchers.length === 0 && !badPoints && !shortVouchers) return { ok: true };
  // The cart's next read computes its promotions again (a balance changed by another order bumps no cart by itself).
  await tx
    .update(carts)
    .set({ revision: sql`${carts.revision} + 1` })
    .where(eq(carts.id, cartId));
  if (badCoupons.length > 0) await tx.delete(cartCodes).where(and(eq(cartCodes.cartId, cartId), inArray(cartCodes.couponId, badCoupons)));
  if (badVouchers.length > 0)
    await tx.delete(cartCodes).where(and(eq(cartCodes.cartId, cartId), inArray(cartCodes.voucherId, badVouchers)));
  if (badPoints) await tx.update(checkoutSessions).set({ pointsToRedeem: 0 }).where(eq(checkoutSessions.cartId, cartId));
  return { ok: false };
}

/**
 * Takes what the order uses (after `checkPromotions` locked and checked it), in one statement: coupon uses counted,
 * voucher balances lowered, points redeemed (and, for an order that is open at once, earned), the discounts kept
 * on the order, and the codes removed from the cart.
 */
export async function writePromotions(
  tx: Tx,
  input: {
    cartId: number;
    customerId: number;
    orderId: number;
    orderNumber: string;
    earnNow: boolean;
    promotions: OrderPromotions;
    now: Date;
  },
): Promise<void> {
  const { promotions: p, orderId, customerId, cartId } = input;
  const earned = input.earnNow ? p.pointsEarned : 0;
  const parts = [sql`removed_codes as ${tx.delete(cartCodes).where(eq(cartCodes.cartId, cartId))}`];
  if (p.discounts.length > 0) parts.push(sql`kept as ${tx.insert(orderDiscounts).values(p.discounts.map((d) => ({ ...d, orderId })))}`);
  if (p.couponIds.length > 0) {
    parts.push(
      sql`counted as ${tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(inArray(coupons.id, p.couponIds))}`,
    );
    parts.push(sql`uses as ${tx.insert(couponUses).values(p.couponIds.map((couponId) => ({ couponId, customerId, orderId })))}`);
  }
  const payment = p.vouchers.filter((v) => v.kind === 'payment');
  if (p.vouchers.length > 0)
    parts.push(
      sql`voucher_taken as ${tx.insert(voucherUses).values(p.vouchers.map((v) => ({ voucherId: v.id, orderId, amountCents: v.cents })))}`,
    );
  if (payment.length > 0)
    parts.push(sql`balances as (update ${vouchers} set balance_cents = ${vouchers.balanceCents} - t.cents
      from unnest(${sql.param(payment.map((v) => v.id))}::int[], ${sql.param(payment.map((v) => v.cents))}::int[]) as t(id, cents)
      where ${vouchers.id} = t.id)`);
  const mutations = [
    ...(p.points > 0
      ? [{ customerId, orderId, kind: 'redeemed', points: -p.points, description: `Ingewisseld bij bestelling ${input.orderNumber}` }]
      : []),
    ...(earned > 0
      ? [{ customerId, orderId, kind: 'earned', points: earned, description: `Gespaard met bestelling ${input.orderNumber}` }]
      : []),
  ];
  if (mutations.length > 0) {
    parts.push(
      sql`points as ${tx
        .update(customers)
        .set({ bonusPoints: sql`${customers.bonusPoints} - ${p.points} + ${earned}` })
        .where(eq(customers.id, customerId))}`,
    );
    parts.push(sql`ledger as ${tx.insert(loyaltyPointMutations).values(mutations)}`);
  }
  if (earned > 0) parts.push(sql`earned as ${tx.update(orders).set({ pointsEarnedAt: input.now }).where(eq(orders.id, orderId))}`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

// ------------------------------------------------------------ settlement

/**
 * Gives back what a cancelled order took: its coupon uses, its voucher amounts and its redeemed points; and puts its
 * codes and points back on the cart (with its lines). Locks coupons, vouchers, then the customer, after the cart and
 * products the caller locked.
 */
export async function releasePromotions(
  tx: Tx,
  input: { orderId: number; customerId: number; cartId: number | null; now: Date },
): Promise<void> {
  const { orderId, customerId, cartId, now } = input;
  const [order] = await tx.select({ points: orders.pointsRedeemed, number: orders.number }).from(orders).where(eq(orders.id, orderId));
  const uses = await tx.select({ couponId: couponUses.couponId }).from(couponUses).where(eq(couponUses.orderId, orderId));
  const taken = await tx
    .select({ id: voucherUses.id, voucherId: voucherUses.voucherId, cents: voucherUses.amountCents, kind: vouchers.kind })
    .from(voucherUses)
    .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucherId))
    .where(and(eq(voucherUses.orderId, orderId), isNull(voucherUses.releasedAt)));
  if (uses.length === 0 && taken.length === 0 && !order?.points) return;
  if (uses.length > 0) {
    const ids = [...new Set(uses.map((u) => u.couponId))].sort((a, b) => a - b);
    await tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, ids)).orderBy(asc(coupons.id)).for('update');
    await tx.execute(sql`
      with gone as ${tx.delete(couponUses).where(eq(couponUses.orderId, orderId))}
      update ${coupons} set used_count = greatest(0, ${coupons.usedCount} - n.uses)
      from (select coupon_id, count(*)::int as uses from coupon_uses where order_id = ${orderId} group by coupon_id) n
      where ${coupons.id} = n.coupon_id`);
  }
  if (taken.length > 0) {
    const ids = [...new Set(taken.map((t) => t.voucherId))].sort((a, b) => a - b);
    await tx.select({ id: vouchers.id }).from(vouchers).where(inArray(vouchers.id, ids)).orderBy(asc(vouchers.id)).for('update');
    const payment = taken.filter((t) => t.kind === 'payment');
    if (payment.length > 0)
      await tx.execute(sql`update ${vouchers} set balance_cents = ${vouchers.balanceCents} + t.cents
        from (select id, sum(cents)::int as cents from unnest(${sql.param(payment.map((t) => t.voucherId))}::int[], ${sql.param(payment.map((t) => t.cents))}::int[]) as u(id, cents) group by id) t
        where ${vouchers.id} = t.id`);
    await tx
      .update(voucherUses)
      .set({ releasedAt: now })
      .where(
        inArray(
          voucherUses.id,
          taken.map((t) => t.id),
        ),
      );
  }
  if (order && order.points > 0) {
    await tx
      .update(customers)
      .set({ bonusPoints: sql`${customers.bonusPoints} + ${order.points}` })
      .where(eq(customers.id, customerId));
    await tx.insert(loyaltyPointMutations).values({
      customerId,
      orderId,
      kind: 'returned',
      points: order.points,
      description: `Teruggegeven: betaling van bestelling ${order.number} niet gelukt`,
    });
  }
  if (cartId !== null) {
    const kept = await tx
      .select({ couponId: orderDiscounts.couponId, voucherId: orderDiscounts.voucherId })
      .from(orderDiscounts)
      .where(and(eq(orderDiscounts.orderId, orderId), sql`${orderDiscounts.kind} <> 'points'`))
      .orderBy(asc(orderDiscounts.id));
    const codes = kept.filter((k) => k.couponId !== null || k.voucherId !== null);
    if (codes.length > 0)
      await tx
        .insert(cartCodes)
        .values(codes.map((k) => ({ cartId, ...k })))
        .onConflictDoNothing();
    if (order && order.points > 0)
      await tx.update(checkoutSessions).set({ pointsToRedeem: order.points }).where(eq(checkoutSessions.cartId, cartId));
  }
}

/** Adds the points a paid order earned to its customer, once (the order's `points_earned_at` is the claim). */
export async function earnOrderPoints(tx: Tx, orderId: number, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ pointsEarnedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.pointsEarnedAt), sql`${orders.pointsEarned} > 0`))
    .returning({ customerId: orders.customerId, points: orders.pointsEarned, number: orders.number });
  if (!claimed) return;
  await tx
    .update(customers)
    .set({ bonusPoints: sql`${customers.bonusPoints} + ${claimed.points}` })
    .where(eq(customers.id, claimed.customerId));
  await tx.insert(loyaltyPointMutations).values({
    customerId: claimed.customerId,
    orderId,
    kind: 'earned',
    points: claimed.points,
    description: `Gespaard met bestelling ${claimed.number}`,
    createdAt: now,
  });
}

// ---------------------------------------------------------------- reading

export type OrderDiscountRow = typeof orderDiscounts.$inferSelect;

/** The discounts orders kept, by order id, in the order they were shown. */
export async function listOrderDiscounts(db: Executor, orderIds: readonly number[]): Promise<Map<number, OrderDiscountRow[]>> {
  const result = new Map<number, OrderDiscountRow[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderDiscounts)
    .where(inArray(orderDiscounts.orderId, [...orderIds]))
    .orderBy(asc(orderDiscounts.orderId), asc(orderDiscounts.id));
  for (const row of rows) result.set(row.orderId, [...(result.get(row.orderId) ?? []), row]);
  return result;
}

export type PointMutationRow = typeof loyaltyPointMutations.$inferSelect;

/** A row of the points history with the number of the order or store purchase it belongs to. */
export type PointHistoryRow = PointMutationRow & { orderNumber: string | null; storePurchaseNumber: string | null };

/** A page of a customer's points history, newest first, with the number of rows in all. */
export async function listPointMutations(
  db: Executor,
  customerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: PointHistoryRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...getTableColumns(loyaltyPointMutations), orderNumber: orders.number, storePurchaseNumber: storePurchases.number })
      .from(loyaltyPointMutations)
      .leftJoin(orders, eq(orders.id, loyaltyPointMutations.orderId))
      .leftJoin(storePurchases, eq(storePurchases.id, loyaltyPointMutations.storePurchaseId))
      .where(eq(loyaltyPointMutations.customerId, customerId))
      .orderBy(sql`${loyaltyPointMutations.createdAt} desc, ${loyaltyPointMutations.id} desc`)
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(loyaltyPointMutations).where(eq(loyaltyPointMutations.customerId, customerId)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * The start of a customer's points ledger: the balance they bring along (taken over from the loyalty card at the
 * till), as a 'given' row; the balance becomes exactly that.
 */
export async function openPointsBalance(db: Db, customerId: number, points: number, description: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ bonusPoints: points }).where(eq(customers.id, customerId));
    await tx.insert(loyaltyPointMutations).values({ customerId, kind: 'given', points, description, createdAt: at });
  });
}

/** A customer's points balance (`customers.bonus_points`), or null for an unknown customer. */
export async function findPointsBalance(
  db: Executor,
  customerId: number,
): Promise<{ balance: number; kvkNumber: string | null; groupCode: string } | null> {
  const [row] = await db
    .select({ balance: customers.bonusPoints, kvkNumber: customers.kvkNumber, groupCode: customers.groupCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export type OwnedVoucherRow = VoucherRow & { productName: string | null; productUrl: string | null };

/**
 * The vouchers a customer owns: the ones personal to them, and any other voucher an order of theirs paid with (a gift
 * card they used, so they can see what is left on it). Newest first.
 */
export async function listOwnedVouchers(db: Executor, customerId: number): Promise<OwnedVoucherRow[]> {
  const usedByCustomer = sql`exists (select 1 from voucher_uses vu join orders o on o.id = vu.order_id
    where vu.voucher_id = "vouchers"."id" and o.customer_id = ${customerId})`;
  return db
    .select({ ...getTableColumns(vouchers), used: voucherUsed, productName: products.name, productUrl: products.url })
    .from(vouchers)
    .leftJoin(products, eq(products.id, vouchers.productId))
    .where(or(eq(vouchers.customerId, customerId), and(isNull(vouchers.customerId), usedByCustomer)))
    .orderBy(sql`${vouchers.createdAt} desc, ${vouchers.id} desc`)
    .limit(200);
}
