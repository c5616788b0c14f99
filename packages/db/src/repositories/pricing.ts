/** What the price computation needs beyond a product row: tiers, the discounts not yet ended, and price history. */
import { DAY_MS } from '@toonbank/domain/units';
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PriceHistoryRow, PricingFacts } from '@toonbank/domain';
import type { Db, Executor } from '../client.ts';
import { discountProducts, discounts, priceListPriceLevels, productPriceHistory, productPriceLevels } from '../schema/pricing.ts';

/** The history read before a discount's start: the Omnibus window of 30 days (OMNIBUS_DAYS) and a day to spare. */
const HISTORY_DAYS = 31;

/**
 * The pricing facts of products for a viewer's price list at `now`, one map entry per id: list tiers,
 * the price list's tiers, every discount of the product that has not ended (the domain picks the one
 * that applies), and for discounted products the price history before their discounts began.
 */
export async function findPricingFacts(
  db: Executor,
  priceListId: number | null,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, PricingFacts>> {
  const unique = [...new Set(ids)];
  const facts = new Map<number, PricingFacts>(unique.map((id) => [id, { listTiers: [], netTiers: [], discounts: [], history: [] }]));
  if (unique.length === 0) return facts;
  // The tiers, the price list's tiers and the discounts not yet ended in one statement (one round trip instead of two or
  // three: every search hit, tile and cart line not priced before reads these), each as a JSON array in the order the
  // domain expects them (tiers by product and quantity, discounts by id).
  const { rows } = await db.execute<{
    list_tiers: [number, number, number][];
    net_tiers: [number, number, number][];
    running: [number, number, string, number, number | null, string, string][];
  }>(
    sql`select
          coalesce((select json_agg(json_build_array(${productPriceLevels.productId}, ${productPriceLevels.quantity}, ${productPriceLevels.priceInclCents})
                                    order by ${productPriceLevels.productId}, ${productPriceLevels.quantity})
                      from ${productPriceLevels} where ${productPriceLevels.productId} = any(${sql.param(unique)}::int[])), '[]') as list_tiers,
          coalesce((select json_agg(json_build_array(${priceListPriceLevels.productId}, ${priceListPriceLevels.quantity}, ${priceListPriceLevels.netPriceExclCents})
                                    order by ${priceListPriceLevels.productId}, ${priceListPriceLevels.quantity})
                      from ${priceListPriceLevels}
                     where ${priceListPriceLevels.priceListId} = ${priceListId}::int and ${priceListPriceLevels.productId} = any(${sql.param(unique)}::int[])), '[]') as net_tiers,
          coalesce((select json_agg(json_build_array(${discountProducts.productId}, ${discounts.id}, ${discounts.name}, ${discounts.percentage},
                                                     ${discounts.priceListId}, ${discounts.startDate}, ${discounts.endDate})
                                    order by ${discounts.id})
                      from ${discountProducts} join ${discounts} on ${discounts.id} = ${discountProducts.discountId}
                     where ${discountProducts.productId} = any(${sql.param(unique)}::int[]) and ${discounts.endDate} >= ${now.toISOString()}::timestamptz), '[]') as running`,
  );
  const row = rows[0]!;
  const listTiers = row.list_tiers.map(([productId, quantity, priceInclCents]) => ({ productId, quantity, priceInclCents }));
  const netTiers = row.net_tiers.map(([productId, quantity, priceExclCents]) => ({ productId, quantity, priceExclCents }));
  const running = row.running.map(([productId, id, name, percentage, priceListId, startDate, endDate]) => ({
    productId,
    id,
    name,
    percentage,
    priceListId,
    startDate: new Date(startDate),
    endDate: new Date(endDate),
  }));
  for (const { productId, ...tier } of listTiers) facts.get(productId)?.listTiers.push(tier);
  for (const { productId, ...tier } of netTiers) facts.get(productId)?.netTiers.push(tier);
  for (const { productId, ...discount } of running) facts.get(productId)?.discounts.push(discount);

  await addPriceHistory(db, facts, now);
  return facts;
}

/**
 * The price history of the products in `facts` with a discount that has begun at `now` (the consumer 'was' price,
 * Omnibus), added to their facts; one statement, none when no discount has begun (`findPricingFacts`, and the summary
 * rows read with their pricing facts, `findSummaryRowsWithPricing`).
 */
export async function addPriceHistory(db: Executor, facts: ReadonlyMap<number, PricingFacts>, now: Date): Promise<void> {
  const started: { productId: number; startDate: Date }[] = [];
  for (const [productId, { discounts }] of facts) {
    for (const discount of discounts) if (discount.startDate <= now) started.push({ productId, startDate: discount.startDate });
  }
  if (started.length > 0) {
    const earliest = new Date(Math.min(...started.map((d) => d.startDate.getTime())) - HISTORY_DAYS * DAY_MS);
    const rows = await db
      .select({
        productId: productPriceHistory.productId,
        kind: productPriceHistory.kind,
        listPriceInclCents: productPriceHistory.listPriceInclCents,
        percentage: productPriceHistory.percentage,
        priceListId: productPriceHistory.priceListId,
        validFrom: productPriceHistory.validFrom,
        validTo: productPriceHistory.validTo,
      })
      .from(productPriceHistory)
      .where(
        and(
          inArray(productPriceHistory.productId, [...new Set(started.map((d) => d.productId))]),
          lt(productPriceHistory.validFrom, now),
          or(isNull(productPriceHistory.validTo), sql`${productPriceHistory.validTo} > ${earliest.toISOString()}`),
        ),
      );
    for (const row of rows) {
      const entry: PriceHistoryRow | null =
        row.kind === 'list' && row.listPriceInclCents !== null
          ? { kind: 'list', listPriceInclCents: row.listPriceInclCents, validFrom: row.validFrom, validTo: row.validTo }
          : row.kind === 'discount' && row.percentage !== null
            ? { kind: 'discount', percentage: row.percentage, priceListId: row.priceListId, validFrom: row.validFrom, validTo: row.validTo }
            : null;
      if (entry) facts.get(row.productId)?.history.push(entry);
    }
  }
}

/**
 * The moments at which a dated discount begins or ends (the instant after its last one), sorted: between
 * two of them, and until the next catalogue write, every price is what it was.
 */
export async function listDiscountBoundaries(db: Db): Promise<number[]> {
  const rows = await db.select({ startDate: discounts.startDate, endDate: discounts.endDate }).from(discounts);
  return rows.flatMap((row) => [row.startDate.getTime(), row.endDate.getTime() + 1]).sort((a, b) => a - b);
}
