/**
 * Packing slips as one PDF (§7 report/generate, reportName DeliveryNote): every selected slip on its own page with the
 * shop's letterhead, the delivery address or pickup store, and per line what was ordered, delivered with this
 * shipment and is still to come (back order).
 */
import type { Letterhead } from '@toonbank/domain';
import type { PackingSlipDocumentRow, PackingSlipLineRow } from '@toonbank/db/repositories/documents';
import type { AddressSnapshot } from '@toonbank/db/schema/checkout';
import type { DocumentTexts } from '../../lib/document-texts.ts';
import { addressBlock, facts, letterhead, PAGE, paragraph, renderPdf, table } from './pdf.ts';

export interface PackingSlipInput extends PackingSlipDocumentRow {
  lines: PackingSlipLineRow[];
}

function addressLines(address: AddressSnapshot): string[] {
  return [
    address.name,
    [address.firstName, address.middleName, address.lastName].filter(Boolean).join(' '),
    [address.street, address.houseNumber, address.houseNumberExtension].filter(Boolean).join(' '),
    `${address.postalCode}  ${address.city}`,
    address.countryCode !== 'NL' ? address.countryCode : '',
  ];
}

export function packingSlipsPdf(slips: readonly PackingSlipInput[], head: Letterhead, texts: DocumentTexts): Promise<Buffer> {
  const { t } = texts;
  const title = slips.length === 1 ? t('packingSlipTitle', { number: slips[0]!.number }) : t('packingSlipsTitle', { count: slips.length });
  return renderPdf({ title, author: head.legalName, locale: texts.locale }, (doc) => {
    slips.forEach((slip, index) => {
      if (index > 0) doc.addPage();
      let y = letterhead(doc, head, t('packingSlip'), texts);
      const left = slip.deliveryAddress
        ? addressBlock(doc, PAGE.left, y, 230, t('deliveryAddress'), addressLines(slip.deliveryAddress))
        : addressBlock(doc, PAGE.left, y, 230, t('pickupInStore'), [slip.storeName ?? '']);
      const right = facts(doc, 300, y, [
        [t('packingSlipNumber'), slip.number],
        [t('date'), texts.date(slip.shippedAt)],
        [t('orderNumber'), slip.orderNumber],
        [t('customerNumber'), slip.customerNumber],
        [t('yourReference'), slip.customerReference],
      ]);
      y = Math.max(left, right) + 18;
      y = table(
        doc,
        y,
        [
          { header: t('productNumber'), width: 80 },
          { header: t('description'), width: 245 },
          { header: t('ordered'), width: 55, align: 'right' },
          { header: t('delivered'), width: 55, align: 'right' },
          { header: t('backOrder'), width: 60, align: 'right' },
        ],
        slip.lines.map((line) => [
          line.productNumber,
          line.title,
          String(line.ordered),
          String(line.quantity),
          String(line.backOrderQuantity),
        ]),
      );
      const backOrders = slip.lines.some((line) => line.backOrderQuantity > 0);
      paragraph(doc, y, t(backOrders ? 'backOrderNote' : 'completeNote'));
    });
  });
}
