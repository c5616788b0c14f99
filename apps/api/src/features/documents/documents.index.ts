import { createRouter } from '../../lib/create-app.ts';
import {
  downloadInvoiceHandler,
  exportInvoicesHandler,
  generateReportHandler,
  getTransactionHandler,
  listInvoicesHandler,
  listPackingSlipsHandler,
  listTransactionsHandler,
} from './documents.handlers.ts';
import {
  downloadInvoiceRoute,
  exportInvoicesRoute,
  generateReportRoute,
  getTransactionRoute,
  listInvoicesRoute,
  listPackingSlipsRoute,
  listTransactionsRoute,
} from './documents.routes.ts';

export const documentsRouter = createRouter()
  .openapi(listInvoicesRoute, listInvoicesHandler)
  .openapi(exportInvoicesRoute, exportInvoicesHandler)
  .openapi(downloadInvoiceRoute, downloadInvoiceHandler)
  .openapi(listPackingSlipsRoute, listPackingSlipsHandler)
  .openapi(generateReportRoute, generateReportHandler)
  .openapi(listTransactionsRoute, listTransactionsHandler)
  .openapi(getTransactionRoute, getTransactionHandler);
