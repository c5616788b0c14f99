/**
 * PostgreSQL's text search, as the in-memory search index needs it (decision 0016): the text forms of `tsvector`
 * and `tsquery` read back, and `ts_rank` computed the way PostgreSQL 18 computes it (src/backend/utils/adt/tsrank.c,
 * default weights {0.1, 0.2, 0.4, 1.0}, no normalisation), in 32-bit floats where PostgreSQL uses them, so the order
 * of the hits is the order the database gives. Pure: no I/O. The integration test `search-index.test.ts` compares
 * every function here with the database's own answer.
 */

/**
 * A quoted lexeme of the text forms of `tsvector` and `tsquery` starting at `start` (its opening quote): `''` is a
 * quote, a backslash escapes the next character. `end` is the index after the closing quote; undefined when the
 * quote is never closed.
 */
function readQuoted(text: string, start: number): { lexeme: string; end: number } | undefined {
  let lexeme = '';
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] !== "'") return { lexeme, end: i + 1 };
      lexeme += "'";
      i += 2;
      continue;
    }
    if (text[i] === '\\') i++;
    if (i >= text.length) break;
    lexeme += text[i];
    i++;
  }
  return undefined;
}

/** A `tsquery` read from its text form (`to_tsquery(...)::text`): operands and the operators `&`, `|`, `!`. */
export type QueryNode =
  | { kind: 'word'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'not'; operand: QueryNode };

/**
 * Reads the text form of a tsquery. Null for the empty query; undefined when it holds something the index does not
 * evaluate (phrase operators, weight restrictions): the caller then leaves the question to the database.
 */
export function parseTsQuery(text: string): QueryNode | null | undefined {
  const tokens: string[] = [];
  const words: { lexeme: string; prefix: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i++;
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      tokens.push(c);
      i++;
    } else if (c === "'") {
      const quoted = readQuoted(text, i);
      if (quoted === undefined) return undefined;
      const lexeme = quoted.lexeme;
      i = quoted.end;
      let prefix = false;
      if (text[i] === ':') {
        const flags = /^:([*A-D]*)/.exec(text.slice(i));
        if (!flags || flags[1] !== '*') return undefined;
        prefix = true;
        i += flags[0].length;
      }
      tokens.push(`w${words.length}`);
      words.push({ lexeme, prefix });
    } else {
      return undefined; // <-> and <N>: phrase search
    }
  }
  if (tokens.length === 0) return null;
  let at = 0;
  // Precedence as PostgreSQL prints it: ! over & over |.
  const or = (): QueryNode | undefined => {
    let left = and();
    while (left && tokens[at] === '|') {
      at++;
      const right = and();
      if (!right) return undefined;
      left = { kind: 'or', left, right };
    }
    return left;
  };
  const and = (): QueryNode | undefined => {
    let left = not();
    while (left && tokens[at] === '&') {
      at++;
      const right = not();
      if (!right) return undefined;
      left = { kind: 'and', left, right };
    }
    return left;
  };
  const not = (): QueryNode | undefined => {
    const token = tokens[at++];
    if (token === '!') {
      const operand = not();
      return operand && { kind: 'not', operand };
    }
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') return undefined;
      return inner;
    }
    if (token?.startsWith('w')) {
      const word = words[Number(token.slice(1))]!;
      return { kind: 'word', lexeme: word.lexeme, prefix: word.prefix };
    }
    return undefined;
  };
  const root = or();
  return root && at === tokens.length ? root : undefined;
}

/** The operands of a query, in the order PostgreSQL's ranking visits them (byte order, duplicates once). */
export function sortedUniqueOperands(query: QueryNode): { lexeme: string; prefix: boolean }[] {
  const found: { lexeme: string; prefix: boolean; bytes: Buffer }[] = [];
  const visit = (node: QueryNode) => {
    if (node.kind === 'word') found.push({ lexeme: node.lexeme, prefix: node.prefix, bytes: Buffer.from(node.lexeme) });
    else if (node.kind === 'not') visit(node.operand);
    else {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(query);
  found.sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  return found
    .filter((item, i) => i === 0 || Buffer.compare(item.bytes, found[i - 1]!.bytes) !== 0)
    .map(({ lexeme, prefix }) => ({ lexeme, prefix }));
}

/** The number of items (operands and operators) of a query, PostgreSQL's `q->size`. */
export function querySize(query: QueryNode | null): number {
  if (!query) return 0;
  if (query.kind === 'word') return 1;
  if (query.kind === 'not') return 1 + querySize(query.operand);
  return 1 + querySize(query.left) + querySize(query.right);
}

/** One entry of a `tsvector` text form: the lexeme and its positions as PostgreSQL stores them (pos | weight << 14). */
export interface VectorEntry {
  lexeme: string;
  positions: number[];
}

const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads the text form of a tsvector (`document::text`): `'hond':1A,5B 'voer':2A`. */
export function parseTsVector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = [];
  forEachTsVectorEntry(text, (lexeme, positions) => entries.push({ lexeme, positions: [...positions] }));
  return entries;
}

/** Calls `visit` for each entry of a tsvector's text form, in order; `positions` is reused between calls. */
export function forEachTsVectorEntry(text: string, visit: (lexeme: string, positions: readonly number[]) => void): void {
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    const quoted = text[i] === "'" ? readQuoted(text, i) : undefined;
    if (quoted === undefined) throw new Error(`Unexpected tsvector text at ${i}: ${text.slice(i, i + 20)}`);
    const lexeme = quoted.lexeme;
    i = quoted.end;
    positions.length = 0;
    if (text[i] === ':') {
      i++;
      // Positions: digits, an optional weight letter (D when none), separated by commas.
      for (;;) {
        let position = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
          position = position * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT_CODES[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push(position | ((weight ?? 0) << 14));
        if (text[i] !== ',') break;
        i++;
      }
    }
    visit(lexeme, positions);
  }
}

const f = Math.fround;
/** PostgreSQL's default ts_rank weights, indexed by the stored weight (D=0 … A=3), as 32-bit floats. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
const POS_MASK = MAXENTRYPOS - 1;
const weightOf = (position: number) => WEIGHTS[position >>> 14]!;

/** `word_distance` of tsrank.c: the weight of two words `distance` positions apart. */
const WORD_DISTANCE = Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));
const FAR = f(1e-30);
function wordDistance(distance: number): number {
  return distance > 100 ? FAR : WORD_DISTANCE[distance]!;
}

/**
 * A document as the ranking reads it: `entryCount` entries in byte order of their lexemes; `find(item)` gives the
 * range [first, first + count) of the entries an operand matches (a prefix operand: every lexeme starting with it),
 * or -1 for first when there is none; an entry's stored positions are `positions[positionStart(entry) ..
 * positionEnd(entry))` (none stored: an empty range).
 */
export interface RankDocument {
  entryCount: number;
  find(item: number): { first: number; count: number } | null;
  positions: ArrayLike<number>;
  positionStart(entry: number): number;
  positionEnd(entry: number): number;
}

const POSNULL_AND = [MAXENTRYPOS - 1];
const POSNULL_OR = [0];

function rankOr(doc: RankDocument, size: number): number {
  let res = 0;
  for (let i = 0; i < size; i++) {
    const found = doc.find(i);
    if (!found) continue;
    for (let entry = found.first; entry < found.first + found.count; entry++) {
      let post: ArrayLike<number> = doc.positions;
      let from = doc.positionStart(entry);
      let to = doc.positionEnd(entry);
      if (from === to) {
        post = POSNULL_OR;
        from = 0;
        to = 1;
      }
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      for (let j = 0; j < to - from; j++) {
        const weight = weightOf(post[from + j]!);
        resj = f(resj + f(weight / ((j + 1) * (j + 1))));
        if (weight > wjm) {
          wjm = weight;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  if (size > 0) res = f(res / size);
  return res;
}

function rankAnd(doc: RankDocument, size: number): number {
  if (size < 2) return rankOr(doc, size);
  // Per operand, the positions of the last entry it matched: array, start and end (PostgreSQL's pos[i]).
  const arrays: (ArrayLike<number> | null)[] = new Array(size).fill(null);
  const starts = new Int32Array(size);
  const ends = new Int32Array(size);
  let res = -1;
  for (let i = 0; i < size; i++) {
    const found = doc.find(i);
    if (!found) continue;
    for (let entry = found.first; entry < found.first + found.count; entry++) {
      let post: ArrayLike<number> = doc.positions;
      let from = doc.positionStart(entry);
      let to = doc.positionEnd(entry);
      if (from === to) {
        post = POSNULL_AND;
        from = 0;
        to = 1;
      }
      arrays[i] = post;
      starts[i] = from;
      ends[i] = to;
      for (let k = 0; k < i; k++) {
        const ct = arrays[k];
        if (!ct) continue;
        for (let l = from; l < to; l++) {
          for (let p = starts[k]!; p < ends[k]!; p++) {
            let dist = Math.abs((post[l]! & POS_MASK) - (ct[p]! & POS_MASK));
            if (dist || post === POSNULL_AND || ct === POSNULL_AND) {
              if (!dist) dist = MAXENTRYPOS;
              const curw = f(Math.sqrt(f(f(weightOf(post[l]!) * weightOf(ct[p]!)) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/**
 * `ts_rank(document, query)` with default weights and normalisation 0, a 32-bit float. `operands`: how many distinct
 * operands the query has (sortedUniqueOperands; `doc.find(i)` answers for the i-th); `itemCount`: querySize.
 */
export function tsRank(doc: RankDocument, query: QueryNode | null, operands: number, itemCount: number): number {
  if (doc.entryCount === 0 || !query || itemCount === 0) return 0;
  let res = query.kind === 'and' ? rankAnd(doc, operands) : rankOr(doc, operands);
  if (res < 0) res = f(1e-20);
  return res;
}

/**
 * pg_trgm's trigrams of a text, in order and with repeats (`generate_trgm_only`): each word (a run of letters and
 * digits) lower-cased and padded as '  word ', every three consecutive characters one trigram (as a number). Only for
 * ASCII text: null otherwise (pg_trgm hashes trigrams of other characters, and what a letter is depends on the locale).
 */
export function trigramsOf(text: string): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return null;
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      out.push((padded.charCodeAt(i) << 16) | (padded.charCodeAt(i + 1) << 8) | padded.charCodeAt(i + 2));
    }
  }
  return out;
}

/**
 * pg_trgm's `word_similarity(keyword, text)` (calc_word_similarity and iterate_word_similarity of trgm_op.c, plain,
 * not strict), a 32-bit float, from the trigrams of both (trigramsOf). With `checkOnly` it may stop as soon as the
 * similarity reaches `threshold`, as the `%>` operator does: then only `>= threshold` is meaningful. With `judged` a
 * value under the threshold may be any value under it (trigramSimilarity's `ahead`), one at or above it is exact.
 */
export function wordSimilarity(
  keyword: readonly number[],
  text: readonly number[],
  checkOnly = false,
  threshold = 0.6,
  judged = false,
): number {
  // Number the trigrams of both (any numbering will do: only equality counts).
  const numbers = new Map<number, number>();
  const number = (trigram: number) => {
    let n = numbers.get(trigram);
    if (n === undefined) numbers.set(trigram, (n = numbers.size));
    return n;
  };
  const textNumbers = Int32Array.from(text, number);
  const distinct = new Set(keyword.map(number));
  const required = new Uint8Array(numbers.size);
  for (const n of distinct) required[n] = 1;
  return trigramSimilarity(
    required,
    distinct.size,
    textNumbers,
    0,
    textNumbers.length,
    new Int32Array(numbers.size).fill(-1),
    checkOnly,
    threshold,
    judged ? new Int32Array(textNumbers.length) : undefined,
  );
}

/**
 * The core of wordSimilarity on numbered trigrams: `required[n]` is 1 for the keyword's trigrams (`ulen1` distinct
 * ones), the text is `text[from .. to)`; `lastpos` is scratch space of -1 for every trigram number, left so again.
 *
 * With `ahead` (scratch space of at least `to - from` numbers) a value under `threshold` may be given as any value
 * under it: the search stops once no extent still to come can reach the threshold. Every value the search computes
 * is `count / (ulen1 + ulen2 - count)` with `ulen2 >= count`, so at most `count / ulen1`, and an extent starting at or
 * after `lower` holds at most the keyword trigrams of `text[lower ..]` (`ahead[lower]`, counted once each); `lower`
 * never moves back. A value at or above the threshold is exactly the one without `ahead`.
 */
export function trigramSimilarity(
  required: Uint8Array,
  ulen1: number,
  text: ArrayLike<number>,
  from: number,
  to: number,
  lastpos: Int32Array,
  checkOnly: boolean,
  threshold: number,
  ahead?: Int32Array,
): number {
  let ulen2 = 0;
  let count = 0;
  let upper: number;
  let lower = -1;
  let smlrMax = 0;
  const len2 = to - from;
  if (ahead) {
    // The keyword's distinct trigrams from each position to the end (lastpos marks them meanwhile, -1 again after).
    let distinct = 0;
    for (let i = len2 - 1; i >= 0; i--) {
      const trigram = text[from + i]!;
      if (required[trigram] === 1 && lastpos[trigram]! < 0) {
        distinct++;
        lastpos[trigram] = i;
      }
      ahead[i] = distinct;
    }
    for (let i = 0; i < len2; i++) lastpos[text[from + i]!] = -1;
  }
  for (let i = 0; i < len2; i++) {
    const trigram = text[from + i]!;
    const found = required[trigram] === 1;
    if (lower >= 0 || found) {
      if (lastpos[trigram]! < 0) {
        ulen2++;
        if (found) count++;
      }
      lastpos[trigram] = i;
    }
    if (!found) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = f(count / (ulen1 + ulen2 - count));
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    // A start whose counts did not change since the last one computed gives the same value, which did not beat
    // smlrCur: only the starts after a trigram's last occurrence are computed. Every value from here on is at most
    // tmpCount / ulen1 (tmpUlen2 >= tmpCount), and tmpCount only falls: once that cannot beat smlrCur, nothing changes.
    let changed = true;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      if (changed) {
        const smlrTmp = f(tmpCount / (ulen1 + tmpUlen2 - tmpCount));
        if (smlrTmp > smlrCur) {
          smlrCur = smlrTmp;
          ulen2 = tmpUlen2;
          lower = tmpLower;
          count = tmpCount;
        }
        if (checkOnly && smlrCur >= threshold) break;
        if (f(tmpCount / ulen1) <= smlrCur) break;
        changed = false;
      }
      const tmpTrigram = text[from + tmpLower]!;
      if (lastpos[tmpTrigram] === tmpLower) {
        tmpUlen2--;
        if (required[tmpTrigram] === 1) tmpCount--;
        changed = true;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    if (checkOnly && smlrMax >= threshold) break;
    if (ahead && smlrMax < threshold && f(ahead[lower]! / ulen1) < threshold) break;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrigram = text[from + tmpLower]!;
      if (lastpos[tmpTrigram] === tmpLower) lastpos[tmpTrigram] = -1;
    }
  }
  for (let i = 0; i < len2; i++) lastpos[text[from + i]!] = -1;
  return smlrMax;
}
