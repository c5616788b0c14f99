/**
 * The files the order upload hands out (issue 17): the template and the per-line report, as CSV (semicolon, UTF-8
 * with byte-order mark: Dutch Excel opens it in columns with accents intact) or XLSX. Every text cell that could be
 * read as a formula is escaped (`escapeSpreadsheetCell`).
 */
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { escapeSpreadsheetCell } from '@toonbank/domain';

export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A sheet of text and numbers as a file; text cells escaped, numbers kept as numbers (XLSX) or written plainly. */
export async function writeSheet(
  format: SheetFormat,
  sheetName: string,
  rows: readonly (readonly (string | number)[])[],
): Promise<Uint8Array> {
  const safe = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? escapeSpreadsheetCell(cell) : cell)));
  if (format === 'csv') {
    return new TextEncoder().encode(`\ufeff${stringify(safe, { delimiter: ';', record_delimiter: 'windows' })}`);
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Toonbank';
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of safe) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    let width = 10;
    column.eachCell?.((cell) => {
      width = Math.max(width, Math.min(60, String(cell.value ?? '').length + 2));
    });
    column.width = width;
  });
  // Codes are text: a barcode must not turn into 8.71E+12.
  sheet.getColumn(1).numFmt = '@';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
