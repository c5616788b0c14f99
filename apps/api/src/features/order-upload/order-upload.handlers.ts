import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  isGoodUploadStatus,
  recognizeColumns,
  rememberMapping,
  translateMessage,
  UPLOAD_TEMPLATE,
  type ColumnMapping,
  type MessageId,
  type RawUploadLine,
} from '@toonbank/domain';
import { findUploadMapping, saveUploadMapping } from '@toonbank/db/repositories/order-upload';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { enforce, type LimitName } from '../../lib/rate-limits.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { addGoodLines, checkLines, toReport } from './order-upload.check.ts';
import { SHEET_TYPES, writeSheet, type SheetFormat } from './order-upload.files.ts';
import { readPastedText, readUploadFile, toRawLines, type Sheet } from './order-upload.parsing.ts';
import type {
  addUploadRoute,
  checkUploadLinesRoute,
  checkUploadRoute,
  uploadReportRoute,
  uploadTemplateRoute,
} from './order-upload.routes.ts';

/**
 * The acting customer (401 anonymous, 404 a representative acting for nobody) and the catalogue as they see it; the
 * call counts against the customer's upload limit (429 beyond it, nothing checked).
 */
async function uploader(c: Context<AppEnv>, limit: LimitName) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, requireSession(session));
  await enforce(c, [[limit, String(customerId)]]);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

const toLines = (lines: readonly { Line: number; Code: string; Quantity: string }[]): RawUploadLine[] =>
  lines.map((line) => ({ line: line.Line, code: line.Code, quantity: line.Quantity }));

export const checkUploadHandler: RouteHandler<typeof checkUploadRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await uploader(c, 'uploadFileCustomer');
  const form = c.req.valid('form');
  let read;
  if (form.file && form.file.size > 0) {
    if (form.file.size > 5 * 1024 * 1024) throw new ApiError(413, 'UPLOAD_TOO_LARGE', { id: 'uploadTooLarge', params: { max: 5 } });
    read = await readUploadFile(new Uint8Array(await form.file.arrayBuffer()));
  } else if (form.text !== undefined && form.text.trim() !== '') {
    read = readPastedText(form.text);
  } else if (form.file) {
    throw new ApiError(400, 'UPLOAD_REFUSED', 'uploadEmpty');
  } else {
    throw new ApiError(400, 'UPLOAD_REFUSED', 'uploadNoFile');
  }
  if (!read.ok) {
    const status = read.problem.message === 'uploadTooLarge' ? 413 : 400;
    throw new ApiError(status, 'UPLOAD_REFUSED', { id: read.problem.message as MessageId, params: read.problem.params });
  }
  const { sheet } = read;
  const firstRow = sheet.rows[0]!.cells;
  let mapping: ColumnMapping | null;
  if (form.codeColumn !== undefined && form.quantityColumn !== undefined) {
    const width = Math.max(...sheet.rows.slice(0, 6).map((row) => row.cells.length));
    if (form.codeColumn === form.quantityColumn || Math.max(form.codeColumn, form.quantityColumn) >= width) {
      throw new ApiError(400, 'UPLOAD_BAD_MAPPING', 'uploadBadMapping');
    }
    mapping = { header: form.hasHeader !== 'false', code: form.codeColumn, quantity: form.quantityColumn };
    await saveUploadMapping(deps.database.db, customerId, rememberMapping(mapping, firstRow));
  } else {
    mapping = recognizeColumns(firstRow, await findUploadMapping(deps.database.db, customerId));
  }
  const source = { Kind: sheet.kind, SheetName: sheet.sheetName, SheetCount: sheet.sheetCount };
  if (!mapping) return c.json({ Success: true as const, Data: needsMapping(sheet, source) }, 200);
  const lines = toRawLines(sheet.rows, mapping);
  if (lines.length === 0) throw new ApiError(400, 'UPLOAD_REFUSED', 'uploadNoLines');
  const report = await toReport(deps, viewer, await checkLines(deps, viewer, lines), c.var.language);
  return c.json(
    {
      Success: true as const,
      Data: {
        Status: 'checked' as const,
        Source: source,
        Columns: null,
        Mapping: { HasHeader: mapping.header, Code: mapping.code, Quantity: mapping.quantity },
        Lines: report.lines,
        Summary: report.summary,
      },
    },
    200,
  );
};

function needsMapping(sheet: Sheet, source: { Kind: Sheet['kind']; SheetName: string | null; SheetCount: number }) {
  const width = Math.max(...sheet.rows.slice(0, 6).map((row) => row.cells.length));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => (cells[i] ?? '').slice(0, 100));
  return {
    Status: 'needsMapping' as const,
    Source: source,
    Columns: { FirstRow: pad(sheet.rows[0]!.cells), Sample: sheet.rows.slice(1, 6).map((row) => pad(row.cells)) },
    Mapping: null,
    Lines: [],
    Summary: { Lines: 0, Good: 0, Problems: 0, Pieces: 0, TotalInclTax: 0, TotalExclTax: 0 },
  };
}

export const checkUploadLinesHandler: RouteHandler<typeof checkUploadLinesRoute, AppEnv> = async (c) => {
  const { deps, viewer } = await uploader(c, 'uploadLinesCustomer');
  const lines = toLines(c.req.valid('json').Lines);
  const report = await toReport(deps, viewer, await checkLines(deps, viewer, lines), c.var.language);
  return c.json(
    {
      Success: true as const,
      Data: {
        Status: 'checked' as const,
        Source: { Kind: 'lines' as const, SheetName: null, SheetCount: 1 },
        Columns: null,
        Mapping: null,
        Lines: report.lines,
        Summary: report.summary,
      },
    },
    200,
  );
};

export const addUploadHandler: RouteHandler<typeof addUploadRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await uploader(c, 'uploadLinesCustomer');
  const result = await addGoodLines(deps, viewer, customerId, toLines(c.req.valid('json').Lines), c.var.language);
  return c.json({ Success: true as const, Data: result }, 200);
};

function fileAnswer(format: SheetFormat, name: string, body: Uint8Array) {
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': SHEET_TYPES[format],
      'content-disposition': `attachment; filename="${name}.${format}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export const uploadTemplateHandler: RouteHandler<typeof uploadTemplateRoute, AppEnv> = async (c) => {
  const { format } = c.req.valid('query');
  const rows = [[...UPLOAD_TEMPLATE.headers], ...UPLOAD_TEMPLATE.examples.map(([code, quantity]) => [code, Number(quantity)])];
  // The answer is a file, not the JSON envelope: the typed route's 200 describes it as such.
  return fileAnswer(format, 'bestelling-voorbeeld', await writeSheet(format, 'Bestelling', rows)) as never;
};

export const uploadReportHandler: RouteHandler<typeof uploadReportRoute, AppEnv> = async (c) => {
  const { deps, viewer } = await uploader(c, 'uploadFileCustomer');
  const { format } = c.req.valid('query');
  const language = c.var.language;
  const report = await toReport(deps, viewer, await checkLines(deps, viewer, toLines(c.req.valid('json').Lines)), language);
  const head = (
    [
      'uploadHeadLine',
      'uploadHeadCode',
      'uploadHeadRequested',
      'uploadHeadOrdered',
      'uploadHeadStatus',
      'uploadHeadNumber',
      'uploadHeadProduct',
      'uploadHeadTotal',
    ] as const
  ).map((id) => translateMessage(language, id));
  const rows = [
    head,
    ...report.lines.map((line) => [
      line.Line,
      line.Code,
      line.Quantity,
      line.OrderQuantity,
      line.Message,
      line.Product?.Number ?? '',
      line.Product?.Name ?? '',
      isGoodUploadStatus(line.Status) ? line.LineTotalInclTax : '',
    ]),
  ];
  return fileAnswer(format, 'bestelling-rapport', await writeSheet(format, 'Rapport', rows)) as never;
};
