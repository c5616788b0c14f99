/**
 * The invoice as a PDF (§1 customer documents): the shop's letterhead with address, KvK and VAT numbers; the customer
 * as invoiced (for a business its VAT number); number and date; the lines with quantity, unit price and VAT rate; the
 * VAT summary per rate; the totals; for an intra-community supply the statement and 0% VAT.
 */
import { DAY_MS, documentVatSummary, INVOICE_PAYMENT_TERM_DAYS, translateMessage, type Letterhead } from '@toonbank/domain';
import type { InvoiceDocumentRow } from '@toonbank/db/repositories/documents';
import type { OrderWithDetails } from '@toonbank/db/repositories/orders';
import { addressBlock, documentDate, euro, facts, letterhead, PAGE, paragraph, renderPdf, table, totals } from './pdf.ts';

export interface InvoiceInput {
  invoice: InvoiceDocumentRow;
  order: OrderWithDetails;
  head: Letterhead;
  shippingTaxRate: number;
  /** The payment method as the customer chose it ('iDEAL', 'Op rekening'). */
  paymentDescription: string;
}

const percent = (rate: number) => `${rate}%`;

export function invoicePdf({ invoice, order, head, shippingTaxRate, paymentDescription }: InvoiceInput): Promise<Buffer> {
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
  return renderPdf({ title: `Factuur ${invoice.number}`, author: head.legalName }, (doc) => {
    let y = letterhead(doc, head, 'Factuur');
    const top = y;
    const left = addressBlock(doc, PAGE.left, top, 230, 'Factuuradres', customerLines);
    const right = facts(doc, 300, top, [
      ['Factuurnummer', invoice.number],
      ['Factuurdatum', documentDate(invoice.invoiceDate)],
      ['Bestelnummer', invoice.orderNumber],
      ['Klantnummer', invoice.customerNumber],
      ['Uw referentie', order.order.customerReference],
      ['Btw-nummer klant', invoice.vatNumber ?? ''],
      ['KvK-nummer klant', invoice.kvkNumber ?? ''],
      ['Betaalwijze', paymentDescription],
      ['Vervaldatum', onAccount ? documentDate(new Date(invoice.invoiceDate.getTime() + INVOICE_PAYMENT_TERM_DAYS * DAY_MS)) : ''],
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
      rows.push(['', 'Verzendkosten', '1', euro(shipping.exclCents), percent(intra ? 0 : shippingTaxRate), euro(shipping.exclCents)]);
    y = table(
      doc,
      y,
      [
        { header: 'Artikelnr.', width: 70 },
        { header: 'Omschrijving', width: 195 },
        { header: 'Aantal', width: 45, align: 'right' },
        { header: 'Prijs p/st excl.', width: 75, align: 'right' },
        { header: 'Btw', width: 40, align: 'right' },
        { header: 'Bedrag excl.', width: 70, align: 'right' },
      ],
      rows,
    );

    const summary = documentVatSummary(order.lines, shipping, shippingTaxRate, intra);
    const excl = order.order.totalExclCents;
    const tax = intra ? 0 : order.order.taxCents;
    y = totals(doc, y, [
      { label: 'Totaal excl. btw', value: euro(excl) },
      ...summary.map((row) => ({ label: `Btw ${percent(row.rate)} over ${euro(row.baseExclCents)}`, value: euro(row.taxCents) })),
      { label: 'Totaal btw', value: euro(tax) },
      { label: 'Totaal te betalen', value: euro(excl + tax), bold: true },
    ]);
    if (intra) y = paragraph(doc, y, translateMessage('nl', 'intraCommunityStatement'), { bold: true });
    const paid = order.payments.some((payment) => payment.status === 'paid');
    y = paragraph(
      doc,
      y + 6,
      onAccount
        ? `Wij verzoeken u het bedrag binnen ${INVOICE_PAYMENT_TERM_DAYS} dagen over te maken onder vermelding van factuurnummer ${invoice.number}.`
        : paid
          ? `Deze factuur is voldaan via ${paymentDescription}.`
          : `Te voldoen via ${paymentDescription}.`,
    );
    paragraph(doc, y, `${head.legalName} · KvK ${head.kvkNumber} · Btw-nummer ${head.vatNumber}`);
  });
}
