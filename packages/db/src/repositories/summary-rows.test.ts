import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../schema/catalogue.ts';
import { priceListPrices } from '../schema/pricing.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { productSummaryColumns, viewerPriceOf } from './catalogue.ts';
import { findPricingFacts } from './pricing.ts';
import { findSummaryRowsWithPricing } from './summary-rows.ts';

/**
 * The summary rows with their pricing facts in one statement (decision 0020, 2026-11-27 night) against the two reads
 * they replace: the summary rows with codes (`productSummaryColumns`, as the summary cache read them) and
 * `findPricingFacts`, for a viewer without a price list and one with, on products with list tiers, net tiers, net
 * prices, discounts begun (with price history), not yet begun, ended, and for one price list only.
 */
let t: TestDatabase;
let ids: number[];
let priceListId: number;
const DAY = 86_400_000;
const now = new Date();

beforeAll(async () => {
  t = await createTestDatabase();
  const { rows } = await t.pool.query<{ id: number }>(`select id from products order by id limit 40`);
  ids = rows.map((row) => row.id);
  const [a, b, c, d, e, f] = ids;
  priceListId = (await t.pool.query<{ id: number }>(`insert into price_lists (name) values ('Test side by side') returning id`)).rows[0]!
    .id;
  await t.pool.query(
    `insert into price_list_prices (price_list_id, product_id, net_price_excl_cents)
     select $1, id, 100 + id from products where id = any($2::int[]) on conflict do nothing`,
    [priceListId, ids.slice(0, 20)],
  );
  await t.pool.query(
    `insert into product_price_levels (product_id, quantity, price_incl_cents) values ($1, 12, 500), ($1, 6, 700), ($2, 3, 900)
     on conflict do nothing`,
    [a, b],
  );
  await t.pool.query(
    `insert into price_list_price_levels (price_list_id, product_id, quantity, net_price_excl_cents)
     values ($1, $2, 10, 80), ($1, $2, 4, 90), ($1, $3, 2, 95) on conflict do nothing`,
    [priceListId, a, c],
  );
  const discount = async (name: string, from: number, to: number, list: number | null, products: number[]) => {
    const id = (
      await t.pool.query<{ id: number }>(
        `insert into discounts (name, flyer_code, price_list_id, start_date, end_date, percentage) values ($1, 'TEST', $2, $3, $4, 15) returning id`,
        [name, list, new Date(now.getTime() + from * DAY), new Date(now.getTime() + to * DAY)],
      )
    ).rows[0]!.id;
    await t.pool.query(`insert into discount_products (discount_id, product_id) select $1, unnest($2::int[])`, [id, products]);
  };
  await discount('Begun for all', -3, 5, null, [a!, d!, e!]);
  await discount('Begun for the list', -1, 2, priceListId, [b!, d!]);
  await discount('Not yet begun', 2, 9, null, [c!, e!]);
  await discount('Ended', -9, -2, null, [f!]);
});
afterAll(() => t.close());

describe('findSummaryRowsWithPricing (one statement) against the summary rows and findPricingFacts', () => {
  it.each([[null], ['list']])('reads the same rows and pricing facts, price list %s', async (which) => {
    const list = which === null ? null : priceListId;
    const asked = [...ids, ids[0]!, 999_999];
    const expectedRows = await t.db
      .select({ ...productSummaryColumns, publicationCodes: products.publicationCodes })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(priceListPrices, viewerPriceOf({ publicationCodes: [], priceListId: list }))
      .where(inArray(products.id, asked))
      .orderBy(asc(products.id));
    const expectedFacts = await findPricingFacts(t.db, list, ids, now);
    const { rows, facts } = await findSummaryRowsWithPricing(t.db, list, asked, now);
    expect([...rows].sort((x, y) => x.id - y.id)).toEqual(expectedRows);
    expect(new Map([...facts].sort(([x], [y]) => x - y))).toEqual(expectedFacts);
    // The cases are there: tiers, net prices, discounts begun with their history, and one left out as ended.
    const first = facts.get(ids[0]!)!;
    expect(first.listTiers.map((tier) => tier.quantity)).toEqual([6, 12]);
    expect(first.netTiers.length).toBe(list === null ? 0 : 2);
    expect(first.discounts.map((discount) => discount.name)).toEqual(['Begun for all']);
    expect(first.history.length).toBeGreaterThan(0);
    expect(facts.get(ids[3]!)!.discounts.map((discount) => discount.name)).toEqual(['Begun for all', 'Begun for the list']);
    expect(facts.get(ids[5]!)!.discounts).toEqual([]);
    expect(rows.some((row) => row.netPriceExclCents !== null)).toBe(list !== null);
    expect(rows.some((row) => row.ratings.length > 0)).toBe(true);
  });

  it('reads nothing for no ids', async () => {
    expect(await findSummaryRowsWithPricing(t.db, null, [], now)).toEqual({ rows: [], facts: new Map() });
  });
});
