/**
 * The texts of the customer's documents (invoice and packing-slip PDFs, the order and invoice spreadsheets) in the
 * reader's language: the request's language, as every other text the API answers (decision 0028). Kept apart from
 * the domain's message catalogue, which the storefront's cart page loads: nobody's browser needs these.
 */
import { formatPrice, LANGUAGE_TAGS } from '@toonbank/domain';

const nl = {
  invoice: 'Factuur',
  invoiceTitle: 'Factuur {number}',
  invoiceAddress: 'Factuuradres',
  invoiceNumber: 'Factuurnummer',
  invoiceDate: 'Factuurdatum',
  orderNumber: 'Bestelnummer',
  orderDate: 'Besteldatum',
  customerNumber: 'Klantnummer',
  yourReference: 'Uw referentie',
  customerVatNumber: 'Btw-nummer klant',
  customerKvkNumber: 'KvK-nummer klant',
  paymentMethod: 'Betaalwijze',
  dueDate: 'Vervaldatum',
  productNumber: 'Artikelnr.',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unitPriceExcl: 'Prijs p/st excl.',
  vat: 'Btw',
  amountExcl: 'Bedrag excl.',
  shippingCosts: 'Verzendkosten',
  totalExcl: 'Totaal excl. btw',
  totalIncl: 'Totaal incl. btw',
  vatOver: 'Btw {rate} over {base}',
  totalVat: 'Totaal btw',
  totalToPay: 'Totaal te betalen',
  payWithin: 'Wij verzoeken u het bedrag binnen {days} dagen over te maken onder vermelding van factuurnummer {number}.',
  paidWith: 'Deze factuur is voldaan via {method}.',
  toPayWith: 'Te voldoen via {method}.',
  phone: 'Tel. {phone}',
  kvkNumber: 'KvK {number}',
  vatNumber: 'Btw-nummer {number}',
  packingSlip: 'Pakbon',
  packingSlipTitle: 'Pakbon {number}',
  packingSlipsTitle: 'Pakbonnen ({count})',
  deliveryAddress: 'Afleveradres',
  pickupInStore: 'Afhalen in de winkel',
  packingSlipNumber: 'Pakbonnummer',
  date: 'Datum',
  ordered: 'Besteld',
  delivered: 'Geleverd',
  backOrder: 'Backorder',
  backOrderNote: 'Artikelen in backorder leveren wij na zodra ze binnen zijn; u hoeft ze niet opnieuw te bestellen.',
  completeNote: 'Deze levering is compleet. Klopt er iets niet? Neem binnen 8 dagen contact met ons op.',
  invoicesSheet: 'Facturen',
  ordersSheet: 'Bestellingen',
  status: 'Status',
  delivery: 'Levering',
  orderedBy: 'Besteld door',
  pickupAt: 'Afhalen: {store}',
  homeDelivery: 'Bezorgen',
  paidPin: 'Pin',
  paidCash: 'Contant',
  paidChange: 'Wisselgeld',
  paidGiftcard: 'Cadeaukaart',
  paidPoints: 'Spaarpunten',
} as const;

export type DocumentTextId = keyof typeof nl;
type Texts = Record<DocumentTextId, string>;

const fr: Texts = {
  invoice: 'Facture',
  invoiceTitle: 'Facture {number}',
  invoiceAddress: 'Adresse de facturation',
  invoiceNumber: 'Numéro de facture',
  invoiceDate: 'Date de facture',
  orderNumber: 'Numéro de commande',
  orderDate: 'Date de commande',
  customerNumber: 'Numéro de client',
  yourReference: 'Votre référence',
  customerVatNumber: 'N° de TVA du client',
  customerKvkNumber: 'N° KvK du client',
  paymentMethod: 'Mode de paiement',
  dueDate: 'Échéance',
  productNumber: 'Réf.',
  description: 'Description',
  quantity: 'Quantité',
  unitPriceExcl: 'Prix unit. HTVA',
  vat: 'TVA',
  amountExcl: 'Montant HTVA',
  shippingCosts: 'Frais de livraison',
  totalExcl: 'Total HTVA',
  totalIncl: 'Total TVAC',
  vatOver: 'TVA {rate} sur {base}',
  totalVat: 'Total TVA',
  totalToPay: 'Total à payer',
  payWithin: 'Nous vous prions de virer le montant dans les {days} jours en mentionnant le numéro de facture {number}.',
  paidWith: 'Cette facture a été réglée par {method}.',
  toPayWith: 'À régler par {method}.',
  phone: 'Tél. {phone}',
  kvkNumber: 'KvK {number}',
  vatNumber: 'N° de TVA {number}',
  packingSlip: 'Bon de livraison',
  packingSlipTitle: 'Bon de livraison {number}',
  packingSlipsTitle: 'Bons de livraison ({count})',
  deliveryAddress: 'Adresse de livraison',
  pickupInStore: 'Retrait en magasin',
  packingSlipNumber: 'N° du bon de livraison',
  date: 'Date',
  ordered: 'Commandé',
  delivered: 'Livré',
  backOrder: 'En attente',
  backOrderNote: 'Les articles en attente vous seront livrés dès leur arrivée ; vous n’avez pas besoin de les commander à nouveau.',
  completeNote: 'Cette livraison est complète. Un problème ? Contactez-nous dans les 8 jours.',
  invoicesSheet: 'Factures',
  ordersSheet: 'Commandes',
  status: 'Statut',
  delivery: 'Livraison',
  orderedBy: 'Commandé par',
  pickupAt: 'Retrait : {store}',
  homeDelivery: 'Livraison à domicile',
  paidPin: 'Carte bancaire',
  paidCash: 'Espèces',
  paidChange: 'Monnaie rendue',
  paidGiftcard: 'Carte cadeau',
  paidPoints: 'Points fidélité',
};

const en: Texts = {
  invoice: 'Invoice',
  invoiceTitle: 'Invoice {number}',
  invoiceAddress: 'Invoice address',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  customerNumber: 'Customer number',
  yourReference: 'Your reference',
  customerVatNumber: 'Customer VAT number',
  customerKvkNumber: 'Customer Chamber of Commerce no.',
  paymentMethod: 'Payment method',
  dueDate: 'Due date',
  productNumber: 'Item no.',
  description: 'Description',
  quantity: 'Quantity',
  unitPriceExcl: 'Unit price excl.',
  vat: 'VAT',
  amountExcl: 'Amount excl.',
  shippingCosts: 'Shipping costs',
  totalExcl: 'Total excl. VAT',
  totalIncl: 'Total incl. VAT',
  vatOver: 'VAT {rate} on {base}',
  totalVat: 'Total VAT',
  totalToPay: 'Total due',
  payWithin: 'Please transfer the amount within {days} days, quoting invoice number {number}.',
  paidWith: 'This invoice has been paid by {method}.',
  toPayWith: 'To be paid by {method}.',
  phone: 'Tel. {phone}',
  kvkNumber: 'Chamber of Commerce {number}',
  vatNumber: 'VAT number {number}',
  packingSlip: 'Packing slip',
  packingSlipTitle: 'Packing slip {number}',
  packingSlipsTitle: 'Packing slips ({count})',
  deliveryAddress: 'Delivery address',
  pickupInStore: 'Collect in store',
  packingSlipNumber: 'Packing slip number',
  date: 'Date',
  ordered: 'Ordered',
  delivered: 'Delivered',
  backOrder: 'Back order',
  backOrderNote: 'Items on back order will follow as soon as they are in stock; you do not need to order them again.',
  completeNote: 'This delivery is complete. Anything wrong? Please contact us within 8 days.',
  invoicesSheet: 'Invoices',
  ordersSheet: 'Orders',
  status: 'Status',
  delivery: 'Delivery',
  orderedBy: 'Ordered by',
  pickupAt: 'Collect: {store}',
  homeDelivery: 'Home delivery',
  paidPin: 'Debit card',
  paidCash: 'Cash',
  paidChange: 'Change',
  paidGiftcard: 'Gift card',
  paidPoints: 'Loyalty points',
};

const CATALOGUE = { nl, fr, en } as const;
const DATES = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
export type DocumentLanguage = keyof typeof CATALOGUE;

export interface DocumentTexts {
  language: DocumentLanguage;
  /** The BCP 47 tag of the document's language (the PDF's `lang`). */
  locale: string;
  /** A text with its `{placeholders}` filled. */
  t(id: DocumentTextId, params?: Readonly<Record<string, string | number>>): string;
  /** Cents as the shop writes them in every language (the storefront's notation, nl-NL): '€ 12,95'. */
  euro(cents: number): string;
  /** A date as the shop writes it in every language (Amsterdam time): 26-11-2026. */
  date(date: Date): string;
}

/** The document texts in `language` (Dutch for any language the shop does not speak). */
export function documentTexts(language: string): DocumentTexts {
  const lang: DocumentLanguage = Object.hasOwn(CATALOGUE, language) ? (language as DocumentLanguage) : 'nl';
  const texts: Texts = CATALOGUE[lang];
  return {
    language: lang,
    locale: LANGUAGE_TAGS[lang],
    t: (id, params) => texts[id].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(params?.[name] ?? placeholder)),
    euro: (cents) => formatPrice(cents),
    date: (date) => DATES.format(date),
  };
}
