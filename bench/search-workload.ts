/**
 * The long-tail search workload (issue 19): thousands of distinct keywords and suggestion prefixes, each asked once,
 * so the search result cache cannot answer them. Repeatable: the same vocabulary and seed give the same requests.
 *
 * Generator `toonbank-search-workload/1` with a mulberry32 PRNG (seed SEARCH_WORKLOAD_SEED):
 * - keywords: 1 to 3 words from the catalogue's vocabulary (70% product words, 15% brand names, 15% category
 *   names), lower case as shoppers type them; one in ten with a typo in a word of 4 letters or more (a letter left out,
 *   two letters swapped, a letter doubled or replaced); one in ten with a facet filter (brand, category, price or tag);
 *   the sorts taken in turn over every sort a shopper can choose; 24 hits with facets.
 * - prefixes: 2 to 12 characters of a vocabulary word or brand or category name (80%) or of two words (20%).
 * Each list holds distinct keywords (prefixes) only; the warm-up uses another seed and none of the measured ones.
 */
import { SORT_OPTIONS } from '@toonbank/domain/sorting';
import type { Database } from '../packages/db/src/client.ts';
import { mulberry32 } from '../packages/db/src/seed/random.ts';

export const SEARCH_WORKLOAD_GENERATOR = 'toonbank-search-workload/1 (mulberry32)';
export const SEARCH_WORKLOAD_SEED = 19;

/** What the workload is built from: the catalogue's words, names and filter values. */
export interface SearchVocabulary {
  /** Words of product texts (`product_search_words`). */
  words: string[];
  /** Visible brand names. */
  brands: string[];
  /** Live category (web node) names. */
  categories: string[];
  /** Facet filters a shopper can click: `brand:…`, `webnode:…`, `price:…`, `tag.key:value`. */
  facetFilters: string[];
}

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('The search workload needs a non-empty vocabulary');
  return list[Math.floor(random() * list.length)]!;
};

const KEYBOARD_NEIGHBOURS = [...'qwertyuiopasdfghjklzxcvbnm'];

/** One typo in a word of at least 4 letters: a letter left out, two letters swapped, a letter doubled or replaced. */
export function withTypo(random: Random, word: string): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      // Swapping two equal letters changes nothing: leave one out instead.
      return word[at] === word[at + 1]
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default: {
      const replaced = pick(random, KEYBOARD_NEIGHBOURS);
      return word.slice(0, at) + (replaced === word[at] ? 'e' : replaced) + word.slice(at + 1);
    }
  }
}

function vocabularyPhrase(random: Random, vocabulary: SearchVocabulary): string {
  const roll = random();
  const source = roll < 0.7 ? vocabulary.words : roll < 0.85 ? vocabulary.brands : vocabulary.categories;
  return pick(random, source).toLowerCase();
}

export interface SearchWorkloadRequest {
  keyword: string;
  sort: (typeof SORT_OPTIONS)[number];
  facetFilter: string | null;
  typo: boolean;
}

/** `count` distinct keywords with their sort and (for 10%) a facet filter. */
export function searchKeywords(vocabulary: SearchVocabulary, count: number, seed = SEARCH_WORKLOAD_SEED): SearchWorkloadRequest[] {
  const random = mulberry32(seed);
  const seen = new Set<string>();
  const requests: SearchWorkloadRequest[] = [];
  for (let attempt = 0; requests.length < count && attempt < count * 50; attempt++) {
    const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => vocabularyPhrase(random, vocabulary));
    // Exactly one keyword in ten with a typo and one (another) in ten with a facet filter.
    const typo = requests.length % 10 === 3;
    if (typo) {
      const long = words.flatMap((phrase, i) => phrase.split(' ').map((word, j) => ({ i, j, word }))).filter((w) => w.word.length >= 4);
      if (long.length === 0) continue;
      const target = pick(random, long);
      const parts = words[target.i]!.split(' ');
      parts[target.j] = withTypo(random, target.word);
      words[target.i] = parts.join(' ');
    }
    const keyword = words.join(' ').replace(/\s+/g, ' ').trim();
    if (keyword.length === 0 || seen.has(keyword)) continue;
    const facetFilter = requests.length % 10 === 7 ? pick(random, vocabulary.facetFilters) : null;
    seen.add(keyword);
    requests.push({ keyword, sort: SORT_OPTIONS[requests.length % SORT_OPTIONS.length]!, facetFilter, typo });
  }
  if (requests.length < count) throw new Error(`The vocabulary gives only ${requests.length} distinct keywords, not ${count}`);
  return requests;
}

/** `count` distinct prefixes of 2 to 12 characters. */
export function suggestionPrefixes(vocabulary: SearchVocabulary, count: number, seed = SEARCH_WORKLOAD_SEED): string[] {
  const random = mulberry32(seed);
  const seen = new Set<string>();
  for (let attempt = 0; seen.size < count && attempt < count * 50; attempt++) {
    const phrase =
      random() < 0.8 ? vocabularyPhrase(random, vocabulary) : `${pick(random, vocabulary.words)} ${pick(random, vocabulary.words)}`;
    const prefix = phrase.slice(0, 2 + Math.floor(random() * 11)).trim();
    if (prefix.length >= 2) seen.add(prefix);
  }
  if (seen.size < count) throw new Error(`The vocabulary gives only ${seen.size} distinct prefixes, not ${count}`);
  return [...seen];
}

export function searchPath(request: SearchWorkloadRequest): string {
  const filter = request.facetFilter ? `&facetFilters=${encodeURIComponent(request.facetFilter)}` : '';
  return `/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(request.keyword)}&limit=24&sortBy=${request.sort}${filter}`;
}

export function suggestionPath(prefix: string): string {
  return `/api/meilisearch/v1/multi-search?searchTerm=${encodeURIComponent(prefix)}&limit=5`;
}

/**
 * The measured paths and a warm-up set (another seed, none of the measured keywords): `count` of each kind.
 * The description names the generator and seed for the bench output.
 */
export function searchWorkload(vocabulary: SearchVocabulary, count: number, seed = SEARCH_WORKLOAD_SEED) {
  const keywords = searchKeywords(vocabulary, count, seed);
  const prefixes = suggestionPrefixes(vocabulary, count, seed);
  const measuredKeywords = new Set(keywords.map((k) => k.keyword));
  const measuredPrefixes = new Set(prefixes);
  const warmKeywords = searchKeywords(vocabulary, 600, seed + 1_000_003).filter((k) => !measuredKeywords.has(k.keyword));
  const warmPrefixes = suggestionPrefixes(vocabulary, 1_200, seed + 1_000_003).filter((p) => !measuredPrefixes.has(p));
  const typos = keywords.filter((k) => k.typo).length;
  const filtered = keywords.filter((k) => k.facetFilter).length;
  return {
    search: keywords.map(searchPath),
    suggestions: prefixes.map(suggestionPath),
    warmUp: { search: warmKeywords.slice(0, 300).map(searchPath), suggestions: warmPrefixes.slice(0, 300).map(suggestionPath) },
    description:
      `${SEARCH_WORKLOAD_GENERATOR}, seed ${seed}: ${keywords.length} distinct keywords (${typos} with a typo, ${filtered} with a facet filter, ` +
      `${SORT_OPTIONS.length} sorts in turn) and ${prefixes.length} distinct prefixes, each asked once`,
  };
}

/** The vocabulary of the bench catalogue: words, visible brands, live categories and filter values shoppers can click. */
export async function loadSearchVocabulary(database: Database): Promise<SearchVocabulary> {
  const column = async (query: string) => (await database.pool.query<{ v: string }>(query)).rows.map((r) => r.v);
  const [words, brands, categories, brandFilters, nodeFilters, tagFilters] = await Promise.all([
    column(`select word as v from product_search_words where length(word) >= 2 order by word`),
    column(`select name as v from brands where btrim(name) <> '' and lower(btrim(name)) <> 'geen merk' order by name`),
    column(`select distinct name as v from web_nodes where is_active order by name`),
    column(`select 'brand:' || url as v from brands where btrim(name) <> '' and lower(btrim(name)) <> 'geen merk' order by url`),
    column(`select 'webnode:' || id as v from web_nodes where is_active order by id`),
    column(`select 'tag.' || key || ':' || value as v from tag_values order by key, value`),
  ]);
  const prices = ['price:0-10', 'price:5-30', 'price:10-50', 'price:25-', 'price:-15', 'price:50-200'];
  return { words, brands, categories, facetFilters: [...brandFilters, ...nodeFilters, ...tagFilters, ...prices] };
}
