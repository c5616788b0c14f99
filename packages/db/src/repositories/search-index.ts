/**
 * The in-memory search index (decision 0016): per process, a copy of `product_search` as posting lists and typed
 * arrays, built from PostgreSQL in one snapshot and used only while the catalogue revision's slot 1 (every write that
 * changes a search document, a brand, a web node, a price or a discount) still has the value it was built at. It
 * answers the searches and suggestions of list-price viewers (by full text or the typo path) and their lists without a
 * keyword (the catalogue, listers, brand pages; the lister's node order too, decision 0020) with exactly the answer of
 * the PostgreSQL engine (`search.ts`): the same matched set, the same ranking (ts_rank computed as PostgreSQL does,
 * search-index-text.ts), the same facet counts, labels and orders. Everything else (net-price viewers, `tag:` filters
 * of any key, a stale or unbuilt index) is passed to the PostgreSQL engine, which stays the source of truth.
 */
import { buildExactTsQuery, buildWholeWordsTsQuery, keywordHead } from '@toonbank/domain/search-text';
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { FacetField } from '@toonbank/domain/facets';
import { isProductShown } from '@toonbank/domain/product-visibility';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { Db } from '../client.ts';
import type { CatalogueViewer } from './catalogue.ts';
import {
  aheadWords,
  suggestedBrandsAndCategories,
  type FacetCount,
  type SearchEngine,
  type SearchFilters,
  type SearchRequest,
  type SearchResult,
  type SuggestedProduct as SearchSuggestedProduct,
  type Suggestions,
  isEmpty,
} from './search.ts';
import {
  forEachTsVectorEntry,
  parseTsQuery,
  querySize,
  sortedUniqueOperands,
  trigramSimilarity,
  trigramsOf,
  tsRank,
  type QueryNode,
  type RankDocument,
} from './search-index-text.ts';
import { ByteLru } from './search-index-cache.ts';
import { askKeywordFacts, GROUP_FACTS_COLUMNS, keywordColumns } from './search-keyword-batch.ts';
import {
  firstInOrder,
  groupsInMemory,
  groupStats,
  suggestionGroupsOf,
  suggestionNamesOf,
  visitInOrder,
  type GroupFacts,
} from './search-index-suggest.ts';

/** A set of documents (by index number) as a dense bitmap: 12.5 KB for 100,000 products. */
export class DocSet {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }
  static all(size: number): DocSet {
    const set = new DocSet(size);
    set.words.fill(0xffffffff);
    const extra = set.words.length * 32 - size;
    if (extra > 0) set.words[set.words.length - 1] = 0xffffffff >>> extra;
    return set;
  }
  has(doc: number): boolean {
    return (this.words[doc >>> 5]! & (1 << (doc & 31))) !== 0;
  }
  get byteLength(): number {
    return this.words.byteLength;
  }
  add(doc: number): void {
    this.words[doc >>> 5]! |= 1 << (doc & 31);
  }
  addAll(docs: ArrayLike<number>): void {
    for (let i = 0; i < docs.length; i++) this.add(docs[i]!);
  }
  and(other: DocSet): DocSet {
    const out = new DocSet(this.size);
    for (let i = 0; i < out.words.length; i++) out.words[i] = this.words[i]! & other.words[i]!;
    return out;
  }
  or(other: DocSet): DocSet {
    const out = new DocSet(this.size);
    for (let i = 0; i < out.words.length; i++) out.words[i] = this.words[i]! | other.words[i]!;
    return out;
  }
  not(): DocSet {
    return DocSet.all(this.size).andNot(this);
  }
  andNot(other: DocSet): DocSet {
    const out = new DocSet(this.size);
    for (let i = 0; i < out.words.length; i++) out.words[i] = this.words[i]! & ~other.words[i]!;
    return out;
  }
  isEmpty(): boolean {
    return this.words.every((w) => w === 0);
  }
  count(): number {
    let n = 0;
    for (let i = 0; i < this.words.length; i++) n += bitCount(this.words[i]!);
    return n;
  }
  /** Calls `visit` for every member in increasing order. */
  forEach(visit: (doc: number) => void): void {
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i]!;
      while (word !== 0) {
        const bit = word & -word;
        visit((i << 5) + 31 - Math.clz32(bit));
        word ^= bit;
      }
    }
  }
}

/** A set of documents as a cache keeps it: a bitmap, or the documents' numbers in increasing order when they are few. */
export interface DocMembers {
  has(doc: number): boolean;
  readonly byteLength: number;
}

/** A few documents, by number in increasing order (binary search). */
class DocList implements DocMembers {
  constructor(readonly docs: Int32Array) {}
  has(doc: number): boolean {
    let lo = 0;
    let hi = this.docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.docs[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.docs.length && this.docs[lo] === doc;
  }
  get byteLength(): number {
    return this.docs.byteLength;
  }
}

/**
 * `set` in the fewest bytes for a cache: its members' numbers when they take at most a quarter of the bitmap (at most
 * 781 documents of 100,000; a lookup is then at most 10 steps of a binary search), else the bitmap. Most keyword heads
 * match no document or a few hundred (measured at 100k: half of them none), and each bitmap is 12.5 KB.
 */
export function compactDocs(set: DocSet): DocMembers {
  const count = set.count();
  if (count * 4 * 4 > set.words.byteLength) return set;
  const docs = new Int32Array(count);
  let i = 0;
  set.forEach((doc) => (docs[i++] = doc));
  return new DocList(docs);
}

/** Posting lists in one flat array: the documents of key k are `docs[start[k] .. start[k + 1])`, increasing. */
interface Postings {
  start: Int32Array;
  docs: Int32Array;
}

function buildPostings(keyCount: number, docCount: number, keysOf: (doc: number, visit: (key: number) => void) => void): Postings {
  const start = new Int32Array(keyCount + 1);
  for (let d = 0; d < docCount; d++) keysOf(d, (k) => start[k + 1]!++);
  for (let k = 0; k < keyCount; k++) start[k + 1]! += start[k]!;
  const fill = start.slice(0, keyCount);
  const docs = new Int32Array(start[keyCount]!);
  for (let d = 0; d < docCount; d++) keysOf(d, (k) => (docs[fill[k]!++] = d));
  release(fill);
  return { start, docs };
}

function addPostings(set: DocSet, postings: Postings, key: number): void {
  for (let i = postings.start[key]!; i < postings.start[key + 1]!; i++) set.add(postings.docs[i]!);
}

const compareBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

interface BrandInfo {
  id: number;
  url: string;
  name: string;
  visible: boolean;
  ordinal: number;
}
interface NodeInfo {
  id: number;
  name: string;
  active: boolean;
  ordinal: number;
  translations: FieldTranslations;
  path: string[];
  pathTranslations: FieldTranslations[];
  subtree: number[];
}
interface TagInfo {
  id: number;
  key: string;
  value: string;
  keyRank: number;
  valueRank: number;
}
interface DiscountRow {
  product_id: number;
  price_list_id: number | null;
  percentage: number;
  start_us: string;
  end_us: string;
}

/** One build of the index: everything a search reads, at one catalogue revision (slot 1). */
export interface SearchIndex {
  revision: number;
  size: number;
  builtMs: number;
  /** Product id of each document, increasing (the document number of a product: docOf). */
  productIds: Int32Array;
  /** Shown at all (active, viewable, not a hidden type); who sees it is then a matter of publication codes. */
  shown: Uint8Array;
  /** The documents published under each publication code. */
  codeSets: Map<string, DocSet>;
  brandIds: Int32Array;
  listPrice: Int32Array;
  weighting: Int32Array;
  /** The document's lexemes: entries of doc d are `entryStart[d] .. entryStart[d + 1]`, each a lexeme number in byte order. */
  entryStart: Int32Array;
  entryLexeme: Int32Array;
  positionStart: Int32Array;
  positions: Uint16Array;
  lexemes: string[];
  lexemeNumber: Map<string, number>;
  lexemePostings: Postings;
  /** Whole alphanumeric tokens of `words` between characters that are neither alphanumeric nor '-' (the head match). */
  tokens: string[];
  tokenPostings: Postings;
  /** The typo path: the pieces of `words` between non-alphanumerics (`regexp_split_to_array`), and its trigrams in order. */
  pieceNumber: Map<string, number>;
  piecePostings: Postings;
  trigramNumber: Map<number, number>;
  /** Each document's pieces in order, repeats kept: its trigrams are those of its pieces, one after the other. */
  pieceStart: Int32Array;
  pieceSequence: Uint16Array | Int32Array;
  /** Each piece's trigrams (numbers) in order, and the pieces holding each trigram. */
  pieceTrigrams: { start: Int32Array; values: Int32Array };
  trigramPieces: { start: Int32Array; values: Int32Array };
  /** How many documents hold each piece (its posting list's length): how rare a trigram is, roughly. */
  trigramWeight: Float64Array;
  /** Documents whose words are not all ASCII: pg_trgm's view of them depends on the locale, so PostgreSQL answers. */
  nonAscii: DocSet;
  nodePostings: Postings;
  /** Each document's web_node_ids and tag_ids as numbers of `nodes` and `tags` (-1: no such row), repeats kept as unnest() does. */
  nodeIdsStart: Int32Array;
  nodeIds: Int32Array;
  tagPostings: Postings;
  tagIdsStart: Int32Array;
  tagIds: Int32Array;
  /** Number of each node / tag value id in the postings. */
  nodeNumber: Map<number, number>;
  tagNumber: Map<number, number>;
  nodes: NodeInfo[];
  tags: TagInfo[];
  brands: Map<number, BrandInfo>;
  brandList: BrandInfo[];
  /** Number of the brand of each document in brandList, -1 for none. */
  brandNumbers: Int32Array;
  brandByUrl: Map<string, number[]>;
  tagByKeyValue: Map<string, number[]>;
  /** Orders of all documents, as `order by … , product_id` of the PostgreSQL engine. */
  orders: Record<string, Int32Array>;
  discounts: { doc: number; priceListId: number | null; percentage: number; startUs: number; endUs: number }[];
  visibleCache: Map<string, DocSet>;
  /** The documents of a keyword's head (headMatches), at most `cacheBytes` of them (decision 0023). */
  headCache: ByteLru<DocMembers>;
  /** product_web_nodes per node number: its products (documents) in (sort_order, product_id) order, with their sort_order. */
  placements: Placements;
  /** The lister's node order of a subtree (nodeOrder), per subtree and direction, at most `cacheBytes` of them. */
  nodeOrderCache: ByteLru<NodeOrder>;
  /** The counts of unfiltered lists (listCounts), per publication codes and base filters, at most `cacheBytes` of them. */
  listCache: ByteLru<ListCounts>;
}

interface DocumentRow {
  product_id: number;
  document: string;
  words: string;
  type: string;
  is_active: boolean;
  is_viewable: boolean;
  publication_codes: string[];
  brand_id: number | null;
  list_price_incl_cents: number;
  weighting: number;
  web_node_ids: number[] | null;
  tag_ids: number[] | null;
  title_rank: number;
  created_rank: number;
  rating_rank: number | null;
}

export interface SearchIndexOptions {
  /** The bound of each of the index's working caches (head matches, node orders, list counts), in bytes (SEARCH_INDEX_CACHE_MB). */
  cacheBytes?: number;
}

/**
 * SEARCH_INDEX_CACHE_MB's default: at 100,000 products 5,000 searches and suggestions left 4.5 MB of head matches,
 * every lister 3.1 MB of node orders.
 */
export const DEFAULT_CACHE_BYTES = 8 * 2 ** 20;

/** Documents read per FETCH: the build holds one batch of rows at a time, not the catalogue's. */
const BATCH = 2_000;

/**
 * Reads everything in one repeatable-read snapshot, so the index is the catalogue at exactly `revision`. The documents
 * come through a cursor in batches and go straight into typed arrays, so the build's own garbage stays small.
 */
export async function buildSearchIndex(db: Db, options: SearchIndexOptions = {}): Promise<SearchIndex> {
  const started = performance.now();
  return db.transaction(
    async (tx) => {
      const one = async <T>(query: ReturnType<typeof sql>) => (await tx.execute(query)).rows as T[];
      const [revisionRow] = await one<{ revision: string }>(sql`select revision from catalogue_revision where id = 1`);
      const brandRows = await one<BrandInfo>(sql`select id, url, name, (btrim(name) <> '' and lower(btrim(name)) <> 'geen merk') as visible,
                   (row_number() over (order by name, url))::int as ordinal from brands`);
      const nodeRows =
        await one<NodeInfo>(sql`select w.id, w.name, w.is_active as active, (row_number() over (order by w.name, w.id))::int as ordinal,
                   w.translations,
                   array(select a.name from web_nodes a where w.url like a.url || '/%' order by a.level) as path,
                   array(select a.translations from web_nodes a where w.url like a.url || '/%' order by a.level) as "pathTranslations",
                   array(select s.id from web_nodes s where s.id = w.id or s.url like w.url || '/%') as subtree
              from web_nodes w`);
      const tagRows = await one<TagInfo>(sql`select id, key, value, (dense_rank() over (order by key))::int as "keyRank",
                   (dense_rank() over (order by value))::int as "valueRank" from tag_values`);
      const discountRows = await one<DiscountRow>(sql`select x.product_id, d.price_list_id, d.percentage,
                   (extract(epoch from d.start_date) * 1000000)::bigint::text as start_us, (extract(epoch from d.end_date) * 1000000)::bigint::text as end_us
              from discount_products x join discounts d on d.id = x.discount_id`);
      const placementRows =
        await one<PlacementRow>(sql`select web_node_id as node, array_agg(product_id order by sort_order, product_id) as products,
                   array_agg(sort_order order by sort_order, product_id) as orders from product_web_nodes group by web_node_id`);
      await tx.execute(sql`declare toonbank_search_index no scroll cursor for
             select ps.product_id, ps.document::text as document, ps.words, ps.type, ps.is_active, ps.is_viewable, ps.publication_codes,
                    ps.brand_id, ps.list_price_incl_cents, ps.weighting, ps.web_node_ids, ps.tag_ids,
                    dense_rank() over (order by ps.name_key)::int as title_rank,
                    dense_rank() over (order by ps.created_at)::int as created_rank,
                    case when ps.rating_average is null then null else dense_rank() over (order by ps.rating_average nulls last)::int end as rating_rank
               from product_search ps order by ps.product_id`);
      const builder = new IndexBuilder(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
      for (;;) {
        const rows = await one<DocumentRow>(sql`fetch ${sql.raw(String(BATCH))} from toonbank_search_index`);
        for (const row of rows) builder.add(row);
        if (rows.length < BATCH) break;
      }
      await tx.execute(sql`close toonbank_search_index`);
      const index = builder.finish(Number(revisionRow?.revision ?? 0), brandRows, nodeRows, tagRows, discountRows, placementRows);
      index.builtMs = performance.now() - started;
      return index;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const TOKEN_SEPARATOR = /[^\p{L}\p{N}-]+/u;
const WHOLE_TOKEN = /^[\p{L}\p{N}]+$/u;
const PIECE_SEPARATOR = /[^\p{L}\p{N}]+/u;

/**
 * A growing list of 32-bit integers in one typed array. It grows, and is taken at its exact length, by
 * `ArrayBuffer.prototype.transfer`, which frees the buffer it leaves at once: the build's outgrown arrays do not wait
 * for a garbage collection (at 100,000 products they were 70 MB of ArrayBuffers beside the index's 40 MB right after
 * the build, decision 0023).
 */
class IntList {
  private data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) this.data = new Int32Array(transfer(this.data.buffer, this.data.byteLength * 2));
    this.data[this.length++] = value;
  }
  get(i: number): number {
    return this.data[i]!;
  }
  /** Exactly the pushed values; the list is empty afterwards. */
  take(): Int32Array {
    const values = new Int32Array(transfer(this.data.buffer, this.length * 4));
    this.data = new Int32Array(0);
    this.length = 0;
    return values;
  }
  /** The pushed values as 16-bit (when every value is at most `limit`) or 8-bit numbers; the list is empty afterwards. */
  takeAs<T extends Uint16Array | Uint8Array>(make: (values: Int32Array) => T): T {
    const values = this.take();
    const narrow = make(values);
    release(values);
    return narrow;
  }
  takeCompact(limit: number): Uint16Array | Int32Array {
    return limit <= 0xffff ? this.takeAs((values) => Uint16Array.from(values)) : this.take();
  }
}

/** Frees a build temporary's memory now (its buffer is detached: the array is empty afterwards), not at the next collection. */
function release(array: Int32Array): void {
  transfer(array.buffer, 0);
}

/**
 * `ArrayBuffer.prototype.transfer` (ES2024; the workspace's TypeScript library is ES2023): the buffer's contents in a
 * new buffer of `bytes` (grown in place where malloc can), the old one detached and its memory freed.
 */
function transfer(buffer: ArrayBufferLike, bytes: number): ArrayBuffer {
  return (buffer as ArrayBuffer & { transfer(bytes: number): ArrayBuffer }).transfer(bytes);
}

/** Numbers strings in the order they are first seen. */
class Numbering {
  readonly numbers = new Map<string, number>();
  of(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) this.numbers.set(value, (n = this.numbers.size));
    return n;
  }
}

/** Takes the document rows one by one (in product id order) and makes the index of them. */
class IndexBuilder {
  private size = 0;
  constructor(private readonly cacheBytes: number) {
    for (const list of [this.entryStart, this.docCodeStart, this.docTokenStart, this.pieceStart, this.nodeStart, this.tagStart])
      list.push(0);
    this.positionStart.push(0);
  }
  private readonly productIds = new IntList();
  private readonly shown = new IntList();
  private readonly brandIds = new IntList();
  private readonly listPrice = new IntList();
  private readonly weighting = new IntList();
  private readonly title = new IntList();
  private readonly created = new IntList();
  private readonly rating = new IntList();
  private readonly codes = new Numbering();
  private readonly docCodes = new IntList();
  private readonly docCodeStart = new IntList();
  private readonly lexemes = new Numbering();
  private readonly entryStart = new IntList();
  private readonly entryLexeme = new IntList();
  private readonly positionStart = new IntList();
  private readonly positions = new IntList();
  private readonly tokens = new Numbering();
  private readonly docTokens = new IntList();
  private readonly docTokenStart = new IntList();
  private readonly pieces = new Numbering();
  private readonly pieceSequence = new IntList();
  private readonly pieceStart = new IntList();
  private readonly nonAscii: number[] = [];
  private readonly nodeIds = new IntList();
  private readonly nodeStart = new IntList();
  private readonly tagIds = new IntList();
  private readonly tagStart = new IntList();

  add(row: DocumentRow): void {
    this.size++;
    this.productIds.push(row.product_id);
    this.shown.push(isProductShown({ isActive: row.is_active, isViewable: row.is_viewable, type: row.type }) ? 1 : 0);
    this.brandIds.push(row.brand_id ?? -1);
    this.listPrice.push(row.list_price_incl_cents);
    this.weighting.push(row.weighting);
    this.title.push(row.title_rank);
    this.created.push(row.created_rank);
    this.rating.push(row.rating_rank ?? -1);
    for (const code of new Set(row.publication_codes)) this.docCodes.push(this.codes.of(code));
    this.docCodeStart.push(this.docCodes.length);
    forEachTsVectorEntry(row.document, (lexeme, positions) => {
      this.entryLexeme.push(this.lexemes.of(lexeme));
      for (const position of positions) this.positions.push(position);
      this.positionStart.push(this.positions.length);
    });
    this.entryStart.push(this.entryLexeme.length);
    const tokens = new Set<number>();
    for (const token of row.words.split(TOKEN_SEPARATOR)) if (WHOLE_TOKEN.test(token)) tokens.add(this.tokens.of(token));
    for (const token of tokens) this.docTokens.push(token);
    this.docTokenStart.push(this.docTokens.length);
    if (!trigramsOf(row.words)) this.nonAscii.push(this.size - 1);
    for (const piece of row.words.split(PIECE_SEPARATOR)) if (piece) this.pieceSequence.push(this.pieces.of(piece));
    this.pieceStart.push(this.pieceSequence.length);
    for (const id of row.web_node_ids ?? []) this.nodeIds.push(id);
    this.nodeStart.push(this.nodeIds.length);
    for (const id of row.tag_ids ?? []) this.tagIds.push(id);
    this.tagStart.push(this.tagIds.length);
  }

  finish(
    revision: number,
    brandRows: BrandInfo[],
    nodeRows: NodeInfo[],
    tagRows: TagInfo[],
    discountRows: DiscountRow[],
    placementRows: PlacementRow[],
  ): SearchIndex {
    const size = this.size;
    const productIds = this.productIds.take();
    const ranges = (start: IntList) => start.take();
    // Lexemes numbered in byte order (PostgreSQL's order within a tsvector): renumber the entries, whose order within
    // each document (the tsvector's) stays increasing.
    const seen = [...this.lexemes.numbers.keys()];
    const lexemes = seen.toSorted(compareBytes);
    const lexemeNumber = new Map(lexemes.map((l, i) => [l, i]));
    const renumber = Int32Array.from(seen, (l) => lexemeNumber.get(l)!);
    const entryLexeme = this.entryLexeme.take();
    for (let i = 0; i < entryLexeme.length; i++) entryLexeme[i] = renumber[entryLexeme[i]!]!;
    const entryStart = ranges(this.entryStart);
    const lexemePostings = buildPostings(lexemes.length, size, (d, visit) => {
      for (let i = entryStart[d]!; i < entryStart[d + 1]!; i++) visit(entryLexeme[i]!);
    });
    const docTokenStart = ranges(this.docTokenStart);
    const docTokens = this.docTokens.take();
    const tokenPostings = buildPostings(this.tokens.numbers.size, size, (d, visit) => {
      for (let i = docTokenStart[d]!; i < docTokenStart[d + 1]!; i++) visit(docTokens[i]!);
    });
    release(docTokenStart);
    release(docTokens);
    const pieceNumber = this.pieces.numbers;
    const pieceStart = ranges(this.pieceStart);
    const pieceSequence = this.pieceSequence.takeCompact(pieceNumber.size);
    const distinctPieces = new Set<number>();
    const piecePostings = buildPostings(pieceNumber.size, size, (d, visit) => {
      distinctPieces.clear();
      for (let i = pieceStart[d]!; i < pieceStart[d + 1]!; i++) distinctPieces.add(pieceSequence[i]!);
      distinctPieces.forEach(visit);
    });
    const nonAscii = new DocSet(size);
    nonAscii.addAll(this.nonAscii);
    // Trigrams per piece (pg_trgm makes them word by word; a piece of an ASCII document is such a word).
    const trigramNumber = new Map<number, number>();
    const pieceTrigramLists = [...pieceNumber.keys()].map((piece) =>
      (trigramsOf(piece) ?? []).map((trigram) => {
        let n = trigramNumber.get(trigram);
        if (n === undefined) trigramNumber.set(trigram, (n = trigramNumber.size));
        return n;
      }),
    );
    const pieceTrigrams = csrOf(pieceTrigramLists);
    const holders: number[][] = Array.from({ length: trigramNumber.size }, () => []);
    pieceTrigramLists.forEach((list, piece) => new Set(list).forEach((n) => holders[n]!.push(piece)));
    const trigramPieces = csrOf(holders);
    const trigramWeight = Float64Array.from(holders, (pieces) =>
      pieces.reduce((sum, piece) => sum + piecePostings.start[piece + 1]! - piecePostings.start[piece]!, 0),
    );
    const nodeNumber = new Map(nodeRows.map((n, i) => [n.id, i]));
    const tagNumber = new Map(tagRows.map((t, i) => [t.id, i]));
    // Each document's web_node_ids and tag_ids as numbers (-1: no such row; the facet joins drop those), repeats kept.
    const nodeIdsStart = ranges(this.nodeStart);
    const nodeIds = this.nodeIds.take();
    for (let i = 0; i < nodeIds.length; i++) nodeIds[i] = nodeNumber.get(nodeIds[i]!) ?? -1;
    const tagIdsStart = ranges(this.tagStart);
    const tagIds = this.tagIds.take();
    for (let i = 0; i < tagIds.length; i++) tagIds[i] = tagNumber.get(tagIds[i]!) ?? -1;
    const distinctNumbers = new Set<number>();
    const postingsOf = (count: number, start: Int32Array, values: Int32Array) =>
      buildPostings(count, size, (d, visit) => {
        distinctNumbers.clear();
        for (let i = start[d]!; i < start[d + 1]!; i++) if (values[i]! >= 0) distinctNumbers.add(values[i]!);
        distinctNumbers.forEach(visit);
      });
    const nodePostings = postingsOf(nodeRows.length, nodeIdsStart, nodeIds);
    const tagPostings = postingsOf(tagRows.length, tagIdsStart, tagIds);
    const brands = new Map(brandRows.map((b) => [b.id, b]));
    const brandNumber = new Map(brandRows.map((b, i) => [b.id, i]));
    const codeSets = new Map<string, DocSet>();
    const docCodeStart = ranges(this.docCodeStart);
    const codeNames = [...this.codes.numbers.keys()];
    for (let d = 0; d < size; d++) {
      for (let i = docCodeStart[d]!; i < docCodeStart[d + 1]!; i++) {
        const code = codeNames[this.docCodes.get(i)]!;
        let set = codeSets.get(code);
        if (!set) codeSets.set(code, (set = new DocSet(size)));
        set.add(d);
      }
    }
    const brandByUrl = new Map<string, number[]>();
    for (const b of brandRows) brandByUrl.set(b.url, [...(brandByUrl.get(b.url) ?? []), b.id]);
    const tagByKeyValue = new Map<string, number[]>();
    for (const t of tagRows) {
      const key = JSON.stringify([t.key, t.value]);
      tagByKeyValue.set(key, [...(tagByKeyValue.get(key) ?? []), t.id]);
    }
    release(docCodeStart);
    release(this.docCodes.take());
    const weighting = this.weighting.take();
    const listPrice = this.listPrice.take();
    const title = this.title.take();
    const created = this.created.take();
    const rating = this.rating.take();
    const brandIds = this.brandIds.take();
    // Rows come ordered by product id, so the document number breaks ties as `product_id` does.
    const order = (compare: (a: number, b: number) => number) => {
      const docs = new Int32Array(size);
      for (let d = 0; d < size; d++) docs[d] = d;
      return docs.sort((a, b) => compare(a, b) || a - b);
    };
    const byRating = (dir: number) => (a: number, b: number) =>
      (rating[a]! < 0 ? 1 : 0) - (rating[b]! < 0 ? 1 : 0) || dir * (rating[a]! - rating[b]!) || weighting[b]! - weighting[a]!;
    const orders = {
      'Title:asc': order((a, b) => title[a]! - title[b]!),
      'Title:desc': order((a, b) => title[b]! - title[a]!),
      'CreationDate:asc': order((a, b) => created[a]! - created[b]!),
      'CreationDate:desc': order((a, b) => created[b]! - created[a]!),
      'RatingAverage:asc': order(byRating(1)),
      'RatingAverage:desc': order(byRating(-1)),
      'Weighting:asc': order((a, b) => weighting[a]! - weighting[b]!),
      'Weighting:desc': order((a, b) => weighting[b]! - weighting[a]!),
      'Price:asc': order((a, b) => listPrice[a]! - listPrice[b]!),
      'Price:desc': order((a, b) => listPrice[b]! - listPrice[a]!),
    };
    for (const rank of [title, created, rating]) release(rank);
    return {
      revision,
      size,
      builtMs: 0,
      productIds,
      shown: this.shown.takeAs((values) => Uint8Array.from(values)),
      codeSets,
      brandIds,
      listPrice,
      weighting,
      entryStart,
      entryLexeme,
      positionStart: this.positionStart.take(),
      positions: this.positions.takeAs((values) => Uint16Array.from(values)),
      lexemes,
      lexemeNumber,
      lexemePostings,
      tokens: [...this.tokens.numbers.keys()],
      tokenPostings,
      pieceNumber,
      piecePostings,
      trigramNumber,
      pieceStart,
      pieceSequence,
      pieceTrigrams,
      trigramPieces,
      trigramWeight,
      nonAscii,
      nodePostings,
      nodeIdsStart,
      nodeIds,
      tagPostings,
      tagIdsStart,
      tagIds,
      nodeNumber,
      tagNumber,
      nodes: nodeRows,
      tags: tagRows,
      brands,
      brandList: brandRows,
      brandNumbers: Int32Array.from(brandIds, (id) => (id < 0 ? -1 : (brandNumber.get(id) ?? -1))),
      brandByUrl,
      tagByKeyValue,
      orders,
      discounts: discountRows.flatMap((r) => {
        const doc = documentOf(productIds, r.product_id);
        return doc < 0
          ? []
          : [{ doc, priceListId: r.price_list_id, percentage: r.percentage, startUs: Number(r.start_us), endUs: Number(r.end_us) }];
      }),
      visibleCache: new Map(),
      headCache: new ByteLru(this.cacheBytes, (members) => members.byteLength),
      placements: placementsOf(productIds, nodeNumber, placementRows),
      nodeOrderCache: new ByteLru(this.cacheBytes, (order) => order.docs.byteLength + order.placed.byteLength),
      listCache: new ByteLru(this.cacheBytes, listCountsBytes),
    };
  }
}

/** The document number of a product id, -1 when the index has no such product. */
function documentOf(productIds: Int32Array, id: number): number {
  let lo = 0;
  let hi = productIds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (productIds[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < productIds.length && productIds[lo] === id ? lo : -1;
}

/** The number of bits set in a 32-bit integer. */
function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Lists in one flat array: list i is `values[start[i] .. start[i + 1])`. */
function csrOf(lists: readonly (readonly number[])[]): { start: Int32Array; values: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (start[i + 1] = start[i]! + l.length));
  const values = new Int32Array(start[lists.length]!);
  lists.forEach((l, i) => values.set(l, start[i]!));
  return { start, values };
}

/** The products the viewer may see: shown, and published under one of the viewer's codes (`&&` in SQL). */
function visibleTo(index: SearchIndex, viewer: CatalogueViewer): DocSet {
  const key = JSON.stringify([...viewer.publicationCodes].sort());
  let set = index.visibleCache.get(key);
  if (!set) {
    set = new DocSet(index.size);
    for (const code of new Set(viewer.publicationCodes)) {
      const published = index.codeSets.get(code);
      if (published) set = set.or(published);
    }
    for (let d = 0; d < index.size; d++) if (!index.shown[d]) set.words[d >>> 5]! &= ~(1 << (d & 31));
    if (index.visibleCache.size > 100) index.visibleCache.clear();
    index.visibleCache.set(key, set);
  }
  return set;
}

/** The lexeme numbers an operand matches: the lexeme itself, or every lexeme starting with it (a prefix). */
function lexemeRange(index: SearchIndex, lexeme: string, prefix: boolean): [number, number] {
  if (!prefix) {
    const n = index.lexemeNumber.get(lexeme);
    return n === undefined ? [0, 0] : [n, n + 1];
  }
  const bytes = Buffer.from(lexeme);
  let lo = 0;
  let hi = index.lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Buffer.compare(Buffer.from(index.lexemes[mid]!), bytes) < 0) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < index.lexemes.length && Buffer.from(index.lexemes[end]!).subarray(0, bytes.length).equals(bytes)) end++;
  return [lo, end];
}

/** `document @@ query` for every document. */
function matching(index: SearchIndex, query: QueryNode | null): DocSet {
  if (!query) return new DocSet(index.size);
  switch (query.kind) {
    case 'word': {
      const set = new DocSet(index.size);
      const [lo, hi] = lexemeRange(index, query.lexeme, query.prefix);
      for (let l = lo; l < hi; l++) addPostings(set, index.lexemePostings, l);
      return set;
    }
    case 'and':
      return matching(index, query.left).and(matching(index, query.right));
    case 'or':
      return matching(index, query.left).or(matching(index, query.right));
    case 'not':
      return matching(index, query.operand).not();
  }
}

/** A query prepared for ranking: its operands' lexeme ranges in PostgreSQL's order. */
interface RankQuery {
  query: QueryNode | null;
  ranges: [number, number][];
  items: number;
}

function rankQuery(index: SearchIndex, query: QueryNode | null): RankQuery {
  const operands = query ? sortedUniqueOperands(query) : [];
  return { query, ranges: operands.map((o) => lexemeRange(index, o.lexeme, o.prefix)), items: querySize(query) };
}

/**
 * A document of the index as the ranking reads it. One object per index, moved from document to document (`at`), so
 * ranking thousands of documents allocates nothing per document; `find` answers in one reused result object.
 */
class IndexRankDocument implements RankDocument {
  entryCount = 0;
  private first = 0;
  private end = 0;
  private ranges: [number, number][] = [];
  private readonly found = { first: 0, count: 0 };
  readonly positions: Uint16Array;
  constructor(private readonly index: SearchIndex) {
    this.positions = index.positions;
  }
  at(doc: number, ranges: [number, number][]): this {
    this.first = this.index.entryStart[doc]!;
    this.end = this.index.entryStart[doc + 1]!;
    this.entryCount = this.end - this.first;
    this.ranges = ranges;
    return this;
  }
  find(item: number): { first: number; count: number } | null {
    const [lo, hi] = this.ranges[item]!;
    if (lo >= hi) return null;
    // Entries are in lexeme order: the first entry at or after `lo`, then every one before `hi`.
    const lexemes = this.index.entryLexeme;
    let a = this.first;
    let b = this.end;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (lexemes[mid]! < lo) a = mid + 1;
      else b = mid;
    }
    let c = a;
    while (c < this.end && lexemes[c]! < hi) c++;
    if (c === a) return null;
    this.found.first = a;
    this.found.count = c - a;
    return this.found;
  }
  positionStart(entry: number): number {
    return this.index.positionStart[entry]!;
  }
  positionEnd(entry: number): number {
    return this.index.positionStart[entry + 1]!;
  }
}

function rankOf(document: IndexRankDocument, doc: number, q: RankQuery): number {
  return tsRank(document.at(doc, q.ranges), q.query, q.ranges.length, q.items);
}

/** Documents whose `words` hold a whole alphanumeric token ending in `head` (the regular expression of `rank()`). */
function headMatches(index: SearchIndex, head: string): DocMembers {
  let members = index.headCache.get(head);
  if (!members) {
    const set = new DocSet(index.size);
    index.tokens.forEach((token, n) => {
      if (token.endsWith(head)) addPostings(set, index.tokenPostings, n);
    });
    members = compactDocs(set);
    index.headCache.set(head, members);
  }
  return members;
}

/**
 * The discounted prices of an index (or price view) for the moments between two discount boundaries (`discountWindow`):
 * the same for every request in that window, so made once per window (decision 0016, seventh step). Never changed once made.
 */
const discountedPricesKept = new WeakMap<SearchIndex, { fromUs: number; toUs: number; prices: ReadonlyMap<number, number> }>();

/** The viewer's price of each discounted document at `now` (list-price viewers): `round(cents * (100 - pct) / 100.0)`. */
function discountedPrices(index: SearchIndex, now: Date): ReadonlyMap<number, number> {
  const nowUs = now.getTime() * 1000;
  const kept = discountedPricesKept.get(index);
  if (kept && kept.fromUs <= nowUs && nowUs < kept.toUs) return kept.prices;
  const prices = discountedPricesAt(index, nowUs);
  discountedPricesKept.set(index, { ...discountWindow(index, nowUs), prices });
  return prices;
}

function discountedPricesAt(index: SearchIndex, nowUs: number): Map<number, number> {
  const pct = new Map<number, number>();
  for (const d of index.discounts) {
    if (d.priceListId === null && d.startUs <= nowUs && d.endUs >= nowUs)
      pct.set(d.doc, Math.max(pct.get(d.doc) ?? -Infinity, d.percentage));
  }
  const prices = new Map<number, number>();
  for (const [doc, percentage] of pct) prices.set(doc, roundHalfAway((index.listPrice[doc]! * (100 - percentage)) / 100));
  return prices;
}

/** PostgreSQL's round() of a numeric: halves away from zero (exact for the cent amounts here: n / 100). */
function roundHalfAway(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

interface Conditions {
  brand: DocSet | null;
  node: DocSet | null;
  tag: DocSet | null;
  minPrice: number | null;
  maxPrice: number | null;
}

function conditions(index: SearchIndex, filters: SearchFilters): Conditions {
  let brand: DocSet | null = null;
  if (filters.brands.length > 0) {
    const ids = new Set(filters.brands.flatMap((url) => index.brandByUrl.get(url) ?? []));
    brand = new DocSet(index.size);
    for (let d = 0; d < index.size; d++) if (ids.has(index.brandIds[d]!)) brand.add(d);
  }
  let node: DocSet | null = null;
  if (filters.webNodeIds.length > 0) {
    node = new DocSet(index.size);
    const subtree = new Set(index.nodes.filter((n) => filters.webNodeIds.includes(n.id)).flatMap((n) => n.subtree));
    for (const id of subtree) {
      const n = index.nodeNumber.get(id);
      if (n !== undefined) addPostings(node, index.nodePostings, n);
    }
  }
  let tag: DocSet | null = null;
  for (const [key, values] of Object.entries(filters.tags)) {
    if (values.length === 0) continue;
    const set = new DocSet(index.size);
    for (const value of values) {
      for (const id of index.tagByKeyValue.get(JSON.stringify([key, value])) ?? [])
        addPostings(set, index.tagPostings, index.tagNumber.get(id)!);
    }
    tag = tag ? tag.and(set) : set;
  }
  return { brand, node, tag, minPrice: filters.minPriceCents, maxPrice: filters.maxPriceCents };
}

function priceOf(index: SearchIndex, prices: ReadonlyMap<number, number>, doc: number): number {
  return prices.size > 0 ? (prices.get(doc) ?? index.listPrice[doc]!) : index.listPrice[doc]!;
}

function unconditional(c: Conditions): boolean {
  return !c.brand && !c.node && !c.tag && c.minPrice === null && c.maxPrice === null;
}

function passes(c: Conditions, price: number, doc: number, skip: FacetField | null): boolean {
  if (skip !== 'brand' && c.brand && !c.brand.has(doc)) return false;
  if (skip !== 'webnode' && c.node && !c.node.has(doc)) return false;
  if (skip !== 'price' && c.minPrice !== null && price < c.minPrice) return false;
  if (skip !== 'price' && c.maxPrice !== null && price > c.maxPrice) return false;
  if (skip !== 'tag' && c.tag && !c.tag.has(doc)) return false;
  return true;
}

const TAG_FACET_LIMIT = 30;
const NODE_FACET_LIMIT = 30;
const BRAND_FACET_LIMIT = 50;

/** The facet lists, as `facetLists` and `toResult` of search.ts make them, from counts per brand, node and tag number. */
function facets(index: SearchIndex, brandCounts: Int32Array, nodeCounts: Int32Array, tagCounts: Int32Array) {
  const counted = <T>(counts: Int32Array, list: readonly T[], keep: (item: T) => boolean) => {
    const out: { item: T; count: number }[] = [];
    counts.forEach((count, n) => {
      if (count > 0 && keep(list[n]!)) out.push({ item: list[n]!, count });
    });
    return out;
  };
  const brands: FacetCount[] = counted(brandCounts, index.brandList, (b) => b.visible)
    .sort((x, y) => y.count - x.count || x.item.ordinal - y.item.ordinal)
    .slice(0, BRAND_FACET_LIMIT)
    .map(({ item, count }) => ({ value: item.url, label: item.name, count }));
  const webNodes: FacetCount[] = counted(nodeCounts, index.nodes, (n) => n.active)
    .sort((x, y) => y.count - x.count || x.item.ordinal - y.item.ordinal)
    .slice(0, NODE_FACET_LIMIT)
    .map(({ item: n, count }) => ({
      value: String(n.id),
      label: n.name,
      count,
      path: n.path,
      translations: n.translations,
      pathTranslations: n.pathTranslations,
    }));
  const sortedTags = counted(tagCounts, index.tags, () => true).sort(
    (x, y) => x.item.keyRank - y.item.keyRank || y.count - x.count || x.item.valueRank - y.item.valueRank,
  );
  const tags = new Map<string, FacetCount[]>();
  for (const { item: t, count } of sortedTags) {
    const list = tags.get(t.key) ?? [];
    if (list.length < TAG_FACET_LIMIT) list.push({ value: t.value, label: t.value, count });
    tags.set(t.key, list);
  }
  return { brands, webNodes, tags: [...tags].map(([key, values]) => ({ key, values })) };
}

const dialect = new PgDialect();

/**
 * Runs a statement of the search path as a named prepared statement of its connection (planned once per connection,
 * not on every request: planning these statements costs more than running them). Without the pool (a transaction),
 * as an ordinary statement.
 */
async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as Db & { $client?: Pool }).$client;
  if (!client || typeof client.query !== 'function') return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `toonbank_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
}

/** A statement's text and prepared name, made once (`keywordStatementOf`). */
export interface PreparedText {
  name: string;
  text: string;
}

/** `preparedRows` of `query()` with its text and name made already and its values given (`query` only without the pool). */
async function preparedValues<T>(db: Db, prepared: PreparedText, values: unknown[], query: () => SQL): Promise<T[]> {
  const client = (db as Db & { $client?: Pool }).$client;
  if (!client || typeof client.query !== 'function') return (await db.execute(query())).rows as T[];
  return (await client.query({ name: prepared.name, text: prepared.text, values })).rows as T[];
}

/**
 * The keyword statement of a search, and of a suggestion whose groups are computed in memory (made on their first use),
 * or false when drizzle's parameters were not the values given.
 */
const keywordStatements: Record<'search' | 'suggestion', PreparedText | false | null> = { search: null, suggestion: null };

/**
 * The text and name of a search's keyword statement (`kind` 'search'), or of a suggestion's with its groups in memory
 * ('suggestion'), made from drizzle's once per process (building it and hashing its name cost about a tenth of a cold
 * search's index work; decision 0016, seventh step, and its suggestions' second step). On the first call drizzle's
 * parameters must be exactly `values` (the values `prepareWith` passes, in its order), else null for good: every
 * statement is then built by drizzle as before.
 */
export function keywordStatementOf(
  statement: () => SQL,
  values: unknown[],
  kind: keyof typeof keywordStatements = 'search',
): PreparedText | null {
  if (keywordStatements[kind] === null) {
    const { sql: text, params } = dialect.sqlToQuery(statement());
    const name = `toonbank_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    keywordStatements[kind] = JSON.stringify(params) === JSON.stringify(values) ? { name, text } : false;
  }
  return keywordStatements[kind] || null;
}

/** What one round trip to the database gives a search: the revision, the parsed queries and the number lookups. */
interface Prepared {
  revision: number;
  query: QueryNode | null | undefined;
  exact: QueryNode | null | undefined;
  whole: QueryNode | null | undefined;
  lookups: number[];
}

/** The columns of the typo facts a multi-word keyword needs (all but the similar words), as `typoFacts` reads them. */
interface TypoColumns {
  folded: string;
  threshold: number;
  special: [number, number, boolean][] | null;
}

/**
 * `prepare` with, in the same statement, the typo facts of a multi-word keyword for the non-ASCII documents `special`
 * (of the index the caller expects to answer: `typoFactsOf` uses them only with that index) and, with `groups`, the
 * suggested brands and categories: one round trip instead of two or three (decision 0016). With `groups` 'facts' (a
 * suggestion whose groups are computed in memory) only what those assumed: the folded keyword and pg_trgm's threshold
 * (`GroupFacts`); that statement, as the search's, is the same text every time.
 */
async function prepareWith<G extends object>(
  db: Db,
  keyword: string,
  tsQuery: string,
  exact: string,
  whole: string,
  special: number[],
  groups: SQL | 'facts' | null,
): Promise<{ prepared: Prepared; typo: TypoColumns; groups: G | null }> {
  type Row = { revision: string; query: string; exact: string; whole: string | null; lookups: number[] } & TypoColumns & Partial<G>;
  const statement = () =>
    sql`with k as (select lower(toonbank_unaccent(${keyword})) as folded)
        select ${keywordColumns({ keyword: sql`${keyword}`, query: sql`${tsQuery}`, exact: sql`${exact}`, whole: sql`${whole}`, special: sql`${sql.param(special)}` })}
               ${groups === 'facts' ? sql`, ${GROUP_FACTS_COLUMNS}` : groups ? sql`, g.*` : sql``}
          from k${groups && groups !== 'facts' ? sql` cross join (${groups}) g` : sql``}`;
  // A search's statement (no groups) and a suggestion's with the groups' facts are each the same text every time: made
  // once, with its values in the order of the template's parameters (keywordStatementOf checks that order against
  // drizzle's once); a suggestion with the groups' statement as before.
  const values = [keyword, tsQuery, exact, whole, whole, keyword, keyword, special];
  const kind = groups === null ? 'search' : groups === 'facts' ? 'suggestion' : null;
  const made = kind ? keywordStatementOf(statement, values, kind) : null;
  const alone = async () => (made ? await preparedValues<Row>(db, made, values, statement) : await preparedRows<Row>(db, statement()))[0]!;
  // A search's statement (and a suggestion's with its groups in memory) goes with those of the searches and suggestions
  // waiting at the same time (search-keyword-batch.ts): one statement for several keywords, each row by the same
  // expressions.
  const pool = (db as Db & { $client?: Pool }).$client;
  const row =
    made && pool && typeof pool.query === 'function'
      ? await askKeywordFacts<Row>(pool, { keyword, tsQuery, exact, whole, special }, alone)
      : await alone();
  return {
    prepared: {
      revision: Number(row.revision),
      query: parseTsQuery(row.query),
      exact: parseTsQuery(row.exact),
      whole: row.whole === null ? null : parseTsQuery(row.whole),
      lookups: row.lookups,
    },
    typo: { folded: row.folded, threshold: row.threshold, special: row.special },
    groups: groups ? (row as unknown as G) : null,
  };
}

/** The requests the index answers (a net-price viewer's with their price list's view, `netPriceView`); the others go to the PostgreSQL engine. */
function indexable(request: SearchRequest): boolean {
  return request.keyword !== '' && request.tsQuery !== '' && withoutAnyTag(request);
}

/** No `tag:` filter of any key, in the base or the filters: those go to PostgreSQL. */
function withoutAnyTag(request: SearchRequest): boolean {
  return !request.base.anyTags?.length && !request.filters.anyTags?.length;
}

/** The documents of `m` in the PostgreSQL engine: visible, in the base filters, matching the keyword or named by number. */
function matchedSet(index: SearchIndex, viewer: CatalogueViewer, textMatches: DocSet, lookups: number[]): DocSet {
  const keywordSet = textMatches.or(lookupSet(index, lookups));
  return keywordSet.and(visibleTo(index, viewer));
}

function lookupSet(index: SearchIndex, lookups: number[]): DocSet {
  const set = new DocSet(index.size);
  for (const id of lookups) {
    const doc = documentOf(index.productIds, id);
    if (doc >= 0) set.add(doc);
  }
  return set;
}

/**
 * How a keyword matched and what rank() makes of it: the integer part (`tier`, the head and whole-word bonuses, in
 * steps of at least 10) and the whole rank, computed only for the tiers a page reaches.
 */
interface Relevance {
  matches: DocSet;
  tier(doc: number): number;
  rank(doc: number, tier: number): number;
}

/** The request must go to PostgreSQL after all (a document whose trigrams only the database can compute). */
class PassOn extends Error {}

/** The full-text relevance: head * 100 + whole word 50 + exact 10 + ts_rank(exact) * 5 + ts_rank(query) * 0.01. */
function fullTextRelevance(index: SearchIndex, keyword: string, prepared: Prepared, matches: DocSet): Relevance {
  const head = keywordHead(keyword);
  const heads = head ? headMatches(index, head) : null;
  const exactText = buildExactTsQuery(keyword);
  const wholeText = buildWholeWordsTsQuery(keyword);
  const exactSet = matching(index, prepared.exact ?? null);
  const wholeSet = wholeText && wholeText !== exactText ? matching(index, prepared.whole ?? null) : null;
  const exactRank = rankQuery(index, prepared.exact ?? null);
  const queryRank = rankQuery(index, prepared.query ?? null);
  const document = new IndexRankDocument(index);
  return {
    matches,
    tier: (d) => (heads?.has(d) ? 100 : 0) + (wholeSet?.has(d) ? 50 : 0) + (exactSet.has(d) ? 10 : 0),
    rank: (d, tier) => tier + rankOf(document, d, exactRank) * 5 + rankOf(document, d, queryRank) * 0.01,
  };
}

/** What the typo path needs from the database: the folded keyword, the threshold, similar words, the non-ASCII documents. */
interface TypoFacts {
  folded: string;
  threshold: number;
  similar: string[] | null;
  /** The non-ASCII documents' word_similarity and `%>` as PostgreSQL computes them. */
  special: Map<number, { similarity: number; matches: boolean }>;
}

async function typoFacts(db: Db, index: SearchIndex, keyword: string, single: boolean): Promise<TypoFacts> {
  const special: number[] = [];
  index.nonAscii.forEach((d) => special.push(index.productIds[d]!));
  const rows = await preparedRows<{
    folded: string;
    threshold: number;
    similar: string[] | null;
    special: [number, number, boolean][] | null;
  }>(
    db,
    sql`with k as (select lower(toonbank_unaccent(${keyword})) as folded)
        select k.folded, coalesce(current_setting('pg_trgm.word_similarity_threshold', true)::float8, 0.6) as threshold,
               case when ${single} then array(select s.word from product_search_words s where s.word %> k.folded) end as similar,
               (select json_agg(json_build_array(ps.product_id, word_similarity(k.folded, ps.words), ps.words %> k.folded))
                  from product_search ps where ps.product_id = any(${sql.param(special)}::int[])) as special
          from k`,
  );
  const row = rows[0]!;
  return typoFactsOf(index, row, row.similar);
}

/** The typo facts from their columns (of `typoFacts`, or of `prepareWith` for a multi-word keyword: no similar words). */
function typoFactsOf(index: SearchIndex, row: TypoColumns, similar: string[] | null): TypoFacts {
  return {
    folded: row.folded,
    threshold: Number(row.threshold),
    similar,
    special: new Map(
      (row.special ?? []).map(([id, similarity, matches]) => [
        documentOf(index.productIds, id),
        { similarity: Math.fround(similarity), matches },
      ]),
    ),
  };
}

/** The product ids of the index's non-ASCII documents (asked of PostgreSQL with every keyword), per index. */
const nonAsciiIdsOf = new WeakMap<SearchIndex, number[]>();
function nonAsciiIds(index: SearchIndex): number[] {
  let ids = nonAsciiIdsOf.get(index);
  if (!ids) {
    const found: number[] = [];
    index.nonAscii.forEach((d) => found.push(index.productIds[d]!));
    nonAsciiIdsOf.set(index, (ids = found));
  }
  return ids;
}

/**
 * The typo path (trigramMatch and rank() in trigram mode): a one-word keyword matches the documents holding a word
 * similar to it (`%>`, from product_search_words); a longer one the documents whose words are similar to it
 * (`words %> keyword`, word_similarity at least the threshold). Rank: head * 10 + word_similarity(keyword, words).
 * Null when the keyword is not ASCII (the database then answers).
 *
 * With `first` (a suggestion: only the first `needed` matches of `within` in `order` are used) the exact tests of the
 * usual case go in that order and stop once `needed` matches in `within` are found: `matches` is then exact up to the
 * last document tested and holds those `needed`, so the first `needed` of it and of the whole set are the same.
 */
function typoRelevance(
  index: SearchIndex,
  keyword: string,
  facts: TypoFacts,
  ranked: boolean,
  first?: { order: Int32Array; within: DocSet; needed: number },
): Relevance | null {
  const wanted = trigramsOf(facts.folded);
  if (!wanted || !(facts.threshold > 0)) return null;
  // The keyword's trigrams as numbers of the index; one no document has still counts in ulen1.
  const distinct = [...new Set(wanted)];
  const required = new Uint8Array(index.trigramNumber.size);
  const known: number[] = [];
  for (const trigram of distinct) {
    const n = index.trigramNumber.get(trigram);
    if (n !== undefined) {
      required[n] = 1;
      known.push(n);
    }
  }
  const lastpos = new Int32Array(index.trigramNumber.size).fill(-1);
  let sequence = new Int32Array(256);
  /** Scratch of `trigramSimilarity`'s stop below the threshold (as long as `sequence`). */
  let ahead = new Int32Array(256);
  /** The trigrams of the pieces `pieceSequence[first .. end)`, one after the other (a document's: its whole range). */
  const trigramsOfPieces = (first: number, end: number) => {
    let length = 0;
    for (let i = first; i < end; i++) {
      const piece = index.pieceSequence[i]!;
      const from = index.pieceTrigrams.start[piece]!;
      const to = index.pieceTrigrams.start[piece + 1]!;
      if (length + to - from > sequence.length) {
        const grown = new Int32Array((length + to - from) * 2);
        grown.set(sequence.subarray(0, length));
        sequence = grown;
        ahead = new Int32Array(grown.length);
      }
      for (let j = from; j < to; j++) sequence[length++] = index.pieceTrigrams.values[j]!;
    }
    return length;
  };
  /** With `judged`, a value under the threshold may be any under it (`trigramSimilarity`'s `ahead`): only its no counts. */
  const similarityOfPieces = (first: number, end: number, checkOnly: boolean, judged = false) => {
    const length = trigramsOfPieces(first, end);
    return trigramSimilarity(
      required,
      distinct.length,
      sequence,
      0,
      length,
      lastpos,
      checkOnly,
      facts.threshold,
      judged ? ahead : undefined,
    );
  };
  const similarity = (d: number, checkOnly = false) => similarityOfPieces(index.pieceStart[d]!, index.pieceStart[d + 1]!, checkOnly);
  const matches = new DocSet(index.size);
  /** word_similarity of the documents the exact test matched (the rank's part below 10). */
  const similarities = new Map<number, number>();
  if (facts.similar) {
    for (const word of facts.similar) {
      const n = index.pieceNumber.get(word);
      if (n !== undefined) addPostings(matches, index.piecePostings, n);
    }
  } else {
    // A document reaches the threshold only with at least `need` of the keyword's distinct trigrams (similarity <=
    // shared / distinct keyword trigrams): the candidates are the documents holding enough of the rarest ones
    // (`typoCandidates`); then the exact test.
    const need = Math.max(1, Math.ceil(facts.threshold * distinct.length - 1e-6));
    const unknown = distinct.length - known.length;
    const pick = distinct.length - need + 1;
    if (unknown < pick) {
      const candidates = typoCandidates(index, known, distinct.length, need);
      // Which of the keyword's distinct trigrams each piece holds, as bits (the first 64 known ones; beyond that a
      // count): a document's pieces together hold at least `need` of them, or it cannot match.
      // The masks live in the index's work arrays (all zero between requests: cleared again below, whatever happens).
      const { low, high, extra } = typoScratch(index);
      try {
        known.forEach((n, bit) => {
          for (let i = index.trigramPieces.start[n]!; i < index.trigramPieces.start[n + 1]!; i++) {
            const piece = index.trigramPieces.values[i]!;
            if (bit < 32) low[piece]! |= 1 << bit;
            else if (bit < 64) high[piece]! |= 1 << (bit - 32);
            else extra[piece]!++;
          }
        });
        const { pieceStart, pieceSequence } = index;
        // When the matches will be ranked (a relevance order), the exact similarity, kept for the rank below (no second
        // pass); else the early stop at the threshold (checkOnly: the same yes or no).
        const test = ranked
          ? (d: number) => {
              const value = similarity(d);
              if (value >= facts.threshold) {
                matches.add(d);
                similarities.set(d, value);
              }
            }
          : (d: number) => similarity(d, true) >= facts.threshold && matches.add(d);
        // word_similarity only depends on the document's trigrams from the first of the keyword's to the last
        // (`trigramSimilarity` counts nothing before the first and computes nothing after the last): the pieces from
        // the first holding one of the keyword's trigrams to the last. Documents with the same pieces there (about half
        // of the candidates) get the same value: it is computed once per request (`SpanMemo`).
        const spans = new SpanMemo(pieceSequence);
        const testSpan = (d: number, first: number, end: number) => {
          // Only a value at or above the threshold is kept for the rank: one under it may stop early.
          const value = spans.valueOf(first, end, () => similarityOfPieces(first, end, !ranked, true));
          if (value >= facts.threshold) {
            matches.add(d);
            if (ranked) similarities.set(d, value);
          }
        };
        // The usual case (up to 32 known trigrams: keywords of up to about 30 letters): one mask per piece.
        const testMasked = (d: number) => {
          let lo = 0;
          let start = -1;
          let last = -1;
          for (let i = pieceStart[d]!, end = pieceStart[d + 1]!; i < end; i++) {
            const mask = low[pieceSequence[i]!]!;
            if (mask === 0) continue;
            lo |= mask;
            if (start < 0) start = i;
            last = i;
          }
          if (bitCount(lo) >= need) testSpan(d, start, last + 1);
        };
        if (known.length <= 32 && first) {
          let found = 0;
          const tested = candidates.andNot(index.nonAscii);
          let left = tested.count();
          visitInOrder(first.order, tested, (d) => {
            testMasked(d);
            left--;
            if (matches.has(d) && first.within.has(d)) found++;
            return found < first.needed;
          });
          if (left > 0) typoRuns.stopped++;
        } else if (known.length <= 32) {
          // testMasked over the candidates' words in place (no copy of the set, no call per candidate), the union of
          // the masks first (no branch per piece), the run of pieces only for a document that passes it.
          const words = candidates.words;
          const skip = index.nonAscii.words;
          for (let w = 0; w < words.length; w++) {
            let word = words[w]! & ~skip[w]!;
            while (word !== 0) {
              const bit = word & -word;
              word ^= bit;
              const d = (w << 5) + 31 - Math.clz32(bit);
              const from = pieceStart[d]!;
              const end = pieceStart[d + 1]!;
              let lo = 0;
              for (let i = from; i < end; i++) lo |= low[pieceSequence[i]!]!;
              if (bitCount(lo) < need) continue;
              let start = from;
              while (low[pieceSequence[start]!] === 0) start++;
              let last = end - 1;
              while (low[pieceSequence[last]!] === 0) last--;
              testSpan(d, start, last + 1);
            }
          }
        } else
          candidates.andNot(index.nonAscii).forEach((d) => {
            let lo = 0;
            let hi = 0;
            let more = 0;
            for (let i = pieceStart[d]!; i < pieceStart[d + 1]!; i++) {
              const piece = pieceSequence[i]!;
              lo |= low[piece]!;
              hi |= high[piece]!;
              more += extra[piece]!;
            }
            if (bitCount(lo) + bitCount(hi) + more >= need) test(d);
          });
      } finally {
        for (const n of known)
          for (let i = index.trigramPieces.start[n]!; i < index.trigramPieces.start[n + 1]!; i++) {
            const piece = index.trigramPieces.values[i]!;
            low[piece] = 0;
            high[piece] = 0;
            extra[piece] = 0;
          }
      }
    }
    for (const [d, special] of facts.special) if (special.matches) matches.add(d);
  }
  const head = keywordHead(keyword);
  const heads = head ? headMatches(index, head) : null;
  return {
    matches,
    tier: (d) => (heads?.has(d) ? 10 : 0),
    rank: (d, tier) => {
      const special = facts.special.get(d);
      if (special) return tier + special.similarity;
      if (index.nonAscii.has(d)) throw new PassOn();
      return tier + (similarities.get(d) ?? similarity(d));
    },
  };
}

/**
 * How often the typo path computed a run of pieces' similarity and took it again (`SpanMemo`), and how often a
 * suggestion's tests stopped before the last candidate (`first`), per process (the side-by-side tests assert each ran).
 */
const typoRuns = { computed: 0, shared: 0, stopped: 0 };

/**
 * word_similarity per run of pieces within one typo request: keyed by a hash of the pieces, checked against the run
 * it was computed for (a different run with the same hash is computed again, not stored).
 */
class SpanMemo {
  private readonly runs = new Map<number, { first: number; end: number; value: number }>();
  constructor(private readonly pieces: ArrayLike<number>) {}
  private hash(first: number, end: number): number {
    let h = end - first;
    for (let i = first; i < end; i++) h = Math.imul(h ^ this.pieces[i]!, 0x9e3779b1) ^ (h >>> 15);
    return h;
  }
  private same(a: number, b: number, length: number): boolean {
    for (let i = 0; i < length; i++) if (this.pieces[a + i] !== this.pieces[b + i]) return false;
    return true;
  }
  /** The value of the run `pieces[first .. end)`: kept, or computed (and kept when its hash is free). */
  valueOf(first: number, end: number, compute: () => number): number {
    const h = this.hash(first, end);
    const run = this.runs.get(h);
    if (run && run.end - run.first === end - first && this.same(run.first, first, end - first)) {
      typoRuns.shared++;
      return run.value;
    }
    typoRuns.computed++;
    const value = compute();
    if (!run) this.runs.set(h, { first, end, value });
    return value;
  }
}

/** How many of the rarest trigrams a typo candidate must hold (at most; fewer when the keyword needs fewer). */
const TYPO_FILTER_DEPTH = 3;

/**
 * The documents that may hold `need` of a keyword's `distinct` trigrams (`known`: those any document has, as index
 * numbers). Ordered rarest first (the unknown ones before all), a document holding `need` of them misses at most
 * `distinct - need`, so it holds at least k of the first `distinct - need + k` for every k up to `need`: with k = 1 the
 * documents holding one of the rarest; a larger k leaves far fewer for the exact test, which stays the judge.
 *
 * Counted in bit planes over the catalogue's bitmaps (decision 0016, fifth step): per rarest trigram the documents
 * holding it are set in one bitmap (the postings of its pieces: writes into 12.5 KB at 100k, not a per-document counter
 * array), and plane j (the documents holding at least j + 1 of the trigrams so far) takes plane j - 1 and that bitmap.
 */
function typoCandidates(index: SearchIndex, known: readonly number[], distinct: number, need: number): DocSet {
  const unknown = distinct - known.length;
  const k = Math.min(need, TYPO_FILTER_DEPTH);
  const rarest = known
    .toSorted((a, b) => index.trigramWeight[a]! - index.trigramWeight[b]!)
    .slice(0, Math.max(0, distinct - need + k - unknown));
  const candidates = new DocSet(index.size);
  if (rarest.length < k) return candidates;
  const { planes, holds } = typoScratch(index);
  for (let j = 0; j < k; j++) planes[j]!.words.fill(0);
  const { piecePostings, trigramPieces } = index;
  const bits = holds.words;
  for (let t = 0; t < rarest.length; t++) {
    const n = rarest[t]!;
    bits.fill(0);
    for (let i = trigramPieces.start[n]!; i < trigramPieces.start[n + 1]!; i++) {
      const piece = trigramPieces.values[i]!;
      for (let j = piecePostings.start[piece]!, end = piecePostings.start[piece + 1]!; j < end; j++) {
        const d = piecePostings.docs[j]!;
        bits[d >>> 5]! |= 1 << (d & 31);
      }
    }
    // Highest plane first: each takes the plane below as it was before this trigram (the plane below plane j
    // is empty until j trigrams are in: plane j is only taken from the (j + 1)-th trigram on).
    for (let j = Math.min(k - 1, t); j > 0; j--) {
      const upper = planes[j]!.words;
      const lower = planes[j - 1]!.words;
      for (let w = 0; w < upper.length; w++) upper[w]! |= lower[w]! & bits[w]!;
    }
    const first = planes[0]!.words;
    for (let w = 0; w < first.length; w++) first[w]! |= bits[w]!;
  }
  candidates.words.set(planes[k - 1]!.words);
  return candidates;
}

/**
 * Work arrays of the typo path, one set per index, made once instead of per request (they were most of the garbage of
 * a typo search): the bit planes of `typoCandidates` and its bitmap of one trigram's documents, per piece the masks of
 * the keyword's trigrams (zero between requests). A request's use of them is synchronous, so requests never share them.
 */
interface TypoScratch {
  planes: DocSet[];
  holds: DocSet;
  low: Int32Array;
  high: Int32Array;
  extra: Int32Array;
}
const typoScratches = new WeakMap<SearchIndex, TypoScratch>();
function typoScratch(index: SearchIndex): TypoScratch {
  let scratch = typoScratches.get(index);
  if (!scratch) {
    const pieces = index.pieceNumber.size;
    scratch = {
      planes: Array.from({ length: TYPO_FILTER_DEPTH }, () => new DocSet(index.size)),
      holds: new DocSet(index.size),
      low: new Int32Array(pieces),
      high: new Int32Array(pieces),
      extra: new Int32Array(pieces),
    };
    typoScratches.set(index, scratch);
  }
  return scratch;
}

/** The documents of `docs` in rank order (rank desc, weighting desc, product id), at least the first `needed`. */
function relevanceOrder(index: SearchIndex, docs: readonly number[], relevance: Relevance, needed: number): number[] {
  // The tiers (multiples of 10) come before the rest of the rank (below 10): rank only the tiers the page reaches.
  const tiers = new Map<number, number[]>();
  for (const d of docs) {
    const t = relevance.tier(d);
    const list = tiers.get(t);
    if (list) list.push(d);
    else tiers.set(t, [d]);
  }
  const ordered: number[] = [];
  for (const t of [...tiers.keys()].sort((a, b) => b - a)) {
    const members = tiers.get(t)!;
    const ranks = new Float64Array(members.length);
    members.forEach((d, i) => (ranks[i] = relevance.rank(d, t)));
    const order = members.map((_, i) => i);
    order.sort(
      (a, b) => ranks[b]! - ranks[a]! || index.weighting[members[b]!]! - index.weighting[members[a]!]! || members[a]! - members[b]!,
    );
    for (const i of order) ordered.push(members[i]!);
    if (ordered.length >= needed) break;
  }
  return ordered;
}

/** The first `needed` documents of `final` in a precomputed order (a node order: not every document is in it). */
function walk(order: Int32Array, final: DocSet, needed: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < order.length && out.length < needed; i++) if (final.has(order[i]!)) out.push(order[i]!);
  return out;
}

/**
 * The first `needed` documents of `final` in one of the index's orders of every document: a small set (most typo and
 * multi-word keywords) sorted by its members' places in the order, a large one walked (`firstInOrder`, as the
 * suggestions do; decision 0016, seventh step). Before, every set was walked: one of fewer than `needed` members
 * walked all 100,000 places.
 */
function inOrder(index: SearchIndex, order: string, final: DocSet, needed: number): number[] {
  return firstInOrder(index.orders[order]!, final, needed);
}

/** Below this many members priceOrder sorts the set by price instead of walking the price order (as firstInOrder). */
const PRICE_SORT_BELOW = 1_024;

/** Price order: the undiscounted documents in list-price order, merged with the discounted ones by their price. */
function priceOrder(index: SearchIndex, final: DocSet, prices: ReadonlyMap<number, number>, ascending: boolean, needed: number): number[] {
  const dir = ascending ? 1 : -1;
  // The price orders are by (dir × price before discounts, document) and the discounted documents are merged in by
  // (dir × discounted price, document): the result is the set sorted by (dir × the viewer's price, document). A small
  // set is sorted so, without walking the order's 100,000 places or filtering every discounted document.
  if (final.count() < PRICE_SORT_BELOW) {
    const members: number[] = [];
    final.forEach((d) => members.push(d));
    const price = new Float64Array(members.length);
    members.forEach((d, i) => (price[i] = dir * (prices.get(d) ?? index.listPrice[d]!)));
    const places = members.map((_, i) => i).sort((a, b) => price[a]! - price[b]! || members[a]! - members[b]!);
    return places.slice(0, needed).map((i) => members[i]!);
  }
  const discounted = [...prices.keys()].filter((d) => final.has(d)).sort((a, b) => dir * (prices.get(a)! - prices.get(b)!) || a - b);
  const order = index.orders[ascending ? 'Price:asc' : 'Price:desc']!;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < needed) {
    while (i < order.length && (!final.has(order[i]!) || prices.has(order[i]!))) i++;
    const a = i < order.length ? order[i]! : -1;
    const b = j < discounted.length ? discounted[j]! : -1;
    if (a < 0 && b < 0) break;
    const takeA = b < 0 || (a >= 0 && (dir * (index.listPrice[a]! - prices.get(b)!) || a - b) < 0);
    if (takeA) {
      out.push(a);
      i++;
    } else {
      out.push(b);
      j++;
    }
  }
  return out;
}

/** A row of the build's product_web_nodes read: one node's products and their sort_order, in node order. */
interface PlacementRow {
  node: number;
  products: number[];
  orders: number[];
}

/** Per node number: `docs[start[n] .. start[n + 1])` in (sort_order, product_id) order, `sortOrders` beside them. */
interface Placements {
  start: Int32Array;
  docs: Int32Array;
  sortOrders: Int32Array;
}

/** The documents placed in a subtree, in the lister's node order (each at its first position there), and their set. */
interface NodeOrder {
  docs: Int32Array;
  placed: DocSet;
}

function placementsOf(productIds: Int32Array, nodeNumber: Map<number, number>, rows: readonly PlacementRow[]): Placements {
  const lists: { docs: number[]; orders: number[] }[] = Array.from({ length: nodeNumber.size }, () => ({ docs: [], orders: [] }));
  for (const row of rows) {
    const list = lists[nodeNumber.get(row.node) ?? -1];
    if (!list) continue;
    row.products.forEach((id, i) => {
      const doc = documentOf(productIds, id);
      if (doc < 0) return;
      list.docs.push(doc);
      list.orders.push(row.orders[i]!);
    });
  }
  const { start, values: docs } = csrOf(lists.map((l) => l.docs));
  return { start, docs, sortOrders: csrOf(lists.map((l) => l.orders)).values };
}

/**
 * The lister's node order of the subtree of `webNodeIds` (nodeOrder() and orderBy() of search.ts): each document at
 * the smallest sort_order of its placements in the subtree, `sort_order asc|desc, product_id`; computed once per
 * subtree and direction for the index.
 */
function nodeOrder(index: SearchIndex, webNodeIds: readonly number[], ascending: boolean): NodeOrder {
  const numbers = [
    ...new Set(index.nodes.filter((n) => webNodeIds.includes(n.id)).flatMap((n) => n.subtree.map((id) => index.nodeNumber.get(id) ?? -1))),
  ]
    .filter((n) => n >= 0)
    .sort((a, b) => a - b);
  const key = `${ascending ? 'asc' : 'desc'}:${numbers.join(',')}`;
  let found = index.nodeOrderCache.get(key);
  if (!found) {
    const { start, docs, sortOrders } = index.placements;
    const first = new Map<number, number>();
    for (const n of numbers) {
      for (let i = start[n]!; i < start[n + 1]!; i++) {
        const at = first.get(docs[i]!);
        if (at === undefined || sortOrders[i]! < at) first.set(docs[i]!, sortOrders[i]!);
      }
    }
    const dir = ascending ? 1 : -1;
    const ordered = Int32Array.from(first.keys()).sort((a, b) => dir * (first.get(a)! - first.get(b)!) || a - b);
    const placed = new DocSet(index.size);
    placed.addAll(ordered);
    found = { docs: ordered, placed };
    index.nodeOrderCache.set(key, found);
  }
  return found;
}

/** The first `needed` documents of `final` in node order; those without a placement in the subtree last (nulls last), by product id. */
function nodeOrderWalk(index: SearchIndex, webNodeIds: readonly number[], ascending: boolean, final: DocSet, needed: number): number[] {
  const { docs, placed } = nodeOrder(index, webNodeIds, ascending);
  const out = walk(docs, final, needed);
  for (let w = 0; w < final.words.length && out.length < needed; w++) {
    let word = final.words[w]! & ~placed.words[w]!;
    while (word !== 0 && out.length < needed) {
      const bit = word & -word;
      out.push((w << 5) + 31 - Math.clz32(bit));
      word ^= bit;
    }
  }
  return out;
}

/**
 * Keyword-less lists the index answers: no `tag:` filter of any key. A net-price viewer's list is answered by their
 * price list's view of the index (netPriceView), as their keyword searches are.
 */
function listable(request: SearchRequest): boolean {
  return request.keyword === '' && withoutAnyTag(request);
}

/**
 * A list without a keyword: every document matches (then visibility and the filters), as search.ts's list does. Only
 * the documents within the base's brand, node and tag sets can pass its base filters, so the matched set starts as
 * those (a lister of a small node counts its node, not the catalogue).
 */
function everything(index: SearchIndex, base: SearchFilters): Relevance {
  let matches = DocSet.all(index.size);
  const c = conditions(index, base);
  for (const set of [c.brand, c.node, c.tag]) if (set) matches = matches.and(set);
  return { matches, tier: () => 0, rank: () => 0 };
}

/**
 * What an unfiltered list (no keyword, no facet choice: the catalogue, a lister, a brand page) shows besides its page:
 * its documents, total, facets and price range, which depend on the viewer's publication codes, the base filters and
 * the discounts running; kept per index while no discount starts or ends (`fromUs` .. `toUs`), as PostgreSQL keeps a
 * lister's counts in lister_counts. Only the page is ordered per request.
 */
interface ListCounts {
  fromUs: number;
  toUs: number;
  final: DocSet;
  counts: Omit<SearchResult, 'ids'>;
}

/** The bytes of a list's counts: its documents' bitmap and the facet counts (as much as their JSON, an estimate). */
function listCountsBytes(list: ListCounts): number {
  return list.final.byteLength + JSON.stringify(list.counts).length * 2;
}

/** The relevance of a keyword-less list's ordering: never asked (its Relevance sort is the weighting). */
const UNRANKED: Relevance = { matches: new DocSet(0), tier: () => 0, rank: () => 0 };

/** The moments around `nowUs` at which a list-price discount starts or ends: between them the list prices stay. */
function discountWindow(index: SearchIndex, nowUs: number): { fromUs: number; toUs: number } {
  let fromUs = -Infinity;
  let toUs = Infinity;
  for (const d of index.discounts) {
    if (d.priceListId !== null) continue;
    // Running while start <= now <= end: it changes at `start` and at `end + 1` (microseconds, as nowUs).
    for (const at of [d.startUs, d.endUs + 1]) {
      if (at <= nowUs) fromUs = Math.max(fromUs, at);
      else toUs = Math.min(toUs, at);
    }
  }
  return { fromUs, toUs };
}

/**
 * A list whose counts (and so its facets) the index keeps per publication codes and base filters (listCache): no
 * keyword, no `tag:` filter, no choices, no price bounds. The search answer makes such a list's facets' JSON once.
 */
export function keepsListCounts(request: SearchRequest): boolean {
  const { base } = request;
  return (
    request.keyword === '' &&
    withoutAnyTag(request) &&
    isEmpty(request.filters) &&
    base.minPriceCents === null &&
    base.maxPriceCents === null
  );
}

/** A keyword-less list (listable()): the counts of an unfiltered one from listCache, the rest as every search. */
function listIndex(index: SearchIndex, viewer: CatalogueViewer, request: SearchRequest, now: Date): SearchResult {
  const base = request.base;
  if (!keepsListCounts(request)) return searchIndex(index, viewer, request, [], everything(index, base), now);
  const nowUs = now.getTime() * 1000;
  // The price list too: a net-price view shares its index's listCache, and its price range is the list's own.
  const key = JSON.stringify([[...new Set(viewer.publicationCodes)].sort(), viewer.priceListId, base.brands, base.webNodeIds, base.tags]);
  let found = index.listCache.get(key);
  if (!found || nowUs < found.fromUs || nowUs >= found.toUs) {
    const listed = everything(index, base);
    const { total, brands, webNodes, tags, priceRange } = searchIndex(index, viewer, { ...request, offset: 0, limit: 0 }, [], listed, now);
    const final = listed.matches.and(visibleTo(index, viewer));
    found = { ...discountWindow(index, nowUs), final, counts: { total, brands, webNodes, tags, priceRange } };
    index.listCache.set(key, found);
  }
  const ordered = orderedDocs(index, request, found.final, [], UNRANKED, discountedPrices(index, now));
  return { ...found.counts, ids: ordered.slice(request.offset).map((d) => index.productIds[d]!) };
}

/** The first `offset + limit` documents of `final` in the request's order (orderBy() of search.ts). */
function orderedDocs(
  index: SearchIndex,
  request: SearchRequest,
  final: DocSet,
  matchedDocs: readonly number[],
  relevance: Relevance,
  prices: ReadonlyMap<number, number>,
): number[] {
  const needed = request.offset + request.limit;
  let ordered: number[];
  const { field, ascending } = request.sort;
  const dir = ascending ? 'asc' : 'desc';
  switch (field) {
    case 'Relevance':
      // Without a keyword (a list) Relevance is the shop's recommendation, as orderBy() of search.ts says.
      ordered = request.keyword ? relevanceOrder(index, matchedDocs, relevance, needed) : inOrder(index, 'Weighting:desc', final, needed);
      break;
    case 'MinPrice':
      ordered = priceOrder(index, final, prices, ascending, needed);
      break;
    case 'Title':
    case 'CreationDate':
    case 'RatingAverage':
      ordered = inOrder(index, `${field}:${dir}`, final, needed);
      break;
    case 'NodeOrder':
      ordered =
        request.base.webNodeIds.length > 0
          ? nodeOrderWalk(index, request.base.webNodeIds, ascending, final, needed)
          : inOrder(index, 'Weighting:desc', final, needed);
      break;
    default:
      ordered = inOrder(index, `Weighting:${dir}`, final, needed);
  }
  return ordered;
}

function searchIndex(
  index: SearchIndex,
  viewer: CatalogueViewer,
  request: SearchRequest,
  lookups: number[],
  relevance: Relevance,
  now: Date,
): SearchResult {
  const prices = discountedPrices(index, now);
  const base = conditions(index, request.base);
  const filters = conditions(index, request.filters);
  const m = matchedSet(index, viewer, relevance.matches, lookups);
  const final = new DocSet(index.size);
  const matchedDocs: number[] = [];
  const brandCounts = new Int32Array(index.brandList.length);
  const nodeCounts = new Int32Array(index.nodes.length);
  const tagCounts = new Int32Array(index.tags.length);
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  const { nodeIdsStart, nodeIds, tagIdsStart, tagIds, brandNumbers } = index;
  if (unconditional(base) && unconditional(filters)) {
    // No filters (most searches): every matched document counts everywhere.
    m.forEach((d) => {
      const price = priceOf(index, prices, d);
      total++;
      matchedDocs.push(d);
      const b = brandNumbers[d]!;
      if (b >= 0) brandCounts[b]!++;
      for (let i = nodeIdsStart[d]!; i < nodeIdsStart[d + 1]!; i++) if (nodeIds[i]! >= 0) nodeCounts[nodeIds[i]!]!++;
      for (let i = tagIdsStart[d]!; i < tagIdsStart[d + 1]!; i++) if (tagIds[i]! >= 0) tagCounts[tagIds[i]!]!++;
      if (price < min) min = price;
      if (price > max) max = price;
    });
    final.words.set(m.words);
  } else
    m.forEach((d) => {
      const price = priceOf(index, prices, d);
      if (!passes(base, price, d, null)) return;
      const all = passes(filters, price, d, null);
      if (all) {
        total++;
        final.add(d);
        matchedDocs.push(d);
      }
      if (all || passes(filters, price, d, 'brand')) {
        const b = brandNumbers[d]!;
        if (b >= 0) brandCounts[b]!++;
      }
      if (all || passes(filters, price, d, 'webnode')) {
        for (let i = nodeIdsStart[d]!; i < nodeIdsStart[d + 1]!; i++) if (nodeIds[i]! >= 0) nodeCounts[nodeIds[i]!]!++;
      }
      if (all || passes(filters, price, d, 'tag')) {
        for (let i = tagIdsStart[d]!; i < tagIdsStart[d + 1]!; i++) if (tagIds[i]! >= 0) tagCounts[tagIds[i]!]!++;
      }
      if (all || passes(filters, price, d, 'price')) {
        if (price < min) min = price;
        if (price > max) max = price;
      }
    });
  const needed = request.offset + request.limit;
  const ordered = orderedDocs(index, request, final, matchedDocs, relevance, prices);
  return {
    ids: ordered.slice(request.offset, needed).map((d) => index.productIds[d]!),
    total,
    ...facets(index, brandCounts, nodeCounts, tagCounts),
    priceRange: min === Infinity ? null : { minCents: min, maxCents: max },
  };
}

/**
 * The index as a net-price viewer sees its prices: every document's price before discounts is their price list's net
 * price excl. VAT, else the list price excl. VAT (`round(list * 100 / (100 + tax rate))`), as `viewerPrice` of search.ts
 * computes it; the price orders are by that price (ties by product id); the discounts are those for every list and for
 * theirs. Everything else is the index itself, so the search code prices, filters, ranges and sorts as for a
 * list-price viewer.
 */
interface NetPrices {
  revision: number;
  ids: number[];
  base: Int32Array;
}

/** Views per index and price list: at most this many price lists per index (1.2 MB each at 100k products). */
const NET_PRICE_LISTS = 16;
const netPriceViews = new WeakMap<SearchIndex, Map<number, Promise<SearchIndex | null>>>();

/**
 * The view of `index` for price list `priceListId`, or null while it is being read (that search goes to PostgreSQL)
 * or when the database has moved past the index's revision. The net prices come in one statement with the revision.
 */
function netPriceView(
  db: Db,
  index: SearchIndex,
  priceListId: number,
  log?: (message: string) => void,
): SearchIndex | null | Promise<SearchIndex | null> {
  let views = netPriceViews.get(index);
  if (!views) netPriceViews.set(index, (views = new Map()));
  const known = views.get(priceListId);
  if (known) return known;
  if (views.size >= NET_PRICE_LISTS) views.clear();
  const loading = readNetPrices(db, priceListId)
    .then((prices) => (prices && prices.revision === index.revision ? netPriceIndex(index, priceListId, prices) : null))
    .catch((error: unknown) => {
      log?.(`search index: net prices of price list ${priceListId} failed: ${String(error)}`);
      return null;
    });
  // A view that could not be made (the database moved on) stays null: the next index makes its own.
  views.set(priceListId, loading);
  return null;
}

async function readNetPrices(db: Db, priceListId: number): Promise<NetPrices | null> {
  const rows = await preparedRows<{ revision: string; ids: number[] | null; base: (number | null)[] | null }>(
    db,
    sql`select (select revision from catalogue_revision where id = 1) as revision,
               array_agg(ps.product_id order by ps.product_id) as ids,
               array_agg(coalesce(vn.net_price_excl_cents,
                   (select round(p.list_price_incl_cents * 100.0 / (100 + p.tax_rate)) from products p where p.id = ps.product_id))::int
                 order by ps.product_id) as base
          from product_search ps
          left join price_list_prices vn on vn.product_id = ps.product_id and vn.price_list_id = ${priceListId}`,
  );
  const row = rows[0];
  if (!row?.ids || !row.base || row.base.some((cents) => cents === null)) return null;
  return { revision: Number(row.revision), ids: row.ids, base: Int32Array.from(row.base as number[]) };
}

/** The net-price view of `index` (see `NetPrices`); null when the database's documents are not the index's. */
function netPriceIndex(index: SearchIndex, priceListId: number, { ids, base }: NetPrices): SearchIndex | null {
  if (ids.length !== index.size || ids.some((id, d) => id !== index.productIds[d])) return null;
  const order = (dir: number) => {
    const docs = new Int32Array(index.size);
    for (let d = 0; d < index.size; d++) docs[d] = d;
    return docs.sort((a, b) => dir * (base[a]! - base[b]!) || a - b);
  };
  return {
    ...index,
    listPrice: base,
    orders: { ...index.orders, 'Price:asc': order(1), 'Price:desc': order(-1) },
    // The discounts for every list and for theirs, as the list-price code reads discounts for every list.
    discounts: index.discounts.flatMap((d) =>
      d.priceListId === null ? [d] : d.priceListId === priceListId ? [{ ...d, priceListId: null }] : [],
    ),
  };
}

const SUGGEST_CANDIDATES = 100;
/** A keyword of one word takes the word-list shortcut of the typo path (trigramMatch in search.ts). */
const SINGLE_WORD = /^[\p{L}\p{N}]+$/u;
const SUGGESTED_PRODUCTS = 50;

type SuggestedProduct = Omit<SearchSuggestedProduct, 'lookups'>;

/** The bytes of a suggested product kept (as much as its JSON, an estimate). */
function suggestedProductBytes(product: SuggestedProduct): number {
  return JSON.stringify(product).length * 2;
}

/**
 * The suggested products' name, url, front image and translations by id, in the order of the ids (unknown ids left
 * out), kept per catalogue revision (slot 1: every write to products and product images bumps it): a suggestion whose
 * products were suggested before sends no statement for them.
 */
function suggestedProductsCache(db: Db, cacheBytes: number): (ids: number[], revision: number) => Promise<SuggestedProduct[]> {
  let cacheRevision = -1;
  /** At most `cacheBytes` (SEARCH_INDEX_CACHE_MB, each product as much as its JSON), least recently used out first. */
  let cache = new ByteLru<SuggestedProduct>(cacheBytes, suggestedProductBytes);
  return async (ids, revision) => {
    if (revision > cacheRevision) {
      cache = new ByteLru<SuggestedProduct>(cacheBytes, suggestedProductBytes);
      cacheRevision = revision;
    }
    const cached = revision === cacheRevision;
    const kept = new Map<number, SuggestedProduct>();
    const missing: number[] = [];
    for (const id of ids) {
      const product = cache.get(String(id));
      if (product) kept.set(id, product);
      else missing.push(id);
    }
    const read = new Map<number, SuggestedProduct>();
    if (missing.length > 0) {
      const rows = await preparedRows<SuggestedProduct>(
        db,
        sql`select p.id, p.name, p.url, p.translations,
                   p.front_image_url as img
              from products p where p.id = any(${sql.param(missing)}::int[])`,
      );
      for (const row of rows) {
        read.set(row.id, row);
        if (!cached || revision !== cacheRevision) continue;
        cache.set(String(row.id), row);
      }
    }
    const out: SuggestedProduct[] = [];
    for (const id of ids) {
      const product = read.get(id) ?? kept.get(id);
      if (product) out.push(product);
    }
    return out;
  };
}

export interface IndexedSearchEngine extends SearchEngine {
  /** The index of the current revision, built if needed (tests and the bench wait for it). */
  ready(): Promise<SearchIndex>;
  /** How many searches and suggestions the index answered, and how many went to PostgreSQL. */
  stats(): { indexed: number; passedOn: number };
  /** How often the typo path computed a run of pieces' similarity, took it again, stopped early (per process, all engines). */
  typoRuns(): { computed: number; shared: number; stopped: number };
}

/**
 * The search engine of the shop: the in-memory index where it answers exactly, else `fallback` (the PostgreSQL
 * engine). The index is built on the first search and again after every write that bumps slot 1 of the catalogue
 * revision; until it is current, PostgreSQL answers.
 */
export function createIndexedSearchEngine(
  db: Db,
  fallback: SearchEngine,
  options: { log?: (message: string) => void } & SearchIndexOptions = {},
): IndexedSearchEngine {
  let index: SearchIndex | null = null;
  let building: Promise<SearchIndex> | null = null;
  let indexed = 0;
  let passedOn = 0;
  const rebuild = () => {
    building ??= buildSearchIndex(db, options)
      .then((built) => {
        if (!index || built.revision >= index.revision) index = built;
        options.log?.(`search index: ${built.size} products at revision ${built.revision} built in ${Math.round(built.builtMs)} ms`);
        return built;
      })
      .finally(() => (building = null));
    building.catch((error: unknown) => options.log?.(`search index build failed: ${String(error)}`));
    return building;
  };
  /** The index if it is at `revision`; else starts a build and gives null. */
  const current = (revision: number) => {
    if (index && index.revision === revision) return index;
    void rebuild().catch(() => undefined);
    return null;
  };
  /**
   * The current index and how the keyword matches in it: full text when any document matches its query (as
   * toonbank_any_document_matches decides), else the typo path. Null: PostgreSQL answers. With `suggestFor` (a
   * suggestion's viewer) the typo path tests only until the first matches a suggestion ranks are known.
   */
  const relevanceFor = async <G extends object>(
    keyword: string,
    tsQuery: string,
    ranked: boolean,
    groupsQuery: SQL | 'facts' | null = null,
    suggestFor?: CatalogueViewer,
  ) => {
    // The typo facts of a multi-word keyword come in the same statement, for the non-ASCII documents of the index now.
    const expected = index;
    const asked = await prepareWith<G>(
      db,
      keyword,
      tsQuery,
      buildExactTsQuery(keyword),
      buildWholeWordsTsQuery(keyword),
      expected ? nonAsciiIds(expected) : [],
      groupsQuery,
    );
    const { prepared, groups } = asked;
    const at = current(prepared.revision);
    if (!at || prepared.query === undefined || prepared.exact === undefined || prepared.whole === undefined) return { found: null, groups };
    const text = matching(at, prepared.query);
    if (!text.isEmpty())
      return { found: { index: at, lookups: prepared.lookups, relevance: fullTextRelevance(at, keyword, prepared, text) }, groups };
    const single = SINGLE_WORD.test(keyword);
    const facts = single || at !== expected ? await typoFacts(db, at, keyword, single) : typoFactsOf(at, asked.typo, null);
    const first = suggestFor && { order: at.orders['Weighting:desc']!, within: visibleTo(at, suggestFor), needed: SUGGEST_CANDIDATES };
    const relevance = typoRelevance(at, keyword, facts, ranked, first);
    return { found: relevance && { index: at, lookups: prepared.lookups, relevance }, groups };
  };
  const suggestedProducts = suggestedProductsCache(db, options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  return {
    async ready() {
      const { rows } = await db.execute<{ revision: string }>(sql`select revision from catalogue_revision where id = 1`);
      const revision = Number(rows[0]?.revision ?? 0);
      if (index && index.revision === revision) return index;
      let built = await rebuild();
      while (built.revision < revision) built = await rebuild();
      return built;
    },
    stats: () => ({ indexed, passedOn }),
    typoRuns: () => ({ ...typoRuns }),

    async search(viewer, request, now = new Date(), indexRevision) {
      if (listable(request)) {
        // Slot 1 as the caller read it for this request (with the other revisions), else read here.
        const revision =
          indexRevision ??
          Number(
            (await preparedRows<{ revision: string }>(db, sql`select revision from catalogue_revision where id = 1`))[0]?.revision ?? 0,
          );
        const listed = current(revision);
        // A net-price viewer: their price list's view (null while its prices are read: PostgreSQL answers meanwhile).
        const at = listed && viewer.priceListId !== null ? await netPriceView(db, listed, viewer.priceListId, options.log) : listed;
        if (!at) {
          passedOn++;
          return fallback.search(viewer, request, now);
        }
        indexed++;
        return listIndex(at, viewer, request, now);
      }
      const ranked = request.sort.field === 'Relevance';
      const relevance = indexable(request) ? (await relevanceFor(request.keyword, request.tsQuery, ranked)).found : null;
      if (!relevance) {
        passedOn++;
        return fallback.search(viewer, request, now);
      }
      // A net-price viewer: the view of the index with their price list's prices, once it is read.
      const priced =
        viewer.priceListId === null ? relevance.index : await netPriceView(db, relevance.index, viewer.priceListId, options.log);
      if (!priced) {
        passedOn++;
        return fallback.search(viewer, request, now);
      }
      try {
        const result = searchIndex(priced, viewer, request, relevance.lookups, relevance.relevance, now);
        indexed++;
        return result;
      } catch (error) {
        if (!(error instanceof PassOn)) throw error;
        passedOn++;
        return fallback.search(viewer, request, now);
      }
    },

    async suggest(viewer, keyword, tsQuery, limit, now) {
      if (!keyword || !tsQuery) return fallback.suggest(viewer, keyword, tsQuery, limit, now);
      // The brands and categories: computed in memory when the current index's are read and the keyword allows it
      // (search-index-suggest.ts), else in the statement of the keyword's queries (one round trip).
      const expected = index;
      const inMemory = expected && suggestionGroupsOf(db, expected, options.log);
      const computed = inMemory ? groupsInMemory(inMemory, keyword, limit, now) : null;
      const { found, groups } = await relevanceFor<Partial<GroupFacts> & Partial<Pick<Suggestions, 'brands' | 'categories'>>>(
        keyword,
        tsQuery,
        true,
        computed ? 'facts' : suggestedBrandsAndCategories(keyword, limit, now),
        viewer,
      );
      // Groups computed for another index than the one that answers, or on a fold or threshold the database does not
      // share: PostgreSQL answers the whole suggestion (rare: a rebuild in between).
      const late =
        found !== null &&
        computed !== null &&
        (found.index !== expected || groups?.groupsFolded !== computed.folded || groups.groupsThreshold !== inMemory!.threshold);
      if (!found || late) {
        if (late) groupStats.late++;
        passedOn++;
        return fallback.suggest(viewer, keyword, tsQuery, limit, now);
      }
      if (computed) groupStats.memory++;
      else groupStats.statement++;
      const { index: at, relevance, lookups } = found;
      let docs: number[];
      try {
        const m = matchedSet(at, viewer, relevance.matches, lookups);
        const candidates = firstInOrder(at.orders['Weighting:desc']!, m, SUGGEST_CANDIDATES);
        docs = relevanceOrder(at, candidates, relevance, candidates.length).slice(0, SUGGESTED_PRODUCTS);
      } catch (error) {
        if (!(error instanceof PassOn)) throw error;
        passedOn++;
        return fallback.suggest(viewer, keyword, tsQuery, limit, now);
      }
      indexed++;
      const ids = docs.map((d) => at.productIds[d]!);
      // The ahead words from the index's names once they are read (search-index-suggest.ts): then only the products
      // shown are read (or taken from the cache); before, all 50 for their names.
      const names = suggestionNamesOf(db, at, options.log);
      const products = await suggestedProducts(names ? ids.slice(0, limit) : ids, at.revision);
      const group = computed ?? groups;
      return {
        aheadWords: aheadWords(keyword, names ? docs.map((d) => names.name(d)) : products.map((p) => p.name), limit),
        brands: group?.brands ?? [],
        categories: group?.categories ?? [],
        products: products
          .slice(0, limit)
          .map(({ id, name, url, img, translations }) => ({ id, name, url, img, translations: translations ?? {} })),
      };
    },
  };
}
