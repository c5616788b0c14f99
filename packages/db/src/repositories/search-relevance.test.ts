import { buildTsQuery } from '@toonbank/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { createPostgresSearchEngine, type SearchFilters, type SearchRequest } from './search.ts';

/**
 * Search relevance (issue 12 defect 2): a set of Dutch queries as shoppers type them, each with what its first three
 * results must be: products of the category a shopper means (its url prefix). The demo catalogue is generated, so the
 * expectation names categories, never product ids. Typo forms must give the same top results as the correct form.
 */
const RELEVANCE: readonly (readonly [query: string, categories: readonly string[]])[] = [
  ['hondenvoer', ['hond/voeding']],
  ['hondevoer', ['hond/voeding']],
  ['hond voer', ['hond/voeding']],
  ['droogvoer hond', ['hond/voeding']],
  ['puppyvoer', ['hond/voeding']],
  ['kattenvoer', ['kat/voeding']],
  ['kattevoer', ['kat/voeding']],
  ['kat voer', ['kat/voeding']],
  ['natvoer kat', ['kat/voeding']],
  ['kittenvoer', ['kat/voeding']],
  ['konijnenvoer', ['knaagdier/voeding']],
  ['knaagdiervoer', ['knaagdier/voeding']],
  ['vogelvoer', ['vogel/voeding']],
  ['visvoer', ['vis/voeding', 'vis/vijver']],
  ['paardenvoer', ['paard/voeding']],
  ['kattenbak', ['kat/kattenbak-grit']],
  ['kattengrit', ['kat/kattenbak-grit']],
  ['krabpaal', ['kat/krabpalen-manden']],
  ['kattenmand', ['kat/krabpalen-manden']],
  ['hondenmand', ['hond/manden-kussens']],
  ['hondenkussen', ['hond/manden-kussens']],
  ['hondensnacks', ['hond/snacks']],
  ['kattensnacks', ['kat/snacks']],
  ['paardensnoepjes', ['paard/snacks']],
  ['hondenspeelgoed', ['hond/speelgoed']],
  ['kattenspeelgoed', ['kat/speelgoed']],
  ['halsband hond', ['hond/op-pad']],
  ['hondenshampoo', ['hond/verzorging']],
  ['vlooien kat', ['kat/verzorging']],
  ['voerbak hond', ['hond/voer-drinkbakken']],
  ['vogelkooi', ['vogel/kooien-accessoires']],
  ['aquarium', ['vis/aquarium']],
  ['vijverpomp', ['vis/vijver']],
  ['hooi', ['knaagdier/voeding', 'paard/voeding']],
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const anonymous = { publicationCodes: ['B'], priceListId: null };
const none: SearchFilters = { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {} };

async function top(keyword: string, limit = 3): Promise<number[]> {
  const engine = createPostgresSearchEngine(t.db);
  const request: SearchRequest = {
    keyword,
    tsQuery: buildTsQuery(keyword),
    base: none,
    filters: none,
    sort: { field: 'Relevance', ascending: false },
    offset: 0,
    limit,
  };
  return (await engine.search(anonymous, request)).ids;
}

/** The category urls of a product (its placements). */
async function categoriesOf(id: number): Promise<string[]> {
  const { rows } = await t.pool.query<{ url: string }>(
    `select w.url from product_web_nodes pwn join web_nodes w on w.id = pwn.web_node_id where pwn.product_id = $1`,
    [id],
  );
  return rows.map((r) => r.url);
}

describe('search relevance: the first three results are what a Dutch shopper means', () => {
  it('has a set of at least 30 queries', () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(RELEVANCE)('“%s” puts products of %j first', async (query, categories) => {
    // The generated test catalogue (400 products) may hold fewer than three products of a small category.
    const ids = await top(query);
    expect(ids.length, `no results for ${query}`).toBeGreaterThan(0);
    for (const id of ids) {
      const placed = await categoriesOf(id);
      const { rows } = await t.pool.query<{ name: string }>('select name from products where id = $1', [id]);
      expect(
        placed.some((url) => categories.some((c) => url === c || url.startsWith(`${c}/`))),
        `${query}: ${rows[0]?.name ?? id} in ${placed.join(', ')}`,
      ).toBe(true);
    }
  });

  it.each([
    ['hondevoer', 'hondenvoer'],
    ['kattevoer', 'kattenvoer'],
  ])('gives the typo form “%s” the same top results as “%s”', async (typo, correct) => {
    expect(await top(typo, 6)).toEqual(await top(correct, 6));
  });

  it('ranks dog food above storage bins and bowls for “hondenvoer” (Voerton, Voerbak)', async () => {
    const ids = await top('hondenvoer', 6);
    const { rows } = await t.pool.query<{ name: string }>('select name from products where id = any($1)', [ids]);
    expect(rows.map((r) => r.name).filter((name) => /voerton|voerbak/i.test(name))).toEqual([]);
  });
});
