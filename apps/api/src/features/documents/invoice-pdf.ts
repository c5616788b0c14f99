/**
 * The invoice as a PDF (§1 customer documents): the shop's letterhead with address, KvK and VAT numbers; the customer
 * as invoiced (for a business its VAT number); number and date; the lines with quantity, unit price and VAT rate; the
 * VAT summary per rate; the totals; for an intra-community supply the statement and 0% VAT.
 */
import { DAY_MS, documentVatSummary, INVOICE_PAYMENT_TERM_DAYS, translateMessage, type Letterhead } from '@toonbank/domain';
import type { InvoiceDocumentRow } from '@toonbank/db/repositories/documents';
import type { OrderWithDetails } from '@toonbank/db/repositories/orders';
import type { DocumentTexts } from '../../lib/document-texts.ts';
import { addressBlock, facts, letterhead, PAGE, paragraph, renderPdf, table, totals } from './pdf.ts';

export interface InvoiceInput {
  invoice: InvoiceDocumentRow;
  order: OrderWithDetails;
  head: Letterhead;
  shippingTaxRate: number;
  /** The payment method as the customer chose it, in the reader's language ('iDEAL', 'Op rekening'). */
  paymentDescription: string;
  texts: DocumentTexts;
}

const percent = (rate: number) => `${rate}%`;

export function invoicePdf({ invoice, order, head, shippingTaxRate, paymentDescription, texts }: InvoiceInput): Promise<Buffer> {
  const { t, euro, date } = texts;
  const intra = order.order.intraCommunity;
  const address = invoice.address;
  const customerLines = [
    invoice.companyName ?? '',
    address
      ? [address.firstName, address.middleName, address.lastName].filter(Boolean).join(' ') || invoice.customerName
      : invoice.customerName,
    address ? [address.street, address.houseNumber, address.houseNumberExtension].filter(Boolean).join(' ') : '',
    address ? `${address.postalCode}  ${address.city}` : '',
    address && address.countryCode !== 'NL' ? address.countryCode : '',
  ];
  const onAccount = order.order.paymentMethod === 'onaccount';
  const title = t('invoiceTitle', { number: invoice.number });
  return renderPdf({ title, author: head.legalName, locale: texts.locale }, (doc) => {
    let y = letterhead(doc, head, t('invoice'), texts);
    const top = y;
    const left = addressBlock(doc, PAGE.left, top, 230, t('invoiceAddress'), customerLines);
    const right = facts(doc, 300, top, [
      [t('invoiceNumber'), invoice.number],
      [t('invoiceDate'), date(invoice.invoiceDate)],
      [t('orderNumber'), invoice.orderNumber],
      [t('customerNumber'), invoice.customerNumber],
      [t('yourReference'), order.order.customerReference],
      [t('customerVatNumber'), invoice.vatNumber ?? ''],
      [t('customerKvkNumber'), invoice.kvkNumber ?? ''],
      [t('paymentMethod'), paymentDescription],
      [t('dueDate'), onAccount ? date(new Date(invoice.invoiceDate.getTime() + INVOICE_PAYMENT_TERM_DAYS * DAY_MS)) : ''],
    ]);
    y = Math.max(left, right) + 18;

    const rows = order.lines.map((line) => [
      line.productNumber,
      line.title,
      String(line.quantity),
      euro(line.unitPriceExclCents),
      percent(intra ? 0 : line.taxRate),
      euro(line.totalExclCents),
    ]);
    const shipping = { inclCents: order.order.shippingInclCents, exclCents: order.order.shippingExclCents };
    if (shipping.inclCents > 0)
      rows.push(['', t('shippingCosts'), '1', euro(shipping.exclCents), percent(intra ? 0 : shippingTaxRate), euro(shipping.exclCents)]);
    y = table(
      doc,
      y,
      [
        { header: t('productNumber'), width: 70 },
        { header: t('description'), width: 195 },
        { header: t('quantity'), width: 45, align: 'right' },
        { header: t('unitPriceExcl'), width: 75, align: 'right' },
        { header: t('vat'), width: 40, align: 'right' },
        { header: t('amountExcl'), width: 70, align: 'right' },
      ],
      rows,
    );

    const summary = documentVatSummary(order.lines, shipping, shippingTaxRate, intra);
    const excl = order.order.totalExclCents;
    const tax = intra ? 0 : order.order.taxCents;
    y = totals(doc, y, [
      { label: t('totalExcl'), value: euro(excl) },
      ...summary.map((row) => ({
        label: t('vatOver', { rate: percent(row.rate), base: euro(row.baseExclCents) }),
        value: euro(row.taxCents),
      })),
      { label: t('totalVat'), value: euro(tax) },
      { label: t('totalToPay'), value: euro(excl + tax), bold: true },
    ]);
    if (intra) y = paragraph(doc, y, translateMessage(texts.language, 'intraCommunityStatement'), { bold: true });
    const paid = order.payments.some((payment) => payment.status === 'paid');
    y = paragraph(
      doc,
      y + 6,
      onAccount
        ? t('payWithin', { days: INVOICE_PAYMENT_TERM_DAYS, number: invoice.number })
        : t(paid ? 'paidWith' : 'toPayWith', { method: paymentDescription }),
    );
    paragraph(doc, y, [head.legalName, t('kvkNumber', { number: head.kvkNumber }), t('vatNumber', { number: head.vatNumber })].join(' · '));
  });
}
