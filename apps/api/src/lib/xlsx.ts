/**
 * Spreadsheet exports (§3 export formats pdf/xlsx) with write-excel-file: a header row and typed cells (text, amounts
 * in euros with a euro format, dates). Every text cell goes through the domain's `spreadsheetSafeText`, so text that
 * would start a formula (= + - @) is shown as text and never runs.
 */
import { centsToAmount, spreadsheetSafeText } from '@toonbank/domain';
import writeExcelFile, { type CellObject, type SheetData } from 'write-excel-file/node';

export type XlsxCell = { text: string } | { cents: number } | { date: Date } | { count: number };

const EURO_FORMAT = '"€" #,##0.00;"€" -#,##0.00';

function cell(value: XlsxCell): CellObject {
  if ('text' in value) return { type: String, value: spreadsheetSafeText(value.text) };
  if ('cents' in value) return { type: Number, value: centsToAmount(value.cents), format: EURO_FORMAT };
  if ('count' in value) return { type: Number, value: value.count };
  return { type: Date, value: value.date, format: 'dd-mm-yyyy' };
}

/** One sheet as an .xlsx file: bold headers, the given column widths, the rows' cells. */
export async function xlsxOf(
  sheet: string,
  columns: readonly { header: string; width: number }[],
  rows: readonly XlsxCell[][],
): Promise<Buffer> {
  const data: SheetData = [
    columns.map((column): CellObject => ({ type: String, value: spreadsheetSafeText(column.header), fontWeight: 'bold' })),
    ...rows.map((row) => row.map(cell)),
  ];
  return writeExcelFile(data, {
    sheet: spreadsheetSafeText(sheet).slice(0, 31),
    columns: columns.map((column) => ({ width: column.width })),
  }).toBuffer();
}
