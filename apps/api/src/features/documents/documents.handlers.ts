import type { RouteHandler } from '@hono/zod-openapi';
import { centsToAmount, documentFileName, letterheadFrom, settingText } from '@toonbank/domain';
import {
  findInvoice,
  findPackingSlips,
  findStorePurchase,
  listInvoices,
  listPackingSlips,
  listStorePurchases,
  productUrls,
  storePurchaseDetails,
  type InvoiceRow,
  type StorePurchaseLineRow,
  type StorePurchasePaymentRow,
  type StorePurchaseRow,
} from '@toonbank/db/repositories/documents';
import { findOrder } from '@toonbank/db/repositories/orders';
import { listSettings } from '@toonbank/db/repositories/settings';
import type { z } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { documentTexts, type DocumentTextId, type DocumentTexts } from '../../lib/document-texts.ts';
import { ApiError } from '../../lib/errors.ts';
import { fileResponse, XLSX_TYPE } from '../../lib/download.ts';
import { xlsxOf } from '../../lib/xlsx.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { loadCheckoutSettings } from '../shared/checkout-cart.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { packingSlipsPdf } from './packing-slip-pdf.ts';
import type {
  downloadInvoiceRoute,
  exportInvoicesRoute,
  generateReportRoute,
  getTransactionRoute,
  listInvoicesRoute,
  listPackingSlipsRoute,
  listTransactionsRoute,
  TransactionSchema,
} from './documents.routes.ts';

const toInvoice = (row: InvoiceRow) => ({
  Id: row.id,
  InvoiceNumber: row.number,
  StoreId: row.storeId,
  CustomerId: row.customerId,
  Date: row.invoiceDate.toISOString(),
  OrderId: row.orderId,
  OrderNumber: row.orderNumber,
  TotalAmount: centsToAmount(row.totalInclCents),
  TotalExclTax: centsToAmount(row.totalExclCents),
  TaxAmount: centsToAmount(row.taxCents),
});

export const listInvoicesHandler: RouteHandler<typeof listInvoicesRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const { offset, limit } = c.req.valid('query');
  const { rows, total } = await listInvoices(c.var.deps.database.db, customerId, offset, limit);
  return c.json({ Success: true as const, Invoices: rows.map(toInvoice), Total: total }, 200);
};

/** At most this many rows in an export (§9 getAll 1000). */
const EXPORT_LIMIT = 1000;

export const exportInvoicesHandler: RouteHandler<typeof exportInvoicesRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const { rows } = await listInvoices(c.var.deps.database.db, customerId, 0, EXPORT_LIMIT);
  const { t } = documentTexts(c.var.language);
  const file = await xlsxOf(
    t('invoicesSheet'),
    [
      { header: t('invoiceNumber'), width: 16 },
      { header: t('invoiceDate'), width: 14 },
      { header: t('orderNumber'), width: 18 },
      { header: t('totalExcl'), width: 16 },
      { header: t('vat'), width: 12 },
      { header: t('totalIncl'), width: 16 },
    ],
    rows.map((row) => [
      { text: row.number },
      { date: row.invoiceDate },
      { text: row.orderNumber },
      { cents: row.totalExclCents },
      { cents: row.taxCents },
      { cents: row.totalInclCents },
    ]),
  );
  return fileResponse(file, XLSX_TYPE, documentFileName('invoices', '', 'xlsx', c.var.language)) as never;
};

export const downloadInvoiceHandler: RouteHandler<typeof downloadInvoiceRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const invoice = await findInvoice(deps.database.db, customerId, c.req.valid('param').id);
  const order = invoice ? await findOrder(deps.database.db, customerId, invoice.orderId) : undefined;
  if (!invoice || !order) throw new ApiError(404, 'INVOICE_NOT_FOUND', 'invoiceNotFound');
  const [rows, settings] = await Promise.all([listSettings(deps.database.db), loadCheckoutSettings(deps)]);
  const method = settings.payment.methods.find((m) => m.code === order.order.paymentMethod);
  const pdf = await invoicePdf({
    invoice,
    order,
    head: letterheadFrom(rows),
    shippingTaxRate: settings.delivery.shippingTaxRate,
    paymentDescription: method ? settingText(method, c.var.language) : order.order.paymentMethod,
    texts: documentTexts(c.var.language),
  });
  return fileResponse(pdf, 'application/pdf', documentFileName('invoice', invoice.number, 'pdf', c.var.language)) as never;
};

export const listPackingSlipsHandler: RouteHandler<typeof listPackingSlipsRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const { offset, limit } = c.req.valid('query');
  const { rows, total } = await listPackingSlips(c.var.deps.database.db, customerId, offset, limit);
  const notes = rows.map((row) => ({
    Id: row.id,
    Number: row.number,
    CustomerId: row.customerId,
    StoreId: row.storeId,
    Date: row.shippedAt.toISOString(),
    OrderId: row.orderId,
    OrderNumber: row.orderNumber,
  }));
  return c.json({ Success: true as const, DeliveryNotes: notes, Total: total }, 200);
};

export const generateReportHandler: RouteHandler<typeof generateReportRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const query = c.req.valid('query');
  if (query.reportName !== 'DeliveryNote') throw new ApiError(400, 'REPORT_UNKNOWN', 'reportUnknown');
  const ids = query.selectionIds
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number)
    .filter((id) => id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) throw new ApiError(400, 'NOTHING_SELECTED', 'selectProductsFirst');
  const slips = await findPackingSlips(deps.database.db, customerId, ids);
  if (slips.length === 0) throw new ApiError(404, 'PACKING_SLIP_NOT_FOUND', 'packingSlipNotFound');
  const pdf = await packingSlipsPdf(slips, letterheadFrom(await listSettings(deps.database.db)), documentTexts(c.var.language));
  const name =
    slips.length === 1
      ? documentFileName('packingSlip', slips[0]!.number, 'pdf', c.var.language)
      : documentFileName('packingSlips', '', 'pdf', c.var.language);
  return fileResponse(pdf, 'application/pdf', name) as never;
};

// ------------------------------------------------------------ transactions

/** A store payment's method in the reader's language ('Pin', 'Carte bancaire', 'Debit card'); an unknown one as it is. */
const PAYMENT_TEXTS = {
  pin: 'paidPin',
  cash: 'paidCash',
  change: 'paidChange',
  giftcard: 'paidGiftcard',
  points: 'paidPoints',
} as const satisfies Record<string, DocumentTextId>;

function paymentDescription(method: string, texts: DocumentTexts): string {
  return Object.hasOwn(PAYMENT_TEXTS, method) ? texts.t(PAYMENT_TEXTS[method as keyof typeof PAYMENT_TEXTS]) : method;
}

function toTransaction(
  row: StorePurchaseRow,
  details: { lines: StorePurchaseLineRow[]; payments: StorePurchasePaymentRow[] } | undefined,
  urls: Map<number, string>,
  texts: DocumentTexts,
): z.infer<typeof TransactionSchema> {
  return {
    Id: row.id,
    Number: row.number,
    Date: row.purchasedAt.toISOString(),
    StoreId: row.storeId,
    CustomerId: row.customerId,
    AmountInclTax: centsToAmount(row.amountInclCents),
    TaxAmount: centsToAmount(row.taxCents),
    AmountExclTax: centsToAmount(row.amountExclCents),
    DiscountAmount: centsToAmount(row.discountCents),
    PayableAmount: centsToAmount(row.payableCents),
    ReceivedAmount: centsToAmount(row.receivedCents),
    BonusPoints: row.bonusPoints,
    Type: row.type,
    State: row.state,
    Store: row.storeName
      ? { Name: row.storeName, BranchNumber: row.storeCode ?? '', Url: row.storeUrl ? `/winkel/${row.storeUrl}` : null }
      : null,
    Records: (details?.lines ?? []).map((line) => ({
      Id: line.id,
      LineNumber: line.lineNumber,
      ProductId: line.productId,
      ProductNumber: line.productNumber,
      Description: line.title,
      ProductUrl: line.productId !== null && urls.has(line.productId) ? `/product/detail/${urls.get(line.productId)}` : null,
      Quantity: line.quantity,
      PriceInclTax: centsToAmount(line.unitPriceInclCents),
      TaxRate: line.taxRate,
      DiscountAmount: centsToAmount(line.discountCents),
      TotalInclTax: centsToAmount(line.totalInclCents),
      TotalExclTax: centsToAmount(line.totalExclCents),
      TaxAmount: centsToAmount(line.taxCents),
    })),
    Payments: (details?.payments ?? []).map((payment) => ({
      Id: payment.id,
      Method: payment.method,
      Description: paymentDescription(payment.method, texts),
      Amount: centsToAmount(payment.amountCents),
    })),
  };
}

export const listTransactionsHandler: RouteHandler<typeof listTransactionsRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const { offset, limit, includeRecords } = c.req.valid('query');
  const { rows, total } = await listStorePurchases(deps.database.db, customerId, offset, limit);
  const details = includeRecords
    ? await storePurchaseDetails(
        deps.database.db,
        rows.map((row) => row.id),
      )
    : new Map();
  const urls = includeRecords ? await productUrlsOf(deps, details) : new Map<number, string>();
  const texts = documentTexts(c.var.language);
  return c.json(
    { Success: true as const, Transactions: rows.map((row) => toTransaction(row, details.get(row.id), urls, texts)), Total: total },
    200,
  );
};

export const getTransactionHandler: RouteHandler<typeof getTransactionRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const key = c.req.valid('param').id;
  const row = await findStorePurchase(deps.database.db, customerId, /^\d+$/.test(key) ? { id: Number(key) } : { number: key });
  if (!row) throw new ApiError(404, 'TRANSACTION_NOT_FOUND', 'storePurchaseNotFound');
  const details = await storePurchaseDetails(deps.database.db, [row.id]);
  const urls = await productUrlsOf(deps, details);
  return c.json({ Success: true as const, Transaction: toTransaction(row, details.get(row.id), urls, documentTexts(c.var.language)) }, 200);
};

/** The product page addresses of the purchased products that are still in the shop. */
async function productUrlsOf(
  deps: AppEnv['Variables']['deps'],
  details: Map<number, { lines: StorePurchaseLineRow[] }>,
): Promise<Map<number, string>> {
  const ids = [...new Set([...details.values()].flatMap((d) => d.lines.map((l) => l.productId).filter((id): id is number => id !== null)))];
  return productUrls(deps.database.db, ids);
}
