/**
 * How a search keyword becomes words and a PostgreSQL text query: normalised, split into words, Dutch compounds
 * split into their parts, diacritics folded.
 */

/** Longest keyword considered; longer input is cut (a 10,000-character keyword stays cheap). */
export const MAX_KEYWORD_LENGTH = 100;

/** A search keyword is read trimmed, inner whitespace collapsed, control characters dropped, cut to 100 characters. */
export function normalizeKeyword(raw: string | null | undefined): string {
  return (raw ?? '')
    .slice(0, MAX_KEYWORD_LENGTH * 4)
    .replace(/[\p{C}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_KEYWORD_LENGTH)
    .trim();
}

/** The words of a keyword for matching: lower case, letters and digits only, at most 8. */
export function keywordWords(keyword: string): string[] {
  return normalizeKeyword(keyword)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** Splits `text` into parts where words of `keyword` (prefix match) are marked, so suggestions show the typed words in bold. */
export function highlightWords(text: string, keyword: string): { text: string; match: boolean }[] {
  const words = keywordWords(keyword).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: words.some((w) => new RegExp(`^${w}$`, 'iu').test(part)) }));
}

/** Pet-shop modifiers and heads used to split Dutch compounds; the same lists as the SQL `toonbank_split_compounds`. */
const COMPOUND_MODIFIERS = [
  'knaagdieren',
  'knaagdier',
  'konijnen',
  'konijn',
  'paarden',
  'paard',
  'honden',
  'honde',
  'hond',
  'katten',
  'katte',
  'kat',
  'vogels',
  'vogel',
  'vissen',
  'vis',
  'puppy',
  'kitten',
];
const COMPOUND_HEADS = [
  'speelgoed',
  'halsband',
  'shampoo',
  'voeding',
  'brokken',
  'brokjes',
  'kussen',
  'snacks',
  'snack',
  'staaf',
  'brok',
  'voer',
  'mand',
  'riem',
  'menu',
  'zand',
  'bak',
];

/** Splits a compound such as 'hondenvoer' into ['honden', 'voer'] or 'droogvoer' into ['droog', 'voer']; null when it is no compound. */
export function splitDutchCompound(word: string): [string, string] | null {
  const lower = word.toLowerCase();
  for (const modifier of COMPOUND_MODIFIERS) {
    const rest = lower.slice(modifier.length);
    if (lower.startsWith(modifier) && (rest.length >= 4 || COMPOUND_HEADS.includes(rest))) return [modifier, rest];
  }
  for (const head of COMPOUND_HEADS) {
    if (lower.endsWith(head) && lower.length - head.length >= 3) return [lower.slice(0, -head.length), head];
  }
  return null;
}

/** Strips diacritics and lower-cases ('paté' → 'pate'), as the database's `toonbank_unaccent`. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The `to_tsquery('dutch', …)` text for a keyword: every word as a prefix,
 * compounds also as their two parts ('hondenvoer' → `(hondenvoer:* | (honden:* & voer:*))`),
 * words combined with AND. Only letters and digits reach the query, so no
 * input can break its syntax. Empty for a keyword without words.
 */
export function buildTsQuery(keyword: string): string {
  return tsQueryOf(keyword, ':*');
}

/**
 * The same query with whole words only (no prefixes): 'hondenvoer' → `(hondenvoer | (honden & voer))`. Dictionary
 * stemming makes 'honden' and the typo 'honde' both 'hond', so a typo form ranks like the correct one.
 */
export function buildExactTsQuery(keyword: string): string {
  return tsQueryOf(keyword, '');
}

/** Every word as a whole word, compounds unsplit: 'konijnenvoer' → `konijnenvoer`. */
export function buildWholeWordsTsQuery(keyword: string): string {
  return searchWords(keyword).join(' & ');
}

function searchWords(keyword: string): string[] {
  return keywordWords(foldText(keyword))
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0);
}

function tsQueryOf(keyword: string, suffix: string): string {
  return searchWords(keyword)
    .map((word) => {
      const parts = splitDutchCompound(word);
      return parts ? `(${word}${suffix} | (${parts[0]}${suffix} & ${parts[1]}${suffix}))` : `${word}${suffix}`;
    })
    .join(' & ');
}

/**
 * What the shopper looks for: the head of the last word ('hondenvoer', 'hondevoer' and 'hond voer' → 'voer';
 * 'kattenbak' → 'bak'), else the last word itself; '' without words. In a Dutch compound the last part names the
 * thing (hondenvoer is voer), so search ranks products that are such a thing (natvoer, droogvoer) above products
 * that merely start with the word (voerton, voerbak).
 */
export function keywordHead(keyword: string): string {
  const last = searchWords(keyword).at(-1);
  if (!last) return '';
  return splitDutchCompound(last)?.[1] ?? last;
}
