/**
 * Reading an uploaded order list into rows (issue 17): CSV through csv-parse, XLSX through ExcelJS, after the
 * domain has sniffed the bytes. Every limit is checked before or while parsing, so a hostile file costs little:
 * size first, then line length and line count on the raw text, then columns per row. Nothing here knows products.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  decodeUploadText,
  detectDelimiter,
  longestLine,
  MAX_UPLOAD_COLUMNS,
  MAX_UPLOAD_LINE_CHARS,
  MAX_UPLOAD_LINES,
  sniffUpload,
  type ColumnMapping,
  type RawUploadLine,
  type UploadProblem,
} from '@toonbank/domain';

/** One row of the sheet: its line (row) number in the file and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export interface Sheet {
  kind: 'csv' | 'xlsx' | 'text';
  rows: SheetRow[];
  /** The worksheet read (XLSX), and how many the workbook has. */
  sheetName: string | null;
  sheetCount: number;
}

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; problem: UploadProblem };

const refuse = (message: UploadProblem['message'], params?: UploadProblem['params']): SheetResult => ({
  ok: false,
  problem: params ? { message, params } : { message },
});

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The rows of a file, whatever kind its bytes say it is. */
export async function readUploadFile(bytes: Uint8Array): Promise<SheetResult> {
  const sniffed = sniffUpload(bytes);
  if (sniffed.kind === 'refused') return { ok: false, problem: sniffed.problem };
  if (sniffed.kind === 'xlsx') return readXlsx(bytes);
  return readCsv(decodeUploadText(bytes), 'csv');
}

/**
 * Pasted lines: as CSV when they hold a semicolon, comma or tab; otherwise each line's last word is the quantity
 * ('100234 6', or a barcode written in groups '8712 3456 78906 6').
 */
export function readPastedText(text: string): SheetResult {
  if (text.trim() === '') return refuse('uploadEmpty');
  if (/[;,\t]/.test(text)) return readCsv(text, 'text');
  const lines = text.split(/\r?\n/);
  const check = checkTextLimits(text, lines.length);
  if (check) return check;
  const rows: SheetRow[] = [];
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    const match = /^(.*\S)\s+(\S+)$/.exec(trimmed);
    rows.push({ line: index + 1, cells: match ? [match[1]!, match[2]!] : [trimmed, ''] });
  });
  return rows.length === 0 ? refuse('uploadEmpty') : { ok: true, sheet: { kind: 'text', rows, sheetName: null, sheetCount: 1 } };
}

function checkTextLimits(text: string, lineCount: number): SheetResult | null {
  if (longestLine(text) > MAX_UPLOAD_LINE_CHARS) {
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.length > MAX_UPLOAD_LINE_CHARS) + 1;
    return refuse('uploadLineTooLong', { line, max: MAX_UPLOAD_LINE_CHARS });
  }
  // A header and trailing empty lines may come on top of the order lines.
  if (lineCount > MAX_UPLOAD_LINES + 1 && text.split(/\r?\n/).filter((l) => l.trim() !== '').length > MAX_UPLOAD_LINES + 1) {
    return refuse('uploadTooManyLines', { max: MAX_UPLOAD_LINES });
  }
  return null;
}

function readCsv(text: string, kind: 'csv' | 'text'): SheetResult {
  const check = checkTextLimits(text, text.split('\n').length);
  if (check) return check;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_UPLOAD_LINE_CHARS * 4,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    // An unclosed quote or a quoted field running over many lines: not an order list we can read.
    return refuse('uploadNotSpreadsheet');
  }
  const rows: SheetRow[] = [];
  for (const { record, info } of records) {
    if (record.length > MAX_UPLOAD_COLUMNS) return refuse('uploadTooManyColumns', { line: info.lines, max: MAX_UPLOAD_COLUMNS });
    if (isBlank(record)) continue;
    rows.push({ line: info.lines, cells: record });
  }
  if (rows.length > MAX_UPLOAD_LINES + 1) return refuse('uploadTooManyLines', { max: MAX_UPLOAD_LINES });
  if (rows.length === 0) return refuse('uploadEmpty');
  return { ok: true, sheet: { kind, rows, sheetName: null, sheetCount: 1 } };
}

/**
 * A cell as the customer saw it in Excel: numbers as written (no thousands separator), a formula by its cached
 * result (never evaluated here; without a result its text '=...' stays, so the line gets a clear status), rich
 * text and hyperlinks by their text, errors and empty cells as ''.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (typeof result === 'number' || typeof result === 'string') return String(result);
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    return `=${String(formula)}`;
  }
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

async function readXlsx(bytes: Uint8Array): Promise<SheetResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    return refuse('uploadNotSpreadsheet');
  }
  const sheets = workbook.worksheets.filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden');
  // The first visible sheet that holds anything: an order list is one sheet; others (prices, notes) are not read.
  const sheet = sheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return refuse('uploadEmpty');
  if (sheet.actualRowCount > MAX_UPLOAD_LINES + 1) return refuse('uploadTooManyLines', { max: MAX_UPLOAD_LINES });
  if (sheet.actualColumnCount > MAX_UPLOAD_COLUMNS) return refuse('uploadTooManyColumns', { line: 1, max: MAX_UPLOAD_COLUMNS });
  const rows: SheetRow[] = [];
  let tooWide: number | null = null;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooWide !== null) return;
    if (row.cellCount > MAX_UPLOAD_COLUMNS) {
      tooWide = rowNumber;
      return;
    }
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // A merged cell counts once, in its top-left cell; the others are empty (a merged header or code is not repeated).
      cells[column - 1] = cell.isMerged && cell.master !== cell ? '' : cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (!isBlank(filled)) rows.push({ line: rowNumber, cells: filled });
  });
  if (tooWide !== null) return refuse('uploadTooManyColumns', { line: tooWide, max: MAX_UPLOAD_COLUMNS });
  if (rows.length === 0) return refuse('uploadEmpty');
  return { ok: true, sheet: { kind: 'xlsx', rows, sheetName: sheet.name, sheetCount: sheets.length } };
}

/** The order lines of a sheet under a column mapping (the header row, when there is one, is left out). */
export function toRawLines(rows: readonly SheetRow[], mapping: ColumnMapping): RawUploadLine[] {
  return rows.slice(mapping.header ? 1 : 0).map((row) => ({
    line: row.line,
    code: row.cells[mapping.code] ?? '',
    quantity: row.cells[mapping.quantity] ?? '',
  }));
}
