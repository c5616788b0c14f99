/**
 * Catalogue search on PostgreSQL: Dutch full-text search (`product_search.document`)
 * with trigram typo tolerance (`product_search.words`), filters and facet counts
 * computed in the database. Callers pass keywords and filters already normalised
 * by the domain rules (normalizeKeyword, buildTsQuery, parseFacetFilters).
 */
import { buildExactTsQuery, buildWholeWordsTsQuery, keywordHead } from '@toonbank/domain/search-text';
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { FacetField } from '@toonbank/domain/facets';
import type { SortSpec } from '@toonbank/domain/sorting';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { namedStatement } from '../prepared.ts';
import { brands, webNodes } from '../schema/catalogue.ts';
import { brandIsVisible, webNodeIsLive, type CatalogueViewer } from './catalogue.ts';
import { PREPARED_VIEWER, productVisibleTo, viewerCodes, viewerValues, type VisibilityColumns } from './product-visibility.ts';

export interface SearchFilters {
  brands: string[];
  webNodeIds: number[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  tags: Record<string, string[]>;
  /** Tag values under any key (the `/tag/{value}` page), compared case-insensitively. */
  anyTags?: string[];
}

export interface SearchRequest {
  /** Normalised keyword ('' lists everything within the base filters). */
  keyword: string;
  /** `to_tsquery('dutch', …)` text from buildTsQuery; '' when the keyword has no words. */
  tsQuery: string;
  /** Fixed context (the lister's node, the brand page, the tag page): never shown as facet choices. */
  base: SearchFilters;
  /** The visitor's facet choices. */
  filters: SearchFilters;
  sort: SortSpec;
  offset: number;
  limit: number;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
  /** For a web node: its ancestors' names, root first (tells equal names apart: Hond › Droogvoer, Kat › Droogvoer). */
  path?: string[];
  /** For a web node: its French and English names, and those of each ancestor in `path` (the label is Dutch). */
  translations?: FieldTranslations;
  pathTranslations?: FieldTranslations[];
}

export interface SearchResult {
  ids: number[];
  total: number;
  brands: FacetCount[];
  webNodes: FacetCount[];
  tags: { key: string; values: FacetCount[] }[];
  priceRange: { minCents: number; maxCents: number } | null;
}

/** The search engine behind the search API; PostgreSQL today, swappable later. */
export interface SearchEngine {
  /**
   * `now`: the moment whose dated discounts are in the prices the price sort, filter and range use. `indexRevision`:
   * slot 1 of the catalogue revision as the caller read it after the request arrived (`readSearchRevisions`), so an
   * engine that needs it does not read it again (the in-memory index for a list without keyword, decision 0020).
   */
  search(viewer: CatalogueViewer, request: SearchRequest, now?: Date, indexRevision?: number): Promise<SearchResult>;
  /** `now`: the moment categories must be live at. */
  suggest(viewer: CatalogueViewer, keyword: string, tsQuery: string, limit: number, now: Date): Promise<Suggestions>;
}

export interface Suggestions {
  aheadWords: string[];
  brands: { name: string; url: string }[];
  /** Names are Dutch; `translations` holds the French and English ones; `path` the ancestors' (as in FacetCount). */
  categories: { name: string; url: string; translations: FieldTranslations; path: string[]; pathTranslations: FieldTranslations[] }[];
  products: { id: number; name: string; url: string; img: string | null; translations: FieldTranslations }[];
}

const TAG_FACET_LIMIT = 30;
/**
 * Suggestions rank only the best-weighted matches of the prefix (full text or typo): a short prefix
 * (`h:*`) matches most of the catalogue, and ranking all of it would make suggestions as slow as the
 * catalogue is large. The product suggestions are the most relevant of the 100 best-weighted matches;
 * the index on weighting finds those by reading about 100 × catalogue / matches rows.
 */
const SUGGEST_CANDIDATES = 100;
const NODE_FACET_LIMIT = 30;

function subtree(ids: readonly number[]): SQL {
  return sql`(select w.id from web_nodes w join web_nodes r on r.id = any(${sql.param([...ids])}::int[]) and (w.id = r.id or w.url like r.url || '/%'))`;
}

/**
 * Filter conditions on `ps`: a `product_search` row, or a row of the matched set `m`, which has the
 * same column names. Only the narrow denormalised columns are read, never `products`.
 */
function filterConditions(filters: SearchFilters, skip: FacetField | null, price: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (skip !== 'brand' && filters.brands.length > 0) {
    conditions.push(sql`ps.brand_id in (select b.id from brands b where b.url = any(${sql.param(filters.brands)}::text[]))`);
  }
  if (skip !== 'webnode' && filters.webNodeIds.length > 0) {
    conditions.push(sql`ps.web_node_ids && array${subtree(filters.webNodeIds)}`);
  }
  if (skip !== 'price' && filters.minPriceCents !== null) conditions.push(sql`${price} >= ${filters.minPriceCents}`);
  if (skip !== 'price' && filters.maxPriceCents !== null) conditions.push(sql`${price} <= ${filters.maxPriceCents}`);
  if (skip !== 'tag') {
    for (const [key, values] of Object.entries(filters.tags)) {
      if (values.length > 0) {
        conditions.push(
          sql`ps.tag_ids && array(select tv.id from tag_values tv where tv.key = ${key} and tv.value = any(${sql.param(values)}::text[]))`,
        );
      }
    }
    if (filters.anyTags?.length) conditions.push(anyTagCondition(filters.anyTags));
  }
  return conditions;
}

/** A tag of any key has one of `values` (case-insensitive). */
function anyTagCondition(values: readonly string[]): SQL {
  return sql`ps.tag_ids && array(select tv.id from tag_values tv
                                 where lower(tv.value) = any(select lower(q) from unnest(${sql.param([...values])}::text[]) q))`;
}

/**
 * How a keyword matches: Dutch full-text search when it finds anything at all,
 * else trigram similarity (typos). Trying the cheap, indexed full-text match
 * first keeps the trigram comparison off the common path.
 */
type MatchMode = 'fullText' | 'trigram';

async function matchMode(db: Db, tsQuery: string): Promise<MatchMode> {
  if (!tsQuery) return 'trigram';
  const [row] = await rows<{ found: boolean }>(db, sql`select toonbank_any_document_matches(to_tsquery('dutch', ${tsQuery})) as found`);
  return row?.found ? 'fullText' : 'trigram';
}

/** The keyword is a product number or scan code of `products p`. */
function lookup(keyword: string): SQL {
  return sql`(p.number = ${keyword} or p.scan_code = ${keyword})`;
}

/** The visibility facts in `product_search ps`, a copy of the product's own columns. */
const productSearchVisibility: VisibilityColumns = {
  isActive: sql`ps.is_active`,
  isViewable: sql`ps.is_viewable`,
  type: sql`ps.type`,
  publicationCodes: sql`ps.publication_codes`,
};

/** Visibility, publication codes, the fixed context and the keyword, on `product_search ps`. */
function baseConditions(
  viewer: CatalogueViewer,
  request: Pick<SearchRequest, 'keyword' | 'tsQuery' | 'base'>,
  mode: MatchMode,
  price: SQL = sql`ps.list_price_incl_cents`,
): SQL[] {
  const conditions: SQL[] = [productVisibleTo(viewer, productSearchVisibility), ...filterConditions(request.base, null, price)];
  if (request.keyword) {
    const folded = sql`lower(toonbank_unaccent(${request.keyword}))`;
    const match = mode === 'fullText' ? sql`ps.document @@ to_tsquery('dutch', ${request.tsQuery})` : trigramMatch(request.keyword, folded);
    conditions.push(
      // `= any(array(…))` (an init plan) rather than `in (subquery)`, so the planner can OR two bitmap index scans.
      sql`(${match} or ps.product_id = any(array(select p.id from products p where ${lookup(request.keyword)})))`,
    );
  }
  return conditions;
}

/**
 * The typo match `ps.words %> keyword`. For a one-word keyword: the documents containing a word of the
 * word list that is itself similar enough (a few thousand words to compare, GIN-indexed). That is the
 * whole test: a document holding such a word is similar enough itself (word_similarity takes the best
 * extent of the document, and the word is one), so the costly comparison with each document is skipped.
 */
function trigramMatch(keyword: string, folded: SQL): SQL {
  if (!/^[\p{L}\p{N}]+$/u.test(keyword)) return sql`ps.words %> ${folded}`;
  return sql`regexp_split_to_array(ps.words, '[^[:alnum:]]+') && array(select s.word from product_search_words s where s.word %> ${folded})`;
}

/**
 * The relevance of a `product_search ps` row for the keyword (issue 12 defect 2), in decreasing precedence:
 * 1. the product is the thing asked for: a word of its name or categories ends in the keyword's head
 *    ('hondenvoer' → natvoer, droogvoer, 'graanvrij voer'; not voerton, voerbak or the truncated 'voer-' of
 *    'Voer- & drinkbakken');
 * 2. a compound typed as one word is one word of the product ('konijnenvoer': the category Konijnenvoer);
 * 3. every word (or both parts of a compound) matches a whole word of its name, brand, categories or animal,
 *    stemmed: 'hondenvoer', 'hondevoer' and 'hond voer' all ask for hond & voer, so they rank alike;
 * 4. how well the whole words match (weights: name and brand over categories over compound parts);
 * 5. how well the typed prefixes match (a word still being typed).
 * On the typo path (no full-text match at all) the trigram similarity, after the head match.
 */
function rank(request: Pick<SearchRequest, 'keyword' | 'tsQuery'>, mode: MatchMode): SQL {
  const head = keywordHead(request.keyword);
  const headMatch = head
    ? sql`(case when ps.words ~ ${`(^|[^[:alnum:]-])[[:alnum:]]*${head}($|[^-[:alnum:]])`} then 1 else 0 end)`
    : sql`0`;
  if (mode !== 'fullText') return sql`(${headMatch} * 10 + word_similarity(lower(toonbank_unaccent(${request.keyword})), ps.words))`;
  const exact = buildExactTsQuery(request.keyword);
  const exactQuery = sql`to_tsquery('dutch', ${exact})`;
  // A compound matched as one word ('konijnenvoer' as the category Konijnenvoer) beats its parts found apart (rabbit
  // flavour of a dog food): the whole-word query, only when it differs from the split one.
  const whole = buildWholeWordsTsQuery(request.keyword);
  const wholeMatch = whole && whole !== exact ? sql`(case when ps.document @@ to_tsquery('dutch', ${whole}) then 50 else 0 end)` : sql`0`;
  return sql`(${headMatch} * 100 + ${wholeMatch} + (case when ps.document @@ ${exactQuery} then 10 else 0 end)
              + ts_rank(ps.document, ${exactQuery}) * 5 + ts_rank(ps.document, to_tsquery('dutch', ${request.tsQuery})) * 0.01)`;
}

function where(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

function byRelevance(request: SearchRequest): boolean {
  return request.sort.field === 'Relevance' && request.keyword !== '';
}

/** Sort on `ps` columns; `relevance` is the rank expression (or column) for the Relevance sort, `price` the viewer's price. */
function orderBy(request: SearchRequest, relevance: SQL, price: SQL = sql`ps.list_price_incl_cents`): SQL {
  const dir = request.sort.ascending ? sql`asc` : sql`desc`;
  switch (request.sort.field) {
    case 'Title':
      return sql`ps.name_key ${dir}, ps.product_id`;
    case 'MinPrice':
      return sql`${price} ${dir}, ps.product_id`;
    case 'CreationDate':
      return sql`ps.created_at ${dir}, ps.product_id`;
    case 'RatingAverage':
      return sql`ps.rating_average ${dir} nulls last, ps.weighting desc, ps.product_id`;
    case 'NodeOrder':
      // `o`: the node order of each product within the lister's subtree, joined by the caller (nodeOrder()).
      if (request.base.webNodeIds.length > 0) return sql`o.sort_order ${dir} nulls last, ps.product_id`;
      return sql`ps.weighting desc, ps.product_id`;
    case 'Relevance':
      if (request.keyword) return sql`${relevance} desc, ps.weighting desc, ps.product_id`;
      return sql`ps.weighting desc, ps.product_id`;
    default:
      return sql`ps.weighting ${dir}, ps.product_id`;
  }
}

/**
 * For the NodeOrder sort of a lister: a join to `o (product_id, sort_order)`, each product's first
 * position among the placements in the lister's subtree, computed once for the subtree (one index
 * scan of product_web_nodes by node) instead of a lookup per matched product.
 */
function nodeOrder(request: SearchRequest): SQL {
  if (request.sort.field !== 'NodeOrder' || request.base.webNodeIds.length === 0) return sql``;
  return sql`left join (select pw.product_id, min(pw.sort_order) as sort_order from product_web_nodes pw
                         where pw.web_node_id in ${subtree(request.base.webNodeIds)} group by pw.product_id) o
                    on o.product_id = ps.product_id`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

interface SearchRow {
  ids: number[];
  total: string;
  brands: { value: string; label: string; count: number }[];
  nodes: {
    value: string;
    label: string;
    count: number;
    path: string[];
    translations: FieldTranslations;
    pathTranslations: FieldTranslations[];
  }[];
  tags: { key: string; value: string; count: number }[];
  min: number | null;
  max: number | null;
  lookups?: string;
}

function toResult([row]: SearchRow[]): SearchResult {
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
    webNodes: (row?.nodes ?? []).map((r) => ({
      value: r.value,
      label: r.label,
      count: Number(r.count),
      path: r.path,
      translations: r.translations,
      pathTranslations: r.pathTranslations,
    })),
    tags: [...tags].map(([key, values]) => ({ key, values })),
    priceRange: row && row.min !== null && row.max !== null ? { minCents: Number(row.min), maxCents: Number(row.max) } : null,
  };
}

/**
 * The brands, nodes and tags facet lists (json columns) from counts per brand id, direct web node id
 * and tag value id (`(value, count)` relations): labels, hidden brands, inactive nodes, order and limits
 * are the same whichever way the counts were made.
 */
function facetLists(counts: { brand: SQL; node: SQL; tag: SQL }): SQL {
  return sql`(select coalesce(json_agg(x), '[]'::json) from (
                select ${brands.url} as value, ${brands.name} as label, c.count from ${counts.brand} c join ${brands} on ${brands.id} = c.value
                 where ${brandIsVisible}
                 order by c.count desc, ${brands.name}, ${brands.url} limit 50) x) as brands,
             (select coalesce(json_agg(x), '[]'::json) from (
                select w.id::text as value, w.name as label, c.count, w.translations,
                       array(select a.name from web_nodes a where w.url like a.url || '/%' order by a.level) as path,
                       array(select a.translations from web_nodes a where w.url like a.url || '/%' order by a.level) as "pathTranslations"
                  from ${counts.node} c join web_nodes w on w.id = c.value and w.is_active
                 order by c.count desc, w.name, w.id limit ${NODE_FACET_LIMIT}) x) as nodes,
             (select coalesce(json_agg(x), '[]'::json) from (
                select tv.key, tv.value, c.count from ${counts.tag} c join tag_values tv on tv.id = c.value
                 order by tv.key, c.count desc, tv.value) x) as tags`;
}

/** Whether a request's filters (or its base) filter nothing. */
export function isEmpty(filters: SearchFilters): boolean {
  return (
    filters.brands.length === 0 &&
    filters.webNodeIds.length === 0 &&
    filters.minPriceCents === null &&
    filters.maxPriceCents === null &&
    Object.values(filters.tags).every((values) => values.length === 0) &&
    !filters.anyTags?.length
  );
}

/** A lister of one web node without keyword or filters: its counts are precomputed (lister_counts). */
function isUnfilteredLister(request: SearchRequest): boolean {
  return (
    !request.keyword && isEmpty(request.filters) && request.base.webNodeIds.length === 1 && isEmpty({ ...request.base, webNodeIds: [] })
  );
}

/**
 * The price of one piece as the viewer pays it (`priceFor` at quantity 1, on its leading side), per `ps` row: the
 * sort, filter and range key of 'price', so the order and the range follow the prices the tiles show. A list-price
 * viewer: the list price incl. VAT less the largest dated discount active at `now` for every list; a net-price viewer:
 * their net price excl. VAT (a product without one: its list price excl. VAT) less the largest discount for every
 * list or theirs (decision 0008). `joins` are left joins on `ps` that `price` reads: the few products with a discount
 * today (`vd`) and, for a net-price viewer, their price list (`vn`), both hash-joined.
 */
interface ViewerPrice {
  joins: SQL;
  price: SQL;
  /** The products with a discount today and its percentage (`product_id`, `pct`). */
  discounted: SQL;
  netViewer: boolean;
}

function viewerPrice(viewer: CatalogueViewer, now: Date): ViewerPrice {
  const lists =
    viewer.priceListId === null ? sql`d.price_list_id is null` : sql`(d.price_list_id is null or d.price_list_id = ${viewer.priceListId})`;
  const discounted = sql`(select x.product_id, max(d.percentage) as pct from discount_products x join discounts d on d.id = x.discount_id
      where d.start_date <= ${now.toISOString()} and d.end_date >= ${now.toISOString()} and ${lists} group by x.product_id)`;
  const off = (cents: SQL) => sql`round(${cents} * (100 - coalesce(vd.pct, 0)) / 100.0)::int`;
  if (viewer.priceListId === null) {
    return {
      joins: sql`left join ${discounted} vd on vd.product_id = ps.product_id`,
      price: off(sql`ps.list_price_incl_cents`),
      discounted,
      netViewer: false,
    };
  }
  return {
    joins: sql`left join ${discounted} vd on vd.product_id = ps.product_id
               left join price_list_prices vn on vn.product_id = ps.product_id and vn.price_list_id = ${viewer.priceListId}`,
    price: off(
      sql`coalesce(vn.net_price_excl_cents, (select round(p.list_price_incl_cents * 100.0 / (100 + p.tax_rate)) from products p where p.id = ps.product_id))`,
    ),
    discounted,
    netViewer: true,
  };
}

/**
 * Lowest and highest price of the rows matching `base` (on `ps` = product_search). For a list-price viewer without
 * reading every row: the list-price index gives the extremes of the products without a discount today, and the few
 * discounted products are priced one by one. A net-price viewer's prices are read row by row.
 */
function priceRange(base: SQL, vp: ViewerPrice): { min: SQL; max: SQL } {
  if (vp.netViewer) {
    return {
      min: sql`(select min(${vp.price}) from product_search ps ${vp.joins} where ${base})`,
      max: sql`(select max(${vp.price}) from product_search ps ${vp.joins} where ${base})`,
    };
  }
  const plain = sql`${base} and not exists (select 1 from ${vp.discounted} vx where vx.product_id = ps.product_id)`;
  const reduced = sql`(select ${vp.price} as price from product_search ps join ${vp.discounted} vd on vd.product_id = ps.product_id where ${base})`;
  return {
    min: sql`least((select min(ps.list_price_incl_cents) from product_search ps where ${plain}), (select min(r.price) from ${reduced} r))`,
    max: sql`greatest((select max(ps.list_price_incl_cents) from product_search ps where ${plain}), (select max(r.price) from ${reduced} r))`,
  };
}

/**
 * From this many products on, an unfiltered lister reads its counts from `lister_counts` and its hits
 * and price range by an ordered index scan (about 48 × catalogue / total rows read); below it the
 * matched set is small enough to count directly, and an ordered scan would read most of the index.
 */
const BIG_LISTER = 2_000;

function listerTotalOf(viewer: CatalogueViewer, node: number): SQL {
  return sql`(select coalesce(sum(lc.count), 0) from lister_counts lc
               where lc.web_node_id = ${node} and lc.kind = 'total' and lc.value = 0 and lc.publication_codes && ${viewerCodes(viewer)})`;
}

async function listerTotal(db: Db, viewer: CatalogueViewer, node: number): Promise<number> {
  const [row] = await rows<{ total: string }>(db, sql`select ${listerTotalOf(viewer, node)} as total`);
  return Number(row?.total ?? 0);
}

/**
 * How many products `listWebNodeProducts` lists for the viewer: the visible products placed directly in
 * the node, summed from `lister_counts` (the node's own row for itself as a direct node, per code set)
 * instead of counted product by product.
 */
export async function countWebNodeProducts(db: Db, viewer: CatalogueViewer, webNodeId: number): Promise<number> {
  const [row] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(lc.count), 0) as total from lister_counts lc
         where lc.web_node_id = ${webNodeId} and lc.kind = 'node' and lc.value = ${webNodeId}
           and lc.publication_codes && ${viewerCodes(viewer)}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * The urls of the web nodes whose lister shows the viewer no product at all (issue 12 defect 5: point-of-sale
 * material is for business customers only), from `lister_counts`: no subtree total above zero for a code set the
 * viewer sees. Menus leave them out.
 */
export async function findEmptyWebNodeUrls(db: Db, viewer: CatalogueViewer): Promise<string[]> {
  const found = await rows<{ url: string }>(
    db,
    sql`select w.url from web_nodes w
         where not exists (select 1 from lister_counts lc
                            where lc.web_node_id = w.id and lc.kind = 'total' and lc.value = 0 and lc.count > 0
                              and lc.publication_codes && ${viewerCodes(viewer)})
         order by w.url`,
  );
  return found.map((row) => row.url);
}

/**
 * Whether a web node has products, none of them published for the viewer (issue 12: point-of-sale material under
 * 'meer' is for business customers only, so an anonymous visitor's lister is empty while business customers' is not).
 */
export async function isWebNodeForOtherCustomers(db: Db, viewer: CatalogueViewer, webNodeId: number): Promise<boolean> {
  const [row] = await forOtherCustomers(db, { webNodeId, codes: viewerValues(viewer).codes });
  return row?.others === true;
}

/** `isWebNodeForOtherCustomers`'s statement, named: every lister asks it (issue 19). */
const forOtherCustomers = namedStatement<{ others: boolean }, { webNodeId: number; codes: string[] }>(
  'toonbank_node_for_others',
  () =>
    sql`select bool_or(lc.count > 0) and not bool_or(lc.count > 0 and lc.publication_codes && ${viewerCodes(PREPARED_VIEWER)}) as others
          from lister_counts lc where lc.web_node_id = ${sql.placeholder('webNodeId')}::int and lc.kind = 'total' and lc.value = 0`,
);

/**
 * The unfiltered lister: total and facet counts summed from `lister_counts` over the product code
 * sets the viewer sees (a few rows per value instead of one per product); hits and price range from
 * `product_search` by its indexes (weighting, price), which stop early on a big subtree.
 */
function listerStatement(viewer: CatalogueViewer, request: SearchRequest, now: Date): SQL {
  const node = request.base.webNodeIds[0]!;
  const vp = viewerPrice(viewer, now);
  const counts = (kind: string) =>
    sql`(select lc.value, sum(lc.count) as count from lister_counts lc
          where lc.web_node_id = ${node} and lc.kind = ${kind} and lc.publication_codes && ${viewerCodes(viewer)}
          group by lc.value having sum(lc.count) > 0)`;
  // An unfiltered lister has no price filter: the viewer's price is read only to sort by it and for the range.
  const base = where(baseConditions(viewer, request, 'fullText'));
  const byPrice = request.sort.field === 'MinPrice';
  const range = priceRange(base, vp);
  return sql`select
      array(select ps.product_id from product_search ps ${nodeOrder(request)} ${byPrice ? vp.joins : sql``} where ${base}
             order by ${orderBy(request, sql`0`, vp.price)} offset ${request.offset} limit ${request.limit}) as ids,
      ${listerTotalOf(viewer, node)} as total,
      ${facetLists({ brand: counts('brand'), node: counts('node'), tag: counts('tag') })},
      ${range.min} as min,
      ${range.max} as max`;
}

/**
 * One statement: the matched set `m` (base filters and keyword, from the narrow `product_search`)
 * is computed once; hits, total and every facet count are derived from it; `lookups` is how many
 * products the keyword names by number or scan code.
 */
function matchedStatement(viewer: CatalogueViewer, request: SearchRequest, mode: MatchMode, now: Date): SQL {
  const vp = viewerPrice(viewer, now);
  const base = baseConditions(viewer, request, mode, vp.price);
  // In `m` the viewer's price is a column.
  const all = where([sql`true`, ...filterConditions(request.filters, null, sql`ps.price`)]);
  const without = (facet: FacetField) => where([sql`true`, ...filterConditions(request.filters, facet, sql`ps.price`)]);
  const relevance = byRelevance(request) ? sql`, ${rank(request, mode)} as rank` : sql``;
  return sql`with m as materialized (
            select ps.product_id, ps.brand_id, ps.name_key, ${vp.price} as price, ps.weighting, ps.created_at,
                   ps.rating_average, ps.web_node_ids, ps.tag_ids ${relevance}
              from product_search ps ${vp.joins} where ${where(base)})
          select
            array(select ps.product_id from m ps ${nodeOrder(request)} where ${all}
                   order by ${orderBy(request, sql`ps.rank`, sql`ps.price`)} offset ${request.offset} limit ${request.limit}) as ids,
            (select count(*) from m ps where ${all}) as total,
            ${facetLists({
              brand: sql`(select ps.brand_id as value, count(*) as count from m ps where ${without('brand')} group by ps.brand_id)`,
              // unnest() in the select list (one ProjectSet) rather than a lateral join (a function scan per row): 3-4 times faster.
              node: sql`(select n.value, count(*) as count from (select unnest(ps.web_node_ids) as value from m ps where ${without('webnode')}) n group by n.value)`,
              tag: sql`(select n.value, count(*) as count from (select unnest(ps.tag_ids) as value from m ps where ${without('tag')}) n group by n.value)`,
            })},
            (select min(ps.price) from m ps where ${without('price')}) as min,
            (select max(ps.price) from m ps where ${without('price')}) as max,
            (select count(*) from products p where ${lookup(request.keyword)}) as lookups`;
}

/** `bigLister`: from how many products an unfiltered lister uses lister_counts (default BIG_LISTER; tests lower it). */
export function createPostgresSearchEngine(db: Db, options: { bigLister?: number } = {}): SearchEngine {
  const bigLister = options.bigLister ?? BIG_LISTER;
  return {
    /**
     * One statement (matchedStatement), or two for a keyword that needs the typo path. An unfiltered
     * lister (one web node, no keyword, no filters) reads its counts from `lister_counts` instead.
     */
    async search(viewer, request, now = new Date()) {
      if (isUnfilteredLister(request) && (await listerTotal(db, viewer, request.base.webNodeIds[0]!)) >= bigLister) {
        return toResult(await rows<SearchRow>(db, listerStatement(viewer, request, now)));
      }
      if (!request.keyword) return toResult(await rows<SearchRow>(db, matchedStatement(viewer, request, 'fullText', now)));
      if (request.tsQuery) {
        // Full text first: it is the mode whenever a document matches, which is certain when it found more rows than
        // the number and scan-code lookup alone can give; only otherwise is the (rarer) question asked.
        const found = await rows<SearchRow>(db, matchedStatement(viewer, request, 'fullText', now));
        if (Number(found[0]?.total ?? 0) > Number(found[0]?.lookups ?? 0) || (await matchMode(db, request.tsQuery)) === 'fullText') {
          return toResult(found);
        }
      }
      return toResult(await rows<SearchRow>(db, matchedStatement(viewer, request, 'trigram', now)));
    },

    async suggest(viewer, keyword, tsQuery, limit, now) {
      if (!keyword) return { aheadWords: [], brands: [], categories: [], products: [] };
      const products = (mode: MatchMode) => rows<SuggestedProduct>(db, suggestedProducts(viewer, keyword, tsQuery, mode));
      const [found, groups] = await Promise.all([
        tsQuery ? products('fullText') : Promise.resolve([]),
        rows<{ brands: Suggestions['brands']; categories: Suggestions['categories'] }>(
          db,
          suggestedBrandsAndCategories(keyword, limit, now),
        ),
      ]);
      // As in search(): the typo path only when no document matches (more than number lookups found means one does).
      const productRows =
        found.length > Number(found[0]?.lookups ?? 0) || (tsQuery && (await matchMode(db, tsQuery)) === 'fullText')
          ? found
          : await products('trigram');
      return {
        aheadWords: aheadWords(
          keyword,
          productRows.map((p) => p.name),
          limit,
        ),
        brands: groups[0]?.brands ?? [],
        categories: groups[0]?.categories ?? [],
        products: productRows
          .slice(0, limit)
          .map(({ id, name, url, img, translations }) => ({ id, name, url, img, translations: translations ?? {} })),
      };
    },
  };
}

export interface SuggestedProduct {
  id: number;
  name: string;
  url: string;
  img: string | null;
  translations: FieldTranslations | null;
  lookups: string;
}

/**
 * The 50 most relevant of the SUGGEST_CANDIDATES best-weighted matches (their names feed the ahead
 * words; the first `limit` are the product suggestions), with each its front image.
 */
function suggestedProducts(viewer: CatalogueViewer, keyword: string, tsQuery: string, mode: MatchMode): SQL {
  const noFilters: SearchFilters = { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {} };
  const request: SearchRequest = {
    keyword,
    tsQuery,
    base: noFilters,
    filters: noFilters,
    sort: { field: 'Relevance', ascending: false },
    offset: 0,
    limit: 50,
  };
  return sql`select p.id, p.name, p.url, p.translations,
                p.front_image_url as img,
                (select count(*) from products p where ${lookup(keyword)}) as lookups
              from unnest(array(
                     select ps.product_id from (
                       select ps.product_id, ps.document, ps.words, ps.weighting from product_search ps
                        where ${where(baseConditions(viewer, request, mode))}
                        order by ps.weighting desc, ps.product_id limit ${SUGGEST_CANDIDATES}) ps
                      order by ${orderBy(request, rank(request, mode))} limit 50))
                   with ordinality s(id, ord)
              join products p on p.id = s.id order by s.ord`;
}

/** Visible brands and live categories whose name contains the keyword or is similar to it, most similar first. */
export function suggestedBrandsAndCategories(keyword: string, limit: number, now: Date): SQL {
  const folded = sql`lower(toonbank_unaccent(${keyword}))`;
  const matches = (name: SQL) =>
    sql`(lower(toonbank_unaccent(${name})) like '%' || ${folded} || '%' or lower(toonbank_unaccent(${name})) % ${folded})`;
  const similarity = (name: SQL) => sql`similarity(lower(toonbank_unaccent(${name})), ${folded})`;
  return sql`select
      (select coalesce(json_agg(x), '[]'::json) from (
         select ${brands.name} as name, ${brands.url} as url from ${brands} where ${brandIsVisible} and ${matches(sql`${brands.name}`)}
          order by ${similarity(sql`${brands.name}`)} desc, ${brands.name} limit ${limit}) x) as brands,
      (select coalesce(json_agg(x), '[]'::json) from (
         select ${webNodes.name} as name, ${webNodes.url} as url, ${webNodes.translations} as translations,
                array(select a.name from web_nodes a where ${webNodes.url} like a.url || '/%' order by a.level) as path,
                array(select a.translations from web_nodes a where ${webNodes.url} like a.url || '/%' order by a.level) as "pathTranslations"
           from ${webNodes} where ${webNodeIsLive(now)} and ${matches(sql`${webNodes.name}`)}
          order by ${similarity(sql`${webNodes.name}`)} desc, ${webNodes.level}, ${webNodes.name} limit ${limit}) x) as categories`;
}

/** Words that complete the last word of the keyword, taken from the best matching product names, most frequent first. */
export function aheadWords(keyword: string, names: readonly string[], limit: number): string[] {
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
  translations: FieldTranslations;
  ancestors: { id: number; name: string; url: string; translations: FieldTranslations }[];
  children: { id: number; name: string; url: string; translations: FieldTranslations }[];
}

/** The ancestors of the outer `web_nodes` row as JSON, root first: the nodes whose url is a prefix of its url. */
function ancestorsOfNode(): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'url', a.url, 'translations', a.translations) order by a.level)
                           from web_nodes a where ${webNodes.url} like a.url || '/%'), '[]'::json)`;
}

export type WebNodeTrailRow = Pick<ListerNodeRow, 'id' | 'name' | 'url' | 'translations' | 'ancestors'>;

/**
 * A live web node by id with its ancestors (root first), as the lister node has them: the product page's breadcrumb
 * in one statement (was: the node by id, then the lister node by its url with children and `ForOtherCustomers`).
 */
export async function findWebNodeTrail(db: Db, id: number): Promise<WebNodeTrailRow | undefined> {
  const [node] = await webNodeTrail(db, { id });
  return node;
}

/** `findWebNodeTrail`'s statement, named: every product page shows its breadcrumb (issue 19). */
const webNodeTrail = namedStatement<WebNodeTrailRow, { id: number }>(
  'toonbank_web_node_trail',
  () =>
    sql`select ${webNodes.id} as id, ${webNodes.name} as name, ${webNodes.url} as url, ${webNodes.translations} as translations,
               ${ancestorsOfNode()} as ancestors
          from ${webNodes} where ${webNodes.id} = ${sql.placeholder('id')}::int and ${webNodeIsLive()}`,
);

/**
 * A live web node by url, with its ancestors (root first) and live children, for the lister and the product page's
 * breadcrumb: one statement (decision 0026).
 */
export async function findListerNode(db: Db, url: string): Promise<ListerNodeRow | undefined> {
  // Inside the subqueries `web_nodes` unaliased is the outer node, except in the liveness check of a child, whose own
  // `from web_nodes` is the nearer one (so `webNodeIsLive` is the rule here as everywhere).
  const [node] = await listerNode(db, { url });
  return node;
}

/** `findListerNode`'s statement, named: every lister reads its node (issue 19). */
const listerNode = namedStatement<ListerNodeRow, { url: string }>(
  'toonbank_lister_node',
  () =>
    sql`select ${webNodes.id} as id, ${webNodes.name} as name, ${webNodes.code} as code, ${webNodes.url} as url, ${webNodes.description} as description,
               ${webNodes.banner} as banner, ${webNodes.translations} as translations,
               ${ancestorsOfNode()} as ancestors,
               coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'url', c.url, 'translations', c.translations) order by c.sort_order, c.name)
                           from web_nodes c where c.parent_id = ${webNodes.id}
                            and exists (select 1 from web_nodes where ${webNodes.id} = c.id and ${webNodeIsLive()})), '[]'::json) as children
          from ${webNodes} where ${webNodes.url} = ${sql.placeholder('url')}::text and ${webNodeIsLive()}`,
);
