/**
 * Catalogue search on PostgreSQL: Dutch full-text search (`product_search.document`)
 * with trigram typo tolerance (`product_search.words`), filters and facet counts
 * computed in the database. Callers pass keywords and filters already normalised
 * by the domain rules (normalizeKeyword, buildTsQuery, parseFacetFilters).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { HIDDEN_PRODUCT_TYPES, type CatalogueViewer } from './catalogue.ts';

export interface SearchFilters {
  brands: string[];
  webNodeIds: number[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  tags: Record<string, string[]>;
  /** Tag values under any key (the `/tag/{value}` page), compared case-insensitively. */
  anyTags?: string[];
}

export type SearchSortField = 'WeightingFactor' | 'Title' | 'MinPrice' | 'CreationDate' | 'NodeOrder' | 'RatingAverage' | 'Relevance';

export interface SearchRequest {
  /** Normalised keyword ('' lists everything within the base filters). */
  keyword: string;
  /** `to_tsquery('dutch', …)` text from buildTsQuery; '' when the keyword has no words. */
  tsQuery: string;
  /** Fixed context (the lister's node, the brand page, the tag page): never shown as facet choices. */
  base: SearchFilters;
  /** The visitor's facet choices. */
  filters: SearchFilters;
  sort: { field: SearchSortField; ascending: boolean };
  offset: number;
  limit: number;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export interface SearchResult {
  ids: number[];
  total: number;
  brands: FacetCount[];
  webNodes: FacetCount[];
  tags: { key: string; values: FacetCount[] }[];
  priceRange: { minCents: number; maxCents: number } | null;
}

type Facet = 'brand' | 'webnode' | 'price' | 'tag';

/** The search engine behind the search API; PostgreSQL today, swappable later. */
export interface SearchEngine {
  search(viewer: CatalogueViewer, request: SearchRequest): Promise<SearchResult>;
  suggest(viewer: CatalogueViewer, keyword: string, tsQuery: string, limit: number): Promise<Suggestions>;
}

export interface Suggestions {
  aheadWords: string[];
  brands: { name: string; url: string }[];
  categories: { name: string; url: string }[];
  products: { id: number; name: string; url: string; img: string | null }[];
}

const TAG_FACET_LIMIT = 30;
const NODE_FACET_LIMIT = 30;

function subtree(ids: readonly number[]): SQL {
  return sql`(select w.id from web_nodes w join web_nodes r on r.id = any(${sql.param([...ids])}::int[]) and (w.id = r.id or w.url like r.url || '/%'))`;
}

/**
 * Filter conditions on `ps`: a `product_search` row, or a row of the matched set `m`, which has the
 * same column names. Only the narrow denormalised columns are read, never `products`.
 */
function filterConditions(filters: SearchFilters, skip: Facet | null): SQL[] {
  const conditions: SQL[] = [];
  if (skip !== 'brand' && filters.brands.length > 0) {
    conditions.push(sql`ps.brand_id in (select b.id from brands b where b.url = any(${sql.param(filters.brands)}::text[]))`);
  }
  if (skip !== 'webnode' && filters.webNodeIds.length > 0) {
    conditions.push(sql`ps.web_node_ids && array${subtree(filters.webNodeIds)}`);
  }
  if (skip !== 'price' && filters.minPriceCents !== null) conditions.push(sql`ps.list_price_incl_cents >= ${filters.minPriceCents}`);
  if (skip !== 'price' && filters.maxPriceCents !== null) conditions.push(sql`ps.list_price_incl_cents <= ${filters.maxPriceCents}`);
  if (skip !== 'tag') {
    for (const [key, values] of Object.entries(filters.tags)) {
      if (values.length > 0) conditions.push(sql`jsonb_exists_any(ps.tags -> ${key}, ${sql.param(values)}::text[])`);
    }
    if (filters.anyTags?.length) conditions.push(anyTagCondition(filters.anyTags));
  }
  return conditions;
}

/** A tag of any key has one of `values` (case-insensitive). */
function anyTagCondition(values: readonly string[]): SQL {
  return sql`exists (select 1 from jsonb_each(ps.tags) t cross join lateral jsonb_array_elements_text(t.value) v(value)
                      where lower(v.value) = any(select lower(q) from unnest(${sql.param([...values])}::text[]) q))`;
}

/**
 * How a keyword matches: Dutch full-text search when it finds anything at all,
 * else trigram similarity (typos). Trying the cheap, indexed full-text match
 * first keeps the trigram comparison off the common path.
 */
type MatchMode = 'fullText' | 'trigram';

async function matchMode(db: Db, tsQuery: string): Promise<MatchMode> {
  if (!tsQuery) return 'trigram';
  const [row] = await rows<{ found: boolean }>(db, sql`select exists (select 1 from product_search where document @@ to_tsquery('dutch', ${tsQuery})) as found`);
  return row?.found ? 'fullText' : 'trigram';
}

/** Visibility, publication codes, the fixed context and the keyword, on `product_search ps`. */
function baseConditions(viewer: CatalogueViewer, request: Pick<SearchRequest, 'keyword' | 'tsQuery' | 'base'>, mode: MatchMode): SQL[] {
  const codes = viewer.publicationCodes.length > 0 ? viewer.publicationCodes : ['-'];
  const conditions: SQL[] = [
    sql`ps.is_active and ps.is_viewable`,
    sql`ps.type <> all(${sql.param([...HIDDEN_PRODUCT_TYPES])}::text[])`,
    sql`ps.publication_codes && ${sql.param(codes)}::text[]`,
    ...filterConditions(request.base, null),
  ];
  if (request.keyword) {
    const folded = sql`lower(toonbank_unaccent(${request.keyword}))`;
    const match = mode === 'fullText' ? sql`ps.document @@ to_tsquery('dutch', ${request.tsQuery})` : trigramMatch(request.keyword, folded);
    conditions.push(
      sql`(${match} or ps.product_id in (select p.id from products p where p.number = ${request.keyword} or p.scan_code = ${request.keyword}))`,
    );
  }
  return conditions;
}

/**
 * The typo match `ps.words %> keyword`. For a one-word keyword the documents are first narrowed to
 * those containing a word of the word list that is itself similar enough (a few thousand words to
 * compare, GIN-indexed), and only those are compared in full; a match within one word of the
 * document is found either way.
 */
function trigramMatch(keyword: string, folded: SQL): SQL {
  const similar = sql`ps.words %> ${folded}`;
  if (!/^[\p{L}\p{N}]+$/u.test(keyword)) return similar;
  return sql`(regexp_split_to_array(ps.words, '[^[:alnum:]]+') && array(select s.word from product_search_words s where s.word %> ${folded}) and ${similar})`;
}

/** The relevance of a `product_search ps` row for the keyword. */
function rank(request: Pick<SearchRequest, 'keyword' | 'tsQuery'>, mode: MatchMode): SQL {
  return mode === 'fullText'
    ? sql`ts_rank(ps.document, to_tsquery('dutch', ${request.tsQuery}))`
    : sql`word_similarity(lower(toonbank_unaccent(${request.keyword})), ps.words)`;
}

function where(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

function byRelevance(request: SearchRequest): boolean {
  return request.sort.field === 'Relevance' && request.keyword !== '';
}

/** Sort on `ps` columns; `relevance` is the rank expression (or column) for the Relevance sort. */
function orderBy(request: SearchRequest, relevance: SQL): SQL {
  const dir = request.sort.ascending ? sql`asc` : sql`desc`;
  switch (request.sort.field) {
    case 'Title':
      return sql`ps.name_key ${dir}, ps.product_id`;
    case 'MinPrice':
      return sql`ps.list_price_incl_cents ${dir}, ps.product_id`;
    case 'CreationDate':
      return sql`ps.created_at ${dir}, ps.product_id`;
    case 'RatingAverage':
      return sql`ps.rating_average ${dir} nulls last, ps.weighting desc, ps.product_id`;
    case 'NodeOrder':
      if (request.base.webNodeIds.length > 0) {
        return sql`(select min(o.sort_order) from product_web_nodes o where o.product_id = ps.product_id and o.web_node_id in ${subtree(request.base.webNodeIds)}) ${dir} nulls last, ps.product_id`;
      }
      return sql`ps.weighting desc, ps.product_id`;
    case 'Relevance':
      if (request.keyword) return sql`${relevance} desc, ps.weighting desc, ps.product_id`;
      return sql`ps.weighting desc, ps.product_id`;
    default:
      return sql`ps.weighting ${dir}, ps.product_id`;
  }
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

interface SearchRow {
  ids: number[];
  total: string;
  brands: { value: string; label: string; count: number }[];
  nodes: { value: string; label: string; count: number }[];
  tags: { key: string; value: string; count: number }[];
  min: number | null;
  max: number | null;
}

export function createPostgresSearchEngine(db: Db): SearchEngine {
  return {
    /**
     * One statement: the matched set `m` (base filters and keyword, from the narrow `product_search`)
     * is computed once; hits, total and every facet count are derived from it.
     */
    async search(viewer, request) {
      const mode = request.keyword ? await matchMode(db, request.tsQuery) : 'fullText';
      const base = baseConditions(viewer, request, mode);
      const all = where([sql`true`, ...filterConditions(request.filters, null)]);
      const without = (facet: Facet) => where([sql`true`, ...filterConditions(request.filters, facet)]);
      const relevance = byRelevance(request) ? sql`, ${rank(request, mode)} as rank` : sql``;
      const [row] = await rows<SearchRow>(
        db,
        sql`with m as materialized (
              select ps.product_id, ps.brand_id, ps.name_key, ps.list_price_incl_cents, ps.weighting, ps.created_at,
                     ps.rating_average, ps.web_node_ids, ps.tags ${relevance}
                from product_search ps where ${where(base)})
            select
              array(select ps.product_id from m ps where ${all} order by ${orderBy(request, sql`ps.rank`)} offset ${request.offset} limit ${request.limit}) as ids,
              (select count(*) from m ps where ${all}) as total,
              (select coalesce(json_agg(x), '[]'::json) from (
                 select b.url as value, b.name as label, count(*) as count from m ps join brands b on b.id = ps.brand_id
                  where ${without('brand')} and btrim(b.name) <> '' and lower(btrim(b.name)) <> 'geen merk'
                  group by b.url, b.name order by count(*) desc, b.name limit 50) x) as brands,
              (select coalesce(json_agg(x), '[]'::json) from (
                 select w.id::text as value, w.name as label, count(*) as count
                   from m ps cross join unnest(ps.web_node_ids) n(id) join web_nodes w on w.id = n.id and w.is_active
                  where ${without('webnode')} group by w.id, w.name order by count(*) desc, w.name limit ${NODE_FACET_LIMIT}) x) as nodes,
              (select coalesce(json_agg(x), '[]'::json) from (
                 select t.key, v.value, count(*) as count
                   from m ps cross join lateral jsonb_each(ps.tags) t cross join lateral jsonb_array_elements_text(t.value) v(value)
                  where ${without('tag')} group by t.key, v.value order by t.key, count(*) desc, v.value) x) as tags,
              (select min(ps.list_price_incl_cents) from m ps where ${without('price')}) as min,
              (select max(ps.list_price_incl_cents) from m ps where ${without('price')}) as max`,
      );
      const tags = new Map<string, FacetCount[]>();
      for (const tag of row?.tags ?? []) {
        const list = tags.get(tag.key) ?? [];
        if (list.length < TAG_FACET_LIMIT) list.push({ value: tag.value, label: tag.value, count: Number(tag.count) });
        tags.set(tag.key, list);
      }
      return {
        ids: (row?.ids ?? []).map(Number),
        total: Number(row?.total ?? 0),
        brands: (row?.brands ?? []).map((r) => ({ value: r.value, label: r.label, count: Number(r.count) })),
        webNodes: (row?.nodes ?? []).map((r) => ({ value: r.value, label: r.label, count: Number(r.count) })),
        tags: [...tags].map(([key, values]) => ({ key, values })),
        priceRange: row && row.min !== null && row.max !== null ? { minCents: Number(row.min), maxCents: Number(row.max) } : null,
      };
    },

    async suggest(viewer, keyword, tsQuery, limit) {
      if (!keyword) return { aheadWords: [], brands: [], categories: [], products: [] };
      const folded = sql`lower(toonbank_unaccent(${keyword}))`;
      const noFilters: SearchFilters = { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {} };
      const mode = await matchMode(db, tsQuery);
      const conditions = baseConditions(viewer, { keyword, tsQuery, base: noFilters }, mode);
      const request: SearchRequest = { keyword, tsQuery, base: noFilters, filters: noFilters, sort: { field: 'Relevance', ascending: false }, offset: 0, limit: 50 };
      const [productRows, brandRows, nodeRows] = await Promise.all([
        rows<{ id: number; name: string; url: string; img: string | null }>(
          db,
          sql`select p.id, p.name, p.url,
                (select i.url from product_images i where i.product_id = p.id order by case when i.type = 'Front' then 0 else 1 end, i.id limit 1) as img
              from unnest(array(select ps.product_id from product_search ps where ${where(conditions)} order by ${orderBy(request, rank(request, mode))} limit 50))
                   with ordinality s(id, ord)
              join products p on p.id = s.id order by s.ord`,
        ),
        rows<{ name: string; url: string }>(
          db,
          sql`select b.name, b.url from brands b
               where btrim(b.name) <> '' and lower(btrim(b.name)) <> 'geen merk'
                 and (lower(toonbank_unaccent(b.name)) like '%' || ${folded} || '%' or lower(toonbank_unaccent(b.name)) % ${folded})
               order by similarity(lower(toonbank_unaccent(b.name)), ${folded}) desc, b.name limit ${limit}`,
        ),
        rows<{ name: string; url: string }>(
          db,
          sql`select w.name, w.url from web_nodes w
               where w.is_active and coalesce(w.start_date <= now(), true) and coalesce(w.end_date > now(), true)
                 and (lower(toonbank_unaccent(w.name)) like '%' || ${folded} || '%' or lower(toonbank_unaccent(w.name)) % ${folded})
               order by similarity(lower(toonbank_unaccent(w.name)), ${folded}) desc, w.level, w.name limit ${limit}`,
        ),
      ]);
      return {
        aheadWords: aheadWords(keyword, productRows.map((p) => p.name), limit),
        brands: brandRows,
        categories: nodeRows,
        products: productRows.slice(0, limit),
      };
    },
  };
}

/** Words that complete the last word of the keyword, taken from the best matching product names, most frequent first. */
function aheadWords(keyword: string, names: readonly string[], limit: number): string[] {
  const words = keyword.toLowerCase().split(/\s+/);
  const last = words.pop() ?? '';
  const prefix = words.join(' ');
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
      if (word.length > last.length && word.startsWith(last)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word]) => (prefix ? `${prefix} ${word}` : word));
}

export interface ListerNodeRow {
  id: number;
  name: string;
  code: string;
  url: string;
  description: string;
  banner: string | null;
  ancestors: { id: number; name: string; url: string }[];
  children: { id: number; name: string; url: string }[];
}

const LIVE = sql`w.is_active and coalesce(w.start_date <= now(), true) and coalesce(w.end_date > now(), true)`;

/** A live web node by url, with its ancestors (root first) and live children, for the lister. */
export async function findListerNode(db: Db, url: string): Promise<ListerNodeRow | undefined> {
  const [node] = await rows<{ id: number; name: string; code: string; url: string; description: string; banner: string | null }>(
    db,
    sql`select w.id, w.name, w.code, w.url, w.description, w.banner from web_nodes w where w.url = ${url} and ${LIVE}`,
  );
  if (!node) return undefined;
  const [ancestors, children] = await Promise.all([
    rows<{ id: number; name: string; url: string }>(
      db,
      sql`select w.id, w.name, w.url from web_nodes w where ${node.url} like w.url || '/%' order by w.level`,
    ),
    rows<{ id: number; name: string; url: string }>(
      db,
      sql`select w.id, w.name, w.url from web_nodes w where w.parent_id = ${node.id} and ${LIVE} order by w.sort_order, w.name`,
    ),
  ]);
  return { ...node, ancestors, children };
}
