import { CONTENT_LANGUAGES, localizeFields } from '@toonbank/domain';
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
  // The front image and the ratings (list24: read for all the ids at once): a 'Front' image added after the others (it
  // still comes first), a product whose only images are not 'Front', one without images; reviews hidden and visible,
  // two at the same moment. Translations with and without a name (only the names are read), a blank name, a name of
  // another type, a language that is not a content language.
  const [g, h, i, j, k, l, m] = ids.slice(6);
  await t.pool.query(`delete from product_images where product_id = any($1::int[])`, [[g, h, i]]);
  await t.pool.query(
    `insert into product_images (product_id, url, type) values ($1, '/g-1.svg', 'Standard'), ($1, '/g-2.svg', 'Standard2'),
       ($1, '/g-front.svg', 'Front'), ($1, '/g-front-2.svg', 'Front'), ($2, '/h-2.svg', 'Standard2'), ($2, '/h-1.svg', 'Standard')`,
    [g, h],
  );
  await t.pool.query(
    `insert into product_reviews (product_id, rating, content, first_name, is_visible, created_at)
     values ($1, 5, 'Top', 'An', true, $3), ($1, 2, 'Matig', 'Bo', true, $3), ($1, 1, 'Verborgen', 'Cor', false, $3),
       ($1, 4, 'Goed', 'Dirk', true, $3::timestamptz - interval '1 day'), ($2, 3, 'Verborgen', 'Eva', false, $3)`,
    [j, k, now],
  );
  const translate = (id: number | undefined, translations: unknown) =>
    t.pool.query(`update products set translations = $2::jsonb where id = $1`, [id, JSON.stringify(translations)]);
  await translate(j, { fr: { name: 'Nom', description: 'Longue description' }, en: { name: 'Name', usps: 'A\nB' } });
  await translate(k, { fr: { description: 'Sans nom' } });
  await translate(l, { en: { name: '  ' }, fr: { name: 7 } });
  await translate(m, { de: { name: 'Deutsch' }, en: 'no object' });
});

/** Of translations only the names, as the one statement reads them. */
function namesOnly(translations: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const language of ['fr', 'en']) {
    const name = (translations[language] as Record<string, unknown> | undefined)?.name;
    if (typeof translations[language] === 'object' && name !== undefined && name !== null) out[language] = { name };
  }
  return out;
}
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
    // The same rows, with the names of the translations only (all a summary shows of them: `localizeFields` of the name
    // gives the same name and language in every content language), and the same ratings (a summary shows their average
    // and count; the subquery gave reviews of the same moment in no set order).
    const sorted = [...rows].sort((x, y) => x.id - y.id);
    const ratingsSorted = <R extends { ratings: number[] }>(row: R) => ({ ...row, ratings: [...row.ratings].sort() });
    expect(sorted.map(ratingsSorted)).toEqual(
      expectedRows.map((row) => ratingsSorted({ ...row, translations: namesOnly(row.translations) })),
    );
    for (const [index, row] of sorted.entries()) {
      const expected = expectedRows[index]!;
      for (const language of CONTENT_LANGUAGES) {
        expect(localizeFields(row, row.translations, language, ['name'])).toEqual(
          localizeFields(expected, expected.translations, language, ['name']),
        );
      }
    }
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
    // The images, ratings and names of the cases above.
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [g, h, i, j, k, l] = ids.slice(6);
    expect([g, h, i].map((id) => byId.get(id!)!.image)).toEqual(['/g-front.svg', '/h-2.svg', null]);
    expect([...byId.get(j!)!.ratings].sort()).toEqual([2, 4, 5]);
    expect(byId.get(k!)!.ratings).toEqual([]);
    expect(byId.get(j!)!.translations).toEqual({ fr: { name: 'Nom' }, en: { name: 'Name' } });
    expect(byId.get(k!)!.translations).toEqual({});
    expect(localizeFields(byId.get(l!)!, byId.get(l!)!.translations, 'en', ['name']).language).toBe('nl');
  });

  it('reads nothing for no ids', async () => {
    expect(await findSummaryRowsWithPricing(t.db, null, [], now)).toEqual({ rows: [], facts: new Map() });
  });
});
