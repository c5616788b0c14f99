import { createRoute, z } from '@hono/zod-openapi';
import { MAX_UPLOAD_COLUMNS, MAX_UPLOAD_LINES } from '@toonbank/domain';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { ErrorSchema } from '../../lib/errors.ts';
import { ProductSummarySchema } from '../shared/product.schemas.ts';

const secured = { security: [{ bearer: [] }] };

const STATUSES = [
  'ok',
  'raised',
  'lowered',
  'merged',
  'notFound',
  'notOrderable',
  'notReleased',
  'noStock',
  'cartFull',
  'codeMissing',
  'codeInvalid',
  'quantityMissing',
  'quantityInvalid',
  'quantityNotPositive',
  'quantityFraction',
  'quantityTooLarge',
] as const;

export const UploadLineSchema = z
  .object({
    Line: z.number(),
    Code: z.string(),
    /** The quantity as the file or the customer wrote it. */
    Quantity: z.string(),
    /** The quantity that goes into the cart (aligned to the purchase unit, capped by stock and max in cart); 0 for a bad line. */
    OrderQuantity: z.number(),
    Status: z.enum(STATUSES),
    /** The status in the request's language, with line number and code (§8). */
    Message: z.string(),
    IsGood: z.boolean(),
    MergedInto: z.number().nullable(),
    /** The product found; null when none was, or when it is not released for this customer (nothing about it leaks). */
    Product: ProductSummarySchema.nullable(),
    LineTotalInclTax: z.number(),
    LineTotalExclTax: z.number(),
  })
  .openapi('UploadLine');

const ColumnsSchema = z.object({
  /** The first row of the sheet, and up to five rows after it, for the customer to say which column is which. */
  FirstRow: z.array(z.string()),
  Sample: z.array(z.array(z.string())),
});

export const UploadReportSchema = z
  .object({
    /** 'needsMapping': the columns were not recognised; send the check again with `codeColumn` and `quantityColumn`. */
    Status: z.enum(['checked', 'needsMapping']),
    Source: z.object({ Kind: z.enum(['csv', 'xlsx', 'text', 'lines']), SheetName: z.string().nullable(), SheetCount: z.number() }),
    Columns: ColumnsSchema.nullable(),
    Mapping: z.object({ HasHeader: z.boolean(), Code: z.number(), Quantity: z.number() }).nullable(),
    Lines: z.array(UploadLineSchema),
    Summary: z.object({
      Lines: z.number(),
      Good: z.number(),
      Problems: z.number(),
      Pieces: z.number(),
      TotalInclTax: z.number(),
      TotalExclTax: z.number(),
    }),
  })
  .openapi('UploadReport');

export type UploadLine = z.infer<typeof UploadLineSchema>;
export type UploadReport = z.infer<typeof UploadReportSchema>;

/** Order lines as the storefront keeps them between checks (fixed in place, typed or scanned). */
export const UploadLinesBody = z
  .object({
    Lines: z
      .array(
        z
          .object({
            Line: z.number().int().min(0).max(1_000_000),
            Code: z.string().max(200),
            Quantity: z.string().max(40),
          })
          .strict(),
      )
      .min(1, 'uploadNoLines')
      .max(MAX_UPLOAD_LINES, `Hoogstens ${MAX_UPLOAD_LINES} regels tegelijk.`),
  })
  .strict()
  .openapi('UploadLines');

const columnIndex = z
  .string()
  .regex(/^\d{1,2}$/)
  .transform(Number)
  .refine((n) => n < MAX_UPLOAD_COLUMNS)
  .optional();

export const UploadForm = z.object({
  file: z.instanceof(File).optional().openapi({
    type: 'string',
    format: 'binary',
    description: 'A CSV (comma or semicolon; UTF-8 or Windows-1252) or XLSX file of at most 5 MB and 5,000 lines',
  }),
  text: z
    .string()
    .max(512 * 1024)
    .optional()
    .openapi({ description: 'Pasted order lines instead of a file: code and quantity per line' }),
  codeColumn: columnIndex.openapi({ type: 'string', description: '0-based column of the code, when the customer chose it' }),
  quantityColumn: columnIndex.openapi({ type: 'string', description: '0-based column of the quantity' }),
  hasHeader: z.enum(['true', 'false']).optional(),
});

const reportResponse = jsonContent(dataEnvelope(UploadReportSchema, 'UploadReportResponse'), 'Het rapport per regel');

export const checkUploadRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/upload/check',
  tags: ['Order upload'],
  summary: 'Check an order list (file or pasted lines) line by line, before anything goes into the cart',
  description:
    'Logged-in customers only. `file` (CSV with comma or semicolon, UTF-8 or Windows-1252, or XLSX; the content decides, not the name) ' +
    'or `text`. Columns are recognised by Dutch or English headers (Artikelnummer, EAN, Barcode, Aantal, Qty...), else by the mapping the ' +
    'customer chose last; otherwise the answer is `needsMapping` with the first rows, and the customer sends `codeColumn` and ' +
    '`quantityColumn` (remembered for next time). Limits: 5 MB, 5,000 lines, 4,000 characters per line, 50 columns; a file beyond them ' +
    'gets a Dutch 400/413 and nothing is checked. Codes are looked up in one query per batch. Nothing is saved but the mapping.',
  ...secured,
  request: { body: { content: { 'multipart/form-data': { schema: UploadForm } }, required: true } },
  responses: { 200: reportResponse, 413: jsonContent(ErrorSchema, 'Bestand te groot'), ...errorResponses },
});

export const checkUploadLinesRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/upload/lines/check',
  tags: ['Order upload'],
  summary: 'Check order lines again after the customer fixed some in place (also the quick order’s lookup)',
  ...secured,
  request: { body: { content: { 'application/json': { schema: UploadLinesBody } }, required: true } },
  responses: { 200: reportResponse, ...errorResponses },
});

export const addUploadRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/upload/add',
  tags: ['Order upload'],
  summary: 'Put every good line into the cart in one batch',
  description:
    'The lines are checked again (the client is not trusted), and the good ones go into the cart together in one transaction, ' +
    'added to what the cart holds, with the cart’s own rules and warnings. Bad lines are left out and listed.',
  ...secured,
  request: { body: { content: { 'application/json': { schema: UploadLinesBody } }, required: true } },
  responses: {
    200: jsonContent(
      dataEnvelope(
        z.object({
          AddedLines: z.number(),
          AddedPieces: z.number(),
          SkippedLines: z.number(),
          CartItemCount: z.number(),
          Warnings: z.array(z.object({ ProductId: z.number(), Code: z.string(), Message: z.string(), Quantity: z.number() })),
        }),
        'UploadAddResponse',
      ),
      'Toegevoegd',
    ),
    ...errorResponses,
  },
});

const fileResponse = {
  200: {
    description: 'The file',
    content: {
      'text/csv': { schema: z.string() },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().openapi({ format: 'binary' }) },
    },
  },
};

export const uploadTemplateRoute = createRoute({
  method: 'get',
  path: '/aspos/cart/upload/template',
  tags: ['Order upload'],
  summary: 'A template order list (headers and two example lines) as CSV (semicolon, UTF-8 with mark, as Dutch Excel opens it) or XLSX',
  request: { query: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }) },
  responses: { ...fileResponse, ...errorResponses },
});

export const uploadReportRoute = createRoute({
  method: 'post',
  path: '/aspos/cart/upload/report',
  tags: ['Order upload'],
  summary: 'The per-line report as CSV or XLSX (cells starting with = + - @ are escaped)',
  ...secured,
  request: {
    query: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
    body: { content: { 'application/json': { schema: UploadLinesBody } }, required: true },
  },
  responses: { ...fileResponse, ...errorResponses },
});
