/**
 * The customer's documents (§7): invoices with their PDF, packing slips (delivery notes) with one PDF for several,
 * store purchases (transactions), and the invoice list as a spreadsheet. Only the owning customer or a representative
 * acting for them; anybody else's id is a 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { clampedInt, errorResponses, IdParam, jsonContent, stringList } from '../../lib/schemas.ts';

const secured = { security: [{ bearer: [] }] };

/** §9: invoices and delivery notes 50 per page. */
const DocumentPaging = z.object({ offset: clampedInt(0, 0, 1_000_000), limit: clampedInt(50, 1, 50) });

const binary = (type: string, description: string) => ({
  content: { [type]: { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
  description,
});

export const ExportQuery = z.object({ format: z.enum(['xlsx']).default('xlsx') });

export const InvoiceSchema = z
  .object({
    Id: z.number(),
    InvoiceNumber: z.string(),
    StoreId: z.number().nullable(),
    CustomerId: z.number(),
    Date: z.string(),
    OrderId: z.number(),
    OrderNumber: z.string(),
    TotalAmount: z.number(),
    TotalExclTax: z.number(),
    TaxAmount: z.number(),
  })
  .openapi('Invoice');

export const PackingSlipSchema = z
  .object({
    Id: z.number(),
    Number: z.string(),
    CustomerId: z.number(),
    StoreId: z.number().nullable(),
    Date: z.string(),
    OrderId: z.number(),
    OrderNumber: z.string(),
  })
  .openapi('PackingSlip');

export const TransactionRecordSchema = z.object({
  Id: z.number(),
  LineNumber: z.number(),
  ProductId: z.number().nullable(),
  ProductNumber: z.string(),
  Description: z.string(),
  ProductUrl: z.string().nullable(),
  Quantity: z.number(),
  PriceInclTax: z.number(),
  TaxRate: z.number(),
  DiscountAmount: z.number(),
  TotalInclTax: z.number(),
  TotalExclTax: z.number(),
  TaxAmount: z.number(),
});

export const TransactionSchema = z
  .object({
    Id: z.number(),
    Number: z.string(),
    Date: z.string(),
    StoreId: z.number().nullable(),
    CustomerId: z.number(),
    AmountInclTax: z.number(),
    TaxAmount: z.number(),
    AmountExclTax: z.number(),
    DiscountAmount: z.number(),
    PayableAmount: z.number(),
    ReceivedAmount: z.number(),
    BonusPoints: z.number(),
    Type: z.string(),
    State: z.string(),
    Store: z.object({ Name: z.string(), BranchNumber: z.string(), Url: z.string().nullable() }).nullable(),
    Records: z.array(TransactionRecordSchema),
    Payments: z.array(z.object({ Id: z.number(), Method: z.string(), Description: z.string(), Amount: z.number() })),
  })
  .openapi('Transaction');

export const listInvoicesRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/invoices',
  tags: ['Documents'],
  summary: "The acting customer's invoices, newest first (offset, limit up to 50)",
  ...secured,
  request: { query: DocumentPaging },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Invoices: z.array(InvoiceSchema), Total: z.number() }), 'Facturen'),
    ...errorResponses,
  },
});

export const exportInvoicesRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/invoices/export',
  tags: ['Documents'],
  summary: "The acting customer's invoices as a spreadsheet (§3 export formats)",
  ...secured,
  request: { query: ExportQuery },
  responses: { 200: binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'facturen.xlsx'), ...errorResponses },
});

export const downloadInvoiceRoute = createRoute({
  method: 'get',
  path: '/aspos/invoice/download/{id}',
  tags: ['Documents'],
  summary: 'One invoice of the acting customer as a PDF (factuur-2026-000123.pdf); 404 for any other id',
  ...secured,
  request: { params: IdParam },
  responses: { 200: binary('application/pdf', 'Factuur'), ...errorResponses },
});

export const listPackingSlipsRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/delivery-notes',
  tags: ['Documents'],
  summary: "The acting customer's packing slips, newest first (offset, limit up to 50)",
  ...secured,
  request: { query: DocumentPaging },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), DeliveryNotes: z.array(PackingSlipSchema), Total: z.number() }), 'Pakbonnen'),
    ...errorResponses,
  },
});

export const generateReportRoute = createRoute({
  method: 'get',
  path: '/aspos/report/generate',
  tags: ['Documents'],
  summary: 'One PDF of the selected packing slips (reportName DeliveryNote, selectionIds, documentType pdf)',
  description: "No selection is a 400 ('Selecteer eerst producten'); ids of other customers are left out, none left is a 404.",
  ...secured,
  request: {
    query: z.object({
      reportName: z.string().max(50),
      selectionIds: stringList(),
      documentType: z.enum(['pdf']).default('pdf'),
    }),
  },
  responses: { 200: binary('application/pdf', 'Pakbonnen'), ...errorResponses },
});

export const listTransactionsRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/transactions',
  tags: ['Documents'],
  summary: "The acting customer's purchases in the stores, newest first (§9: default 4)",
  ...secured,
  request: {
    query: z.object({
      offset: clampedInt(0, 0, 1_000_000),
      limit: clampedInt(4, 1, 100),
      includeRecords: z
        .enum(['true', 'false'])
        .optional()
        .transform((v) => v === 'true'),
      checkProductsInMainTree: z.string().max(10).optional(),
    }),
  },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Transactions: z.array(TransactionSchema), Total: z.number() }), 'Winkelaankopen'),
    ...errorResponses,
  },
});

export const getTransactionRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/transactions/{id}',
  tags: ['Documents'],
  summary: 'One store purchase of the acting customer by id or by its number (2026-000012); 404 for any other',
  ...secured,
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^(\d{1,9}|\d{4}-\d{6,9})$/)
        .openapi({ param: { name: 'id', in: 'path' }, example: '2026-000012' }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Transaction: TransactionSchema }), 'Winkelaankoop'),
    ...errorResponses,
  },
});
