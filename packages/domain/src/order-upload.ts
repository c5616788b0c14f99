/**
 * Order upload (issue 17, spec §2 /bestelling-uploaden, §8): the pure rules of reading a customer's order list —
 * what file it is (by its bytes, never its name), how its text is decoded, which columns hold the code and the
 * quantity, what a code and a quantity may look like, and which status each line gets. The parsing libraries and
 * the database sit in the API; the product rules themselves (visibility, orderable, quantity alignment, caps) are
 * the cart's (`judgeCartProduct`), never copied here.
 */
import { judgeCartProduct, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartProductFacts } from './cart-rules.ts';
import type { MessageId } from './messages.ts';
import { trimProductNumber } from './product-rules.ts';

// ------------------------------------------------------------------ limits

/** Largest file accepted: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Most order lines one file or paste may hold (a header row does not count). */
export const MAX_UPLOAD_LINES = 5_000;
/** Longest line of a CSV file or paste, in characters: a longer one is not an order line (a 'CSV bomb'). */
export const MAX_UPLOAD_LINE_CHARS = 4_000;
/** Most columns a row may have. */
export const MAX_UPLOAD_COLUMNS = 50;
/** Longest code a line may carry; a longer one is not a product number, barcode or supplier code. */
export const MAX_UPLOAD_CODE_CHARS = 40;

// --------------------------------------------------------------- the file

export type UploadRefusal =
  | 'uploadEmpty'
  | 'uploadNotSpreadsheet'
  | 'uploadOldExcel'
  | 'uploadTooLarge'
  | 'uploadTooManyLines'
  | 'uploadLineTooLong'
  | 'uploadTooManyColumns'
  | 'uploadNoLines'
  | 'uploadFailed';

/** Why a whole file is refused, with its message's parameters. */
export interface UploadProblem {
  message: UploadRefusal & MessageId;
  params?: Record<string, string | number>;
}

export type SniffedUpload = { kind: 'csv' } | { kind: 'xlsx' } | { kind: 'refused'; problem: UploadProblem };

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Signatures of files that are certainly no order list (images, documents, archives, programs). */
const BINARY_MAGIC: readonly (readonly number[])[] = [
  ascii('%PDF'),
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  ascii('GIF8'),
  ascii('RIFF'), // WebP, WAV, AVI
  [0x1f, 0x8b], // gzip
  ascii('Rar!'),
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  ascii('MZ'), // Windows program
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  ascii('BM'),
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // old .xls, .doc
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];

/** True when `needle` (ASCII) occurs in the bytes: zip entry names are stored as plain bytes. */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = ascii(needle);
  outer: for (let i = 0; i <= bytes.length - codes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * What an uploaded file is, from its content (the name and the browser's type are not trusted): an XLSX workbook
 * (a zip holding `xl/workbook.xml`), text that may be CSV, or refused (empty, another zip, an old .xls, an image,
 * a PDF, any other binary).
 */
export function sniffUpload(bytes: Uint8Array): SniffedUpload {
  const refused = (message: UploadRefusal): SniffedUpload => ({ kind: 'refused', problem: { message } });
  if (bytes.length > MAX_UPLOAD_BYTES) return { kind: 'refused', problem: { message: 'uploadTooLarge', params: { max: 5 } } };
  if (startsWith(bytes, ZIP)) return containsAscii(bytes, 'xl/workbook.xml') ? { kind: 'xlsx' } : refused('uploadNotSpreadsheet');
  if (startsWith(bytes, OLE2)) return refused('uploadOldExcel');
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic))) return refused('uploadNotSpreadsheet');
  const head = bytes.subarray(0, 8192);
  if (!startsWith(head, UTF16LE_BOM) && head.includes(0)) return refused('uploadNotSpreadsheet');
  let controls = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) controls++;
  if (controls > 0 && controls * 100 > head.length) return refused('uploadNotSpreadsheet');
  if (decodeUploadText(bytes).trim() === '') return refused('uploadEmpty');
  return { kind: 'csv' };
}

/**
 * The text of a CSV file or paste: UTF-8 (with or without byte-order mark), UTF-16 with its mark (Excel's 'Unicode
 * text'), otherwise Windows-1252 as Dutch Excel writes 'CSV (puntkomma)'.
 */
export function decodeUploadText(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Some runtimes decode 'windows-1252' as Latin-1; its own characters in 0x80-0x9F (€, ‘, ’, „, …) are put right here.
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] || c);
  }
}

/** Windows-1252's characters for the bytes 0x80-0x9F (empty: unassigned). */
const WINDOWS_1252_HIGH = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
];

/**
 * The field separator of a CSV text: the one of semicolon (Dutch Excel), comma or tab that occurs most often outside
 * quotes in the first line that is not empty; a comma when none does.
 */
export function detectDelimiter(text: string): ';' | ',' | '\t' {
  const firstLine =
    text
      .slice(0, MAX_UPLOAD_LINE_CHARS * 4)
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts[';'] === 0 && counts[','] === 0 && counts['\t'] === 0) return ',';
  return counts[';'] >= counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
}

/** The longest line of a text, in characters (the CSV-bomb check runs before the parser). */
export function longestLine(text: string): number {
  let longest = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text.charCodeAt(i) === 10) {
      longest = Math.max(longest, i - start);
      start = i + 1;
    }
  }
  return longest;
}

// ------------------------------------------------------------ the columns

/** Which column (0-based) holds the code and which the quantity, and whether the first row is a header. */
export interface ColumnMapping {
  header: boolean;
  code: number;
  quantity: number;
}

/** A mapping as remembered for a customer: by header name when the file had one, else by position. */
export interface RememberedMapping extends ColumnMapping {
  codeHeader: string | null;
  quantityHeader: string | null;
}

/** A header cell made comparable: lower case, without accents, punctuation or repeated spaces. */
export function normalizeHeader(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Headers (normalised) that name the code column, in Dutch and English; the first found wins. */
export const CODE_HEADERS: readonly string[] = [
  'artikelnummer',
  'artikelnr',
  'art nr',
  'artnr',
  'productnummer',
  'productnr',
  'product number',
  'product no',
  'product code',
  'productcode',
  'item number',
  'item no',
  'item code',
  'sku',
  'ean',
  'ean code',
  'ean13',
  'gtin',
  'upc',
  'barcode',
  'streepjescode',
  'scancode',
  'scan code',
  'leverancierscode',
  'leveranciersartikelnummer',
  'leveranciers artikelnummer',
  'supplier code',
  'supplier product code',
  'bestelcode',
  'order code',
  'nummer',
  'number',
  'code',
];

/** Headers (normalised) that name the quantity column. */
export const QUANTITY_HEADERS: readonly string[] = [
  'aantal',
  'aantal stuks',
  'hoeveelheid',
  'stuks',
  'te bestellen',
  'bestellen',
  'bestelaantal',
  'qty',
  'quantity',
  'amount',
  'pieces',
  'order quantity',
  'count',
];

function findHeader(cells: readonly string[], names: readonly string[]): number {
  const normalized = cells.map(normalizeHeader);
  for (const name of names) {
    const index = normalized.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * The columns of a sheet from its first row: a recognised header (Dutch or English), else the remembered mapping
 * (by header name when it had one, else by position), else two columns of code and whole number without header;
 * null when the customer has to say which column is which.
 */
export function recognizeColumns(firstRow: readonly string[], remembered?: RememberedMapping | null): ColumnMapping | null {
  const code = findHeader(firstRow, CODE_HEADERS);
  const quantity = findHeader(firstRow, QUANTITY_HEADERS);
  if (code >= 0 && quantity >= 0 && code !== quantity) return { header: true, code, quantity };
  if (remembered) {
    if (remembered.header && remembered.codeHeader !== null && remembered.quantityHeader !== null) {
      const cells = firstRow.map(normalizeHeader);
      const c = cells.indexOf(normalizeHeader(remembered.codeHeader));
      const q = cells.indexOf(normalizeHeader(remembered.quantityHeader));
      if (c >= 0 && q >= 0 && c !== q) return { header: true, code: c, quantity: q };
    } else if (!remembered.header && Math.max(remembered.code, remembered.quantity) < firstRow.length) {
      return { header: false, code: remembered.code, quantity: remembered.quantity };
    }
  }
  const filled = firstRow.filter((cell) => cell.trim() !== '');
  if (filled.length === 2 && firstRow.length <= 3 && parseQuantity(firstRow[1] ?? '').ok) return { header: false, code: 0, quantity: 1 };
  return null;
}

/** What to remember of a mapping the customer chose for a sheet with `firstRow`. */
export function rememberMapping(mapping: ColumnMapping, firstRow: readonly string[]): RememberedMapping {
  return {
    ...mapping,
    codeHeader: mapping.header ? (firstRow[mapping.code] ?? null) : null,
    quantityHeader: mapping.header ? (firstRow[mapping.quantity] ?? null) : null,
  };
}

// ------------------------------------------------------- codes and numbers

export type QuantityProblem = 'quantityMissing' | 'quantityInvalid' | 'quantityNotPositive' | 'quantityFraction' | 'quantityTooLarge';
export type ParsedQuantity = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

/**
 * A quantity as a customer's sheet writes it: a whole number, also '12,0' or '12.00', '1.000' (Dutch thousands) or
 * a number cell. Empty, text, formulas, zero, negative, fractional and too-large quantities each get their own problem.
 */
export function parseQuantity(raw: string | number | null | undefined): ParsedQuantity {
  if (raw === null || raw === undefined) return { ok: false, problem: 'quantityMissing' };
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else {
    const text = raw.replace(/[\s\u00a0]/g, '');
    if (text === '') return { ok: false, problem: 'quantityMissing' };
    if (/^[+-]?\d+$/.test(text)) value = Number(text);
    else if (/^[+-]?\d{1,3}(\.\d{3})+$/.test(text)) value = Number(text.replace(/\./g, ''));
    else if (/^[+-]?\d+[.,]\d+$/.test(text)) value = Number(text.replace(',', '.'));
    else return { ok: false, problem: 'quantityInvalid' };
  }
  if (!Number.isFinite(value)) return { ok: false, problem: 'quantityInvalid' };
  if (value <= 0) return { ok: false, problem: 'quantityNotPositive' };
  if (!Number.isInteger(value)) return { ok: false, problem: 'quantityFraction' };
  if (value > MAX_LINE_QUANTITY) return { ok: false, problem: 'quantityTooLarge' };
  return { ok: true, value };
}

export type CodeProblem = 'codeMissing' | 'codeInvalid';
export type ParsedCode = { ok: true; code: string } | { ok: false; problem: CodeProblem };

/**
 * A code as typed or read: without surrounding and inner spaces (a barcode written in groups), without Excel's
 * leading apostrophe, in capitals (supplier codes). Control characters or a code longer than 40 are invalid.
 */
export function parseCode(raw: string | number | null | undefined): ParsedCode {
  if (raw === null || raw === undefined) return { ok: false, problem: 'codeMissing' };
  const text = String(raw)
    .replace(/[\s\u00a0]/g, '')
    .replace(/^'/, '')
    .toUpperCase();
  if (text === '') return { ok: false, problem: 'codeMissing' };
  if (text.length > MAX_UPLOAD_CODE_CHARS || [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return { ok: false, problem: 'codeInvalid' };
  }
  return { ok: true, code: text };
}

/**
 * The values a code may be stored as: itself; without leading zeros (a product number Excel kept as text, a GTIN-14);
 * a 12-digit UPC-A as its EAN-13 (a leading zero); and leading zeros Excel dropped from an EAN-13 put back.
 */
export function codeCandidates(code: string): string[] {
  const candidates = new Set([code]);
  if (/^\d+$/.test(code)) {
    const stripped = code.replace(/^0+(?=\d)/, '');
    candidates.add(stripped);
    if (stripped.length < 13 && stripped.length >= 11) candidates.add(stripped.padStart(13, '0'));
    if (code.length === 14 && code.startsWith('0')) candidates.add(code.slice(1));
  }
  return [...candidates];
}

/** The product facts a code is matched on. */
export interface CodedProduct {
  id: number;
  number: string;
  scanCode: string | null;
  supplierProductCode: string | null;
}

/**
 * Which product a code means, among the products any of its candidates matched: a product number first, then a
 * barcode, then a supplier code, then the first 6 characters of a product number (§9, the number as shown); within
 * one kind the lowest id. Undefined when none matches.
 */
export function matchCode<T extends CodedProduct>(code: string, products: readonly T[]): T | undefined {
  const candidates = new Set(codeCandidates(code));
  const byId = [...products].sort((a, b) => a.id - b.id);
  const kinds: ((product: T) => boolean)[] = [
    (p) => candidates.has(p.number.toUpperCase()),
    (p) => p.scanCode !== null && candidates.has(p.scanCode),
    (p) => p.supplierProductCode !== null && candidates.has(p.supplierProductCode.toUpperCase()),
    (p) => code.length === 6 && trimProductNumber(p.number).toUpperCase() === code,
  ];
  for (const kind of kinds) {
    const found = byId.find(kind);
    if (found) return found;
  }
  return undefined;
}

// -------------------------------------------------------------- the lines

/** One order line as read from the file or typed, before any product is looked up. */
export interface RawUploadLine {
  /** The line number in the file (header row counted) or the position in the list. */
  line: number;
  code: string;
  quantity: string;
}

export type UploadLineStatus =
  | 'ok'
  | 'raised'
  | 'lowered'
  | 'merged'
  | 'notFound'
  | 'notOrderable'
  | 'notReleased'
  | 'noStock'
  | 'cartFull'
  | CodeProblem
  | QuantityProblem;

/** Lines with these statuses go into the cart. */
export const GOOD_UPLOAD_STATUSES: readonly UploadLineStatus[] = ['ok', 'raised', 'lowered'];

export function isGoodUploadStatus(status: UploadLineStatus): boolean {
  return GOOD_UPLOAD_STATUSES.includes(status);
}

/** §8: the message of each line status; the text carries the line number and code. */
export const UPLOAD_STATUS_MESSAGES: Record<UploadLineStatus, MessageId> = {
  ok: 'uploadLineOk',
  raised: 'uploadLineRaised',
  lowered: 'uploadLineLowered',
  merged: 'uploadLineMerged',
  notFound: 'uploadLineNotFound',
  notOrderable: 'uploadLineNotOrderable',
  notReleased: 'uploadLineNotReleased',
  noStock: 'uploadLineNoStock',
  cartFull: 'uploadLineCartFull',
  codeMissing: 'uploadLineCodeMissing',
  codeInvalid: 'uploadLineCodeInvalid',
  quantityMissing: 'uploadLineQuantityMissing',
  quantityInvalid: 'uploadLineQuantityInvalid',
  quantityNotPositive: 'uploadLineQuantityNotPositive',
  quantityFraction: 'uploadLineQuantityFraction',
  quantityTooLarge: 'uploadLineQuantityTooLarge',
};

/** A checked line: its status, the product it found and the quantity that goes into the cart (0 for a bad line). */
export interface CheckedUploadLine<P> {
  line: number;
  code: string;
  requested: string;
  status: UploadLineStatus;
  product: P | null;
  quantity: number;
  /** For a merged line: the line it was added to. */
  mergedInto: number | null;
}

/**
 * Checks order lines against the products their codes found (`lookup` gives the product of a normalised code, as
 * `matchCode` chose it): bad codes and quantities first, then duplicates merged into their first line (quantities
 * added), then each product judged by the cart's own rule on the merged quantity, and good products beyond the cart's
 * line limit marked 'cart full'. Lines keep their order.
 */
export function checkUploadLines<P extends CartProductFacts & { id: number }>(
  lines: readonly RawUploadLine[],
  lookup: (code: string) => P | undefined,
): CheckedUploadLine<P>[] {
  const checked: CheckedUploadLine<P>[] = [];
  const firstOf = new Map<number, CheckedUploadLine<P>>();
  const wanted = new Map<CheckedUploadLine<P>, number>();
  for (const raw of lines) {
    const base = { line: raw.line, code: raw.code.trim(), requested: raw.quantity.trim(), product: null, quantity: 0, mergedInto: null };
    const code = parseCode(raw.code);
    if (!code.ok) {
      checked.push({ ...base, status: code.problem });
      continue;
    }
    const product = lookup(code.code) ?? null;
    const quantity = parseQuantity(raw.quantity);
    if (!product) {
      checked.push({ ...base, code: code.code, status: 'notFound' });
      continue;
    }
    if (!quantity.ok) {
      checked.push({ ...base, code: code.code, product, status: quantity.problem });
      continue;
    }
    const first = firstOf.get(product.id);
    if (first) {
      wanted.set(first, (wanted.get(first) ?? 0) + quantity.value);
      checked.push({ ...base, code: code.code, product, status: 'merged', mergedInto: first.line });
      continue;
    }
    const entry: CheckedUploadLine<P> = { ...base, code: code.code, product, status: 'ok' };
    firstOf.set(product.id, entry);
    wanted.set(entry, quantity.value);
    checked.push(entry);
  }
  let goodProducts = 0;
  for (const [entry, total] of wanted) {
    const verdict = judgeCartProduct(entry.product!, Math.min(total, MAX_LINE_QUANTITY));
    if (verdict.kind === 'notFound' || verdict.kind === 'notReleased' || verdict.kind === 'notOrderable' || verdict.kind === 'noStock') {
      entry.status = verdict.kind;
      continue;
    }
    if (goodProducts >= MAX_CART_LINES) {
      entry.status = 'cartFull';
      continue;
    }
    goodProducts++;
    entry.quantity = verdict.quantity;
    entry.status = verdict.kind === 'lowered' ? 'lowered' : verdict.quantity > total ? 'raised' : 'ok';
  }
  // A merged line shares its first line's fate: nothing of its own goes in the cart.
  return checked;
}

/** The counts a report's summary shows. */
export function summarizeUpload(lines: readonly { status: UploadLineStatus; quantity: number }[]): {
  lines: number;
  good: number;
  problems: number;
  pieces: number;
} {
  const good = lines.filter((line) => isGoodUploadStatus(line.status));
  return {
    lines: lines.length,
    good: good.length,
    problems: lines.filter((line) => !isGoodUploadStatus(line.status) && line.status !== 'merged').length,
    pieces: good.reduce((sum, line) => sum + line.quantity, 0),
  };
}

// --------------------------------------------------------------- the report

/**
 * A cell value safe to open in a spreadsheet: text starting with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, so it is shown as text and never run as a formula (CSV injection).
 */
export function escapeSpreadsheetCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The template's header row and example lines (CSV and XLSX alike). */
export const UPLOAD_TEMPLATE = {
  headers: ['Artikelnummer', 'Aantal'],
  examples: [
    ['8712345678906', '6'],
    ['100234', '2'],
  ],
} as const;
