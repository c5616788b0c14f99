/**
 * What a suggestion needs of the in-memory index besides the matched products (decision 0016, issue 19's fourth round):
 * the suggested brands and categories computed in memory, and the first matches in weighting order without walking the
 * whole order. Both give exactly what the PostgreSQL statements give, or nothing (then the statement is asked).
 *
 * Brands and categories: `suggestedBrandsAndCategories` (search.ts) compares `lower(toonbank_unaccent(name))` with the
 * folded keyword by `like '%…%'` and pg_trgm's `%` (similarity at least `pg_trgm.similarity_threshold`), and orders
 * by the similarity (a 32-bit float), the level (categories) and the name (the database's collation). Here, per index,
 * the visible brands and the web nodes with what the database computes of them once (the folded name, its rank in
 * name order, the ancestors' names and translations, the dates that make a node live); per request the keyword is
 * folded and its trigrams taken in JavaScript (pg_trgm's, `trigramsOf`) only when it is printable ASCII without `%`,
 * `_` or `\` (then `lower(toonbank_unaccent(...))` is the keyword in lower case; the request's statement returns the
 * database's folded keyword and threshold, and a difference sends the groups' statement after all). Rows whose order
 * the database leaves to its sort (equal similarity, level and name among the ones shown or at the cut) go to the
 * database, as does everything while the groups of the current index are not read yet.
 */
import { sql } from 'drizzle-orm';
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { Db } from '../client.ts';
import type { Suggestions } from './search.ts';
import type { DocSet, SearchIndex } from './search-index.ts';
import { trigramsOf } from './search-index-text.ts';

/** A visible brand or a web node as the suggestion groups compare and show it. */
interface GroupRow {
  name: string;
  url: string;
  /** `lower(toonbank_unaccent(name))`, as the database computes it. */
  folded: string;
  /** The distinct pg_trgm trigrams of `folded` (trigramsOf), sorted. */
  trigrams: Int32Array;
  /** The place of the name in `order by name` (equal names the same place). */
  nameRank: number;
}

interface NodeRow extends GroupRow {
  translations: FieldTranslations;
  path: string[];
  pathTranslations: FieldTranslations[];
  level: number;
  isActive: boolean;
  /** start_date and end_date in microseconds since 1970, null when not set. */
  startUs: number | null;
  endUs: number | null;
}

export interface SuggestionGroups {
  revision: number;
  brands: GroupRow[];
  nodes: NodeRow[];
  /** `pg_trgm.similarity_threshold` when the groups were read (checked again by every request that uses them). */
  threshold: number;
  /** Bytes of strings and arrays held, estimated (for the record: 44 brands and 148 nodes at 100k). */
  bytes: number;
  /** The brands holding each trigram (their places in `brands`), so that a request counts only the shared trigrams. */
  brandsByTrigram: Map<number, Int32Array>;
  /** The same of the web nodes (places in `nodes`). */
  nodesByTrigram: Map<number, Int32Array>;
  /** The live nodes (places in `nodes`) at the moment last asked (a suggestion's moment is its minute). */
  live?: { moment: number; nodes: Int32Array };
}

/** Per trigram the places of the rows holding it (each row's trigrams are distinct, so a place is listed once). */
function rowsByTrigram(rows: readonly { trigrams: Int32Array }[]): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  rows.forEach((row, place) => {
    for (const trigram of row.trigrams) {
      const list = lists.get(trigram);
      if (list) list.push(place);
      else lists.set(trigram, [place]);
    }
  });
  return new Map([...lists].map(([trigram, places]) => [trigram, Int32Array.from(places)]));
}

/**
 * Something of one index read from the database once, after its build, in the background: null while it is read, or
 * when it cannot be used for that index (read at another revision). `read` for tests and tools that wait for it.
 */
function perIndex<T extends { revision: number }>(what: string, read: (db: Db, index: SearchIndex) => Promise<T | null>) {
  const byIndex = new WeakMap<SearchIndex, { value: T | null; read: Promise<T | null> }>();
  const entry = (db: Db, index: SearchIndex, log?: (message: string) => void) => {
    let known = byIndex.get(index);
    if (known) return known;
    const reading = read(db, index).then(
      (value) => {
        const usable = value && value.revision === index.revision ? value : null;
        if (usable) known!.value = usable;
        return usable;
      },
      (error: unknown) => {
        log?.(`${what} not read: ${String(error)}`);
        return null;
      },
    );
    known = { value: null, read: reading };
    byIndex.set(index, known);
    return known;
  };
  return {
    of: (db: Db, index: SearchIndex, log?: (message: string) => void): T | null => entry(db, index, log).value,
    read: (db: Db, index: SearchIndex): Promise<T | null> => entry(db, index).read,
  };
}

/** Counts of how suggestions' groups were answered, per process (the side-by-side test asserts both ways ran). */
export const groupStats = { memory: 0, statement: 0, late: 0 };

const groupsPerIndex = perIndex('suggestion groups', (db) => readSuggestionGroups(db));

/**
 * The suggestion groups of `index`, or null while they are read (the first suggestion after a build starts the read)
 * or when they cannot be used (read at another revision, a name the database folds to non-ASCII text).
 */
export const suggestionGroupsOf = groupsPerIndex.of;
export const suggestionGroupsRead = groupsPerIndex.read;

/**
 * The product names of an index's documents, for the ahead words (which take the names of the 50 suggested products):
 * UTF-8 in one buffer with each document's start, about 3.9 MB at 100k (34.7 characters a name on average).
 */
export interface SuggestionNames {
  revision: number;
  bytes: number;
  name(doc: number): string;
}

const namesPerIndex = perIndex('suggestion names', readSuggestionNames);

/** The product names of `index`'s documents, or null while they are read (as `suggestionGroupsOf`). */
export const suggestionNamesOf = namesPerIndex.of;
export const suggestionNamesRead = namesPerIndex.read;

async function readSuggestionNames(db: Db, index: SearchIndex): Promise<SuggestionNames | null> {
  const { rows } = await db.execute<{ revision: string; ids: number[] | null; names: string[] | null }>(
    sql`select (select revision from catalogue_revision where id = 1) as revision, a.ids, a.names
          from (select array_agg(p.id order by p.id) as ids, array_agg(p.name order by p.id) as names from products p) a`,
  );
  const row = rows[0];
  if (!row?.ids || !row.names) return null;
  const encoder = new TextEncoder();
  const encoded = row.names.map((name) => encoder.encode(name));
  const starts = new Int32Array(index.size + 1);
  const byId = new Map<number, number>();
  row.ids.forEach((id, i) => byId.set(id, i));
  let length = 0;
  for (let d = 0; d < index.size; d++) {
    const at = byId.get(index.productIds[d]!);
    if (at === undefined) return null;
    length += encoded[at]!.length;
  }
  const buffer = new Uint8Array(length);
  for (let d = 0, offset = 0; d < index.size; d++) {
    starts[d] = offset;
    const bytes = encoded[byId.get(index.productIds[d]!)!]!;
    buffer.set(bytes, offset);
    offset += bytes.length;
    starts[d + 1] = offset;
  }
  const decoder = new TextDecoder();
  return {
    revision: Number(row.revision),
    bytes: buffer.byteLength + starts.byteLength,
    name: (doc) => decoder.decode(buffer.subarray(starts[doc]!, starts[doc + 1]!)),
  };
}

async function readSuggestionGroups(db: Db): Promise<SuggestionGroups | null> {
  const { rows } = await db.execute<{
    revision: string;
    threshold: number;
    brands: { name: string; url: string; folded: string; nameRank: number }[] | null;
    nodes: (Omit<NodeRow, 'trigrams' | 'startUs' | 'endUs'> & { startUs: number | string | null; endUs: number | string | null })[] | null;
  }>(
    sql`select (select revision from catalogue_revision where id = 1) as revision,
               coalesce(current_setting('pg_trgm.similarity_threshold', true)::float8, 0.3) as threshold,
               (select json_agg(x) from (
                  select b.name, b.url, lower(toonbank_unaccent(b.name)) as folded, dense_rank() over (order by b.name) as "nameRank"
                    from brands b where btrim(b.name) <> '' and lower(btrim(b.name)) <> 'geen merk') x) as brands,
               (select json_agg(x) from (
                  select w.name, w.url, lower(toonbank_unaccent(w.name)) as folded, dense_rank() over (order by w.name) as "nameRank",
                         w.translations,
                         array(select a.name from web_nodes a where w.url like a.url || '/%' order by a.level) as path,
                         array(select a.translations from web_nodes a where w.url like a.url || '/%' order by a.level) as "pathTranslations",
                         w.level, w.is_active as "isActive",
                         (extract(epoch from w.start_date) * 1000000)::bigint as "startUs",
                         (extract(epoch from w.end_date) * 1000000)::bigint as "endUs"
                    from web_nodes w) x) as nodes`,
  );
  const row = rows[0];
  if (!row) return null;
  let bytes = 0;
  const group = <T extends { name: string; url: string; folded: string }>(item: T): (T & { trigrams: Int32Array }) | null => {
    const trigrams = trigramsOf(item.folded);
    if (!trigrams) return null;
    bytes += 2 * (item.name.length + item.url.length + item.folded.length) + 4 * trigrams.length + 64;
    return { ...item, trigrams: Int32Array.from(new Set(trigrams)).sort() };
  };
  const brands = (row.brands ?? []).map(group);
  const nodes = (row.nodes ?? []).map((n) => {
    const node = group({ ...n, startUs: n.startUs === null ? null : Number(n.startUs), endUs: n.endUs === null ? null : Number(n.endUs) });
    if (node) bytes += 2 * JSON.stringify([n.translations, n.path, n.pathTranslations]).length;
    return node;
  });
  // A name the database folds to non-ASCII text: its trigrams are pg_trgm's own (hashed, locale-dependent); not here.
  if (brands.some((b) => !b) || nodes.some((n) => !n)) return null;
  const byTrigram = [rowsByTrigram(brands as GroupRow[]), rowsByTrigram(nodes as NodeRow[])] as const;
  for (const map of byTrigram) for (const places of map.values()) bytes += 4 * places.length + 48;
  return {
    revision: Number(row.revision),
    brands: brands as GroupRow[],
    nodes: nodes as NodeRow[],
    threshold: row.threshold,
    bytes,
    brandsByTrigram: byTrigram[0],
    nodesByTrigram: byTrigram[1],
  };
}

/**
 * What the request's keyword statement returns for the groups computed in memory (`prepareWith`'s groups 'facts', instead
 * of `suggestedBrandsAndCategories`): the database's folded keyword and `pg_trgm.similarity_threshold`.
 */
export interface GroupFacts {
  groupsFolded: string;
  groupsThreshold: number;
}

/** The keyword as `lower(toonbank_unaccent(...))` gives it, when that is certain without asking: else null. */
function foldedKeyword(keyword: string): string | null {
  return /^[\x20-\x7e]*$/.test(keyword) && !/[%_\\]/.test(keyword) ? keyword.toLowerCase() : null;
}

/** pg_trgm's `similarity` (cnt_sml: a 32-bit float, 0 when either set is empty) of distinct trigram sets with `common` shared. */
function similarity(a: number, b: number, common: number): number {
  return a === 0 || b === 0 ? 0 : Math.fround(common / (a + b - common));
}

/** Scratch of the shared trigram counts per row (filled and read within one synchronous call). */
let commonCounts = new Int32Array(256);

/**
 * The rows of `rows` (only `among`, places in `rows`, when given) that the statement's `like '%…%' or … % …` keeps,
 * with their similarity: the shared trigrams counted from the rows holding each of the keyword's trigrams.
 */
function matchingRows<T extends GroupRow>(
  rows: readonly T[],
  byTrigram: Map<number, Int32Array>,
  among: Int32Array | null,
  wanted: Int32Array,
  folded: string,
  threshold: number,
): { row: T; similarity: number }[] {
  if (commonCounts.length < rows.length) commonCounts = new Int32Array(rows.length);
  const common = commonCounts;
  common.fill(0, 0, rows.length);
  for (const trigram of wanted) {
    const places = byTrigram.get(trigram);
    if (places) for (const place of places) common[place]!++;
  }
  const out: { row: T; similarity: number }[] = [];
  const visit = (place: number) => {
    const row = rows[place]!;
    const value = similarity(row.trigrams.length, wanted.length, common[place]!);
    if (row.folded.includes(folded) || value >= threshold) out.push({ row, similarity: value });
  };
  if (among) for (const place of among) visit(place);
  else for (let place = 0; place < rows.length; place++) visit(place);
  return out;
}

/** The places of the live web nodes at `moment` (microseconds), kept for the moment last asked. */
function liveNodes(groups: SuggestionGroups, moment: number): Int32Array {
  if (groups.live?.moment === moment) return groups.live.nodes;
  const live: number[] = [];
  groups.nodes.forEach((n, place) => {
    if (n.isActive && (n.startUs === null || n.startUs <= moment) && (n.endUs === null || n.endUs > moment)) live.push(place);
  });
  groups.live = { moment, nodes: Int32Array.from(live) };
  return groups.live.nodes;
}

/**
 * The suggested brands and categories of `keyword` at `now` from `groups`, exactly as `suggestedBrandsAndCategories`
 * gives them, with the folded keyword it assumed; or null when the keyword or a tie needs the database.
 */
export function groupsInMemory(
  groups: SuggestionGroups,
  keyword: string,
  limit: number,
  now: Date,
): { folded: string; brands: Suggestions['brands']; categories: Suggestions['categories'] } | null {
  const folded = foldedKeyword(keyword);
  if (folded === null) return null;
  const wanted = Int32Array.from(new Set(trigramsOf(folded) ?? []));
  const brands = matchingRows(groups.brands, groups.brandsByTrigram, null, wanted, folded, groups.threshold).sort(
    (a, b) => b.similarity - a.similarity || a.row.nameRank - b.row.nameRank,
  );
  const live = liveNodes(groups, now.getTime() * 1000);
  const categories = matchingRows(groups.nodes, groups.nodesByTrigram, live, wanted, folded, groups.threshold).sort(
    (a, b) => b.similarity - a.similarity || a.row.level - b.row.level || a.row.nameRank - b.row.nameRank,
  );
  // Equal sort keys among the rows shown or at the cut: their order is the database's sort's, not a rule; ask it.
  const tied = <T>(list: readonly T[], same: (a: T, b: T) => boolean) => {
    for (let i = 0; i + 1 < list.length && i < limit; i++) if (same(list[i]!, list[i + 1]!)) return true;
    return false;
  };
  if (tied(brands, (a, b) => a.similarity === b.similarity && a.row.nameRank === b.row.nameRank)) return null;
  if (tied(categories, (a, b) => a.similarity === b.similarity && a.row.level === b.row.level && a.row.nameRank === b.row.nameRank))
    return null;
  return {
    folded,
    brands: brands.slice(0, limit).map(({ row }) => ({ name: row.name, url: row.url })),
    categories: categories.slice(0, limit).map(({ row }) => ({
      name: row.name,
      url: row.url,
      translations: row.translations,
      path: row.path,
      pathTranslations: row.pathTranslations,
    })),
  };
}

/** Each document's place in an order of the index (`places[order[i]] = i`), made once per index and order. */
const placesByOrder = new WeakMap<Int32Array, Int32Array>();

/**
 * Below this many members the matched set is sorted by place; from it on the order is walked (100 members are found
 * after about 100 × catalogue / members places: 10,000 at 1,000 members of 100,000, as many steps as the sort's).
 */
const SORT_BELOW = 1_024;

/**
 * The first `needed` documents of `set` in `order` (as walking the order gives them): for a small set its members
 * sorted by their place in the order, instead of a walk over the whole catalogue (most of a suggestion's walk when few
 * documents match). 4 bytes per document per order used (400 KB for the weighting order at 100k).
 */
export function firstInOrder(order: Int32Array, set: DocSet, needed: number): number[] {
  const out: number[] = [];
  if (needed > 0) visitInOrder(order, set, (doc) => out.push(doc) < needed);
  return out;
}

/**
 * Visits the members of `set` in `order` until `visit` returns false: a set of fewer than SORT_BELOW members sorted by
 * place (`placesByOrder`), a larger one by walking the order. Also the typo path's exact tests of a suggestion, which
 * stop once the first matches in the weighting order are known (`typoRelevance`'s `first`).
 */
export function visitInOrder(order: Int32Array, set: DocSet, visit: (doc: number) => boolean): void {
  const count = set.count();
  if (count >= SORT_BELOW) {
    for (let i = 0; i < order.length; i++) if (set.has(order[i]!) && !visit(order[i]!)) return;
    return;
  }
  let places = placesByOrder.get(order);
  if (!places) {
    places = new Int32Array(order.length).fill(-1);
    for (let i = 0; i < order.length; i++) places[order[i]!] = i;
    placesByOrder.set(order, places);
  }
  const found = new Int32Array(count);
  let n = 0;
  const at = places;
  set.forEach((doc) => {
    if (at[doc]! >= 0) found[n++] = at[doc]!;
  });
  found.subarray(0, n).sort();
  for (let i = 0; i < n; i++) if (!visit(order[found[i]!]!)) return;
}
