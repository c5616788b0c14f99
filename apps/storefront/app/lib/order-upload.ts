/** What the order upload page, the quick order and the scan modal share in the browser and on the server (issue 17). */
import type { UploadLine, UploadReport } from '@toonbank/api/types';
import { MAX_UPLOAD_LINES } from '@toonbank/domain';

export type { UploadLine, UploadReport };

/** A line as the page keeps it between checks: the number it was read or typed as, its code and quantity text. */
export interface WorkingLine {
  Line: number;
  Code: string;
  Quantity: string;
}

/** The answer of the page's actions and of the quick order's lookup. */
export type UploadActionResult =
  | { ok: true; intent: 'check' | 'recheck' | 'lookup'; report: UploadReport }
  | { ok: false; intent: string; error: string };

export const workingLines = (lines: readonly UploadLine[]): WorkingLine[] =>
  lines.map((line) => ({ Line: line.Line, Code: line.Code, Quantity: line.Quantity }));

/** The lines as JSON for a form field; null when there are none or too many. */
export function linesJson(lines: readonly WorkingLine[]): string {
  return JSON.stringify(lines.slice(0, MAX_UPLOAD_LINES));
}

/** Lines from a form field, or null when it is not a list of lines. */
export function readLines(value: FormDataEntryValue | null): WorkingLine[] | null {
  if (typeof value !== 'string' || value.length > 2_000_000) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_UPLOAD_LINES) return null;
    const lines: WorkingLine[] = [];
    for (const item of parsed) {
      if (typeof item !== 'object' || item === null) return null;
      const { Line, Code, Quantity } = item as Record<string, unknown>;
      if (!Number.isInteger(Line) || typeof Code !== 'string' || typeof Quantity !== 'string') return null;
      lines.push({ Line: Line as number, Code: Code.slice(0, 200), Quantity: Quantity.slice(0, 40) });
    }
    return lines;
  } catch {
    return null;
  }
}

/**
 * A scanned or typed code added to the list: a line with the same code gets its quantity raised by one purchase
 * unit (the product's, as the last check found it), otherwise a new line at the end.
 */
export function addCode(
  lines: readonly WorkingLine[],
  report: readonly { Line: number; Product: { PurchaseUnitFactor: number } | null }[],
  code: string,
  quantity?: number,
): WorkingLine[] {
  const clean = code.replace(/\s+/g, '').toUpperCase();
  const existing = lines.findIndex((line) => line.Code.replace(/\s+/g, '').toUpperCase() === clean);
  if (existing >= 0) {
    const line = lines[existing]!;
    const checked = report.find((r) => r.Line === line.Line);
    const step = quantity ?? Math.max(1, checked?.Product?.PurchaseUnitFactor ?? 1);
    const current = Number.parseInt(line.Quantity, 10);
    const next = (Number.isFinite(current) && current > 0 ? current : 0) + step;
    return lines.map((l, i) => (i === existing ? { ...l, Quantity: String(next) } : l));
  }
  const number = lines.reduce((max, line) => Math.max(max, line.Line), 0) + 1;
  return [...lines, { Line: number, Code: clean, Quantity: String(quantity ?? 1) }];
}
