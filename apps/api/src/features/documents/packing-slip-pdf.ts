/**
 * Packing slips as one PDF (§7 report/generate, reportName DeliveryNote): every selected slip on its own page with the
 * shop's letterhead, the delivery address or pickup store, and per line what was ordered, delivered with this
 * shipment and is still to come (back order).
 */
import type { Letterhead } from '@toonbank/domain';
import type { PackingSlipDocumentRow, PackingSlipLineRow } from '@toonbank/db/repositories/documents';
import type { AddressSnapshot } from '@toonbank/db/schema/checkout';
import { addressBlock, documentDate, facts, letterhead, PAGE, paragraph, renderPdf, table } from './pdf.ts';

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

export function packingSlipsPdf(slips: readonly PackingSlipInput[], head: Letterhead): Promise<Buffer> {
  const title = slips.length === 1 ? `Pakbon ${slips[0]!.number}` : `Pakbonnen (${slips.length})`;
  return renderPdf({ title, author: head.legalName }, (doc) => {
    slips.forEach((slip, index) => {
      if (index > 0) doc.addPage();
      let y = letterhead(doc, head, 'Pakbon');
      const left = slip.deliveryAddress
        ? addressBlock(doc, PAGE.left, y, 230, 'Afleveradres', addressLines(slip.deliveryAddress))
        : addressBlock(doc, PAGE.left, y, 230, 'Afhalen in de winkel', [slip.storeName ?? '']);
      const right = facts(doc, 300, y, [
        ['Pakbonnummer', slip.number],
        ['Datum', documentDate(slip.shippedAt)],
        ['Bestelnummer', slip.orderNumber],
        ['Klantnummer', slip.customerNumber],
        ['Uw referentie', slip.customerReference],
      ]);
      y = Math.max(left, right) + 18;
      y = table(
        doc,
        y,
        [
          { header: 'Artikelnr.', width: 80 },
          { header: 'Omschrijving', width: 245 },
          { header: 'Besteld', width: 55, align: 'right' },
          { header: 'Geleverd', width: 55, align: 'right' },
          { header: 'Backorder', width: 60, align: 'right' },
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
      paragraph(
        doc,
        y,
        backOrders
          ? 'Artikelen in backorder leveren wij na zodra ze binnen zijn; u hoeft ze niet opnieuw te bestellen.'
          : 'Deze levering is compleet. Klopt er iets niet? Neem binnen 8 dagen contact met ons op.',
      );
    });
  });
}
