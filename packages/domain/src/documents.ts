/**
 * What the customer's documents (invoice, packing slip) say besides their lines: the shop's letterhead from the
 * `shop` setting (the same the footer shows) and the VAT summary per rate over the lines and the shipping costs.
 */
import { vatByRate } from './pricing.ts';

export interface Letterhead {
  name: string;
  legalName: string;
  addressLines: string[];
  phone: string;
  email: string;
  kvkNumber: string;
  vatNumber: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The letterhead from the settings rows (`shop`: legalName, address, phone, email, kvkNumber, vatNumber). */
export function letterheadFrom(rows: readonly { name: string; value: unknown }[]): Letterhead {
  const shop = (rows.find((row) => row.name === 'shop')?.value ?? {}) as Record<string, unknown>;
  const address = (shop.address ?? {}) as Record<string, unknown>;
  const street = [text(address.street), text(address.houseNumber), text(address.houseNumberExtension)].filter(Boolean).join(' ');
  const town = [text(address.postalCode), text(address.city)].filter(Boolean).join('  ');
  return {
    name: text(shop.name) || 'Toonbank',
    legalName: text(shop.legalName) || text(shop.name) || 'Toonbank',
    addressLines: [street, town].filter(Boolean),
    phone: text(shop.phone),
    email: text(shop.email),
    kvkNumber: text(shop.kvkNumber),
    vatNumber: text(shop.vatNumber),
  };
}

export interface VatSummaryLine {
  rate: number;
  baseExclCents: number;
  taxCents: number;
}

/**
 * The VAT summary of a document: per rate the base excl. VAT and the VAT, over the lines and the shipping costs (at the
 * shipping tax rate; 0% for an intra-community supply, whose lines are 0% too).
 */
export function documentVatSummary(
  lines: readonly { taxRate: number; totalExclCents: number; taxCents: number }[],
  shipping: { inclCents: number; exclCents: number },
  shippingTaxRate: number,
  intraCommunity: boolean,
): VatSummaryLine[] {
  const all = [...lines];
  if (shipping.inclCents !== 0 || shipping.exclCents !== 0)
    all.push({
      taxRate: intraCommunity ? 0 : shippingTaxRate,
      totalExclCents: shipping.exclCents,
      taxCents: shipping.inclCents - shipping.exclCents,
    });
  return vatByRate(all.map((line) => (intraCommunity ? { ...line, taxRate: 0, taxCents: 0 } : line)));
}

/** The payment term of an invoice on account, in days (§1 customer documents: 'binnen 30 dagen'). */
export const INVOICE_PAYMENT_TERM_DAYS = 30;
