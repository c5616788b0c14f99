/**
 * The shop configuration rows (§3 "Config (shop)"). Every setting is public:
 * the config endpoint returns them all, so nothing secret belongs here.
 *
 *  shop             identity and footer data, plus the headline commerce rules
 *                   (cut-off, free shipping, samples advice, loyalty codes,
 *                   points minimum, excluded stores, anonymous publication code,
 *                   unknown-stock default, holidays)
 *  delivery         the other delivery rules: large-parcel and pickup cut-offs,
 *                   costs per region, non-stock delivery weeks
 *  gifts            free samples/gifts in the cart (§4, §9)
 *  loyalty          loyalty points details besides the codes in `shop`
 *  catalog          product rules: default price list, hidden product types,
 *                   facets, page sizes, main category urls
 *  specialWebNodes  key → { id, code, url } of the special web nodes
 *  labels           label and discount colours (TextColor/BackgroundColor sets)
 *  payment          payment methods and iDEAL issuers
 *  analytics        tag manager switch (off in the demo)
 *  demo             how this data was generated: seed, product count, reference day
 */
import { dutchHolidays } from '@toonbank/domain/holidays';
import type { settings } from '../schema/settings.ts';
import { CATALOG } from './data/catalog.ts';
import { isoDay } from './dates.ts';
import { STORES } from './data/stores.ts';
import { LOYALTY_GROUP_CODES } from './customers.ts';
import { PRICE_LISTS } from './pricing.ts';
import { SPECIAL_NODES, type SpecialNodeIds, type SpecialNodeKey } from './web-nodes.ts';

type SettingRow = typeof settings.$inferInsert;

export interface ShopSetting {
  name: string;
  legalName: string;
  address: { street: string; houseNumber: string; houseNumberExtension: string; postalCode: string; city: string; countryCode: string };
  phone: string;
  fax: string;
  email: string;
  kvkNumber: string;
  vatNumber: string;
  builderCredit: { label: string; url: string };
  social: Record<'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'pinterest', string>;
  locale: string;
  currency: string;
  countries: string[];
  languages: string[];
  /** Latest order time (Amsterdam time, HH:mm) for next-day delivery, Monday to Friday. */
  deliveryCutoff: string;
  deliveryDays: number[];
  freeShippingFromCents: number;
  samplesAdviceFromCents: number;
  loyaltyCustomerGroupCodes: string[];
  minimumPointsToRedeem: number;
  excludedStoreIds: number[];
  webshopStoreId: number;
  publicationCodeAnonymous: string;
  /** Stock assumed when unknown (§9). */
  stockCount: number;
  /** Public holidays: no delivery (yyyy-MM-dd). */
  holidays: { date: string; name: string }[];
}

export function buildSettings(reference: Date, special: SpecialNodeIds, demo: { seed: number; products: number }): SettingRow[] {
  const values: Record<string, unknown> = {
    shop: shopSetting(reference),
    delivery: {
      cutoffLarge: '16:00',
      pickupCutoff: '16:00',
      freeShippingLargeFromCents: 50_000,
      nonStockDeliveryWeeks: { min: 2, max: 4 },
      palletCostsCents: 4_500,
      // A delivery from 30 kg is a large parcel (own cutoff, threshold and surcharge); a line from 250 kg goes on pallets of 750 kg.
      largeFromKg: 30,
      largeSurchargeCents: 500,
      palletFromKg: 250,
      palletCapacityKg: 750,
      shippingTaxRate: 21,
      timeWindows: [
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '17:00' },
        { from: '17:00', to: '21:00' },
      ],
      slotDays: 10,
      shipmentTypes: [
        {
          id: 'standard',
          description: 'Standaard bezorging',
          translations: { fr: { description: 'Livraison standard' }, en: { description: 'Standard delivery' } },
        },
        {
          id: 'evening',
          description: 'Avondbezorging',
          translations: { fr: { description: 'Livraison en soirée' }, en: { description: 'Evening delivery' } },
        },
      ],
      regions: [
        { countryCode: 'NL', name: 'Nederland', shippingCostsCents: 495, freeShippingFromCents: 3_000, deliveryDays: 1 },
        { countryCode: 'BE', name: 'België', shippingCostsCents: 695, freeShippingFromCents: 5_000, deliveryDays: 2 },
        { countryCode: 'ES', name: 'Spanje', shippingCostsCents: 1_495, freeShippingFromCents: 15_000, deliveryDays: 5 },
      ],
    },
    gifts: { fromCartTotalCents: 2_500, maxGifts: 2, shownAtOnce: 5, fetchLimit: 1_000, webNodeKey: 'sampleProducts' },
    loyalty: { pointsPerEuro: 1, pointValueCents: 1, maxRedeemFactor: 100, loyaltyCardOptInDefault: true },
    catalog: {
      defaultPriceListId: PRICE_LISTS.standaard.id,
      excludedProductTypes: ['ProductVoucher'],
      actieDiscountProductTypes: ['Product'],
      maxStockAvailability: false,
      productNumberLength: 6,
      pageSizes: [24, 48, 96],
      defaultPageSize: 24,
      mainCategoryUrls: CATALOG.map((animal) => animal.id),
      facets: [
        { key: 'dier', label: 'Dier' },
        { key: 'subgroup', label: 'Soort' },
        { key: 'leeftijd', label: 'Leeftijd' },
        { key: 'smaak', label: 'Smaak' },
        { key: 'texture', label: 'Structuur' },
        { key: 'suitableFor', label: 'Geschikt voor' },
        { key: 'effect', label: 'Werking' },
        { key: 'materiaal', label: 'Materiaal' },
        { key: 'kleur', label: 'Kleur' },
      ],
    },
    specialWebNodes: Object.fromEntries(
      (Object.keys(SPECIAL_NODES) as SpecialNodeKey[]).map((key) => [
        key,
        { id: special[key], code: SPECIAL_NODES[key].code, url: SPECIAL_NODES[key].url },
      ]),
    ),
    labels: {
      productLabel: {
        default: { TextColor: '#FFFFFF', BackgroundColor: '#2E7D32' },
        Nieuw: { TextColor: '#263238', BackgroundColor: '#FDD835' },
        Bestseller: { TextColor: '#FFFFFF', BackgroundColor: '#6A1B9A' },
        'Op=op': { TextColor: '#FFFFFF', BackgroundColor: '#C62828' },
        Gratis: { TextColor: '#FFFFFF', BackgroundColor: '#00897B' },
      },
      discountLabel: { default: { TextColor: '#263238', BackgroundColor: '#FDD835' } },
      discountBackgrounds: { default: '#FFF8E1', Folder: '#F3E5F5', Weekactie: '#E8F5E9', Zakelijk: '#ECEFF1' },
    },
    payment: {
      methods: [
        { code: 'ideal', description: 'iDEAL', pinCodeRequired: false, costsCents: 0, sortOrder: 1 },
        {
          code: 'creditcard',
          description: 'Creditcard',
          translations: { fr: { description: 'Carte de crédit' }, en: { description: 'Credit card' } },
          pinCodeRequired: false,
          costsCents: 0,
          sortOrder: 2,
        },
        { code: 'bancontact', description: 'Bancontact', pinCodeRequired: false, costsCents: 0, sortOrder: 3, countries: ['BE'] },
        {
          code: 'onaccount',
          description: 'Op rekening',
          translations: { fr: { description: 'Sur facture' }, en: { description: 'On account' } },
          pinCodeRequired: false,
          costsCents: 0,
          sortOrder: 4,
          requiresAllowOnAccount: true,
        },
        {
          code: 'giftcard',
          description: 'Toonbank cadeaubon',
          translations: { fr: { description: 'Chèque-cadeau Toonbank' }, en: { description: 'Toonbank gift card' } },
          pinCodeRequired: true,
          costsCents: 0,
          sortOrder: 5,
        },
        {
          code: 'pickup',
          description: 'Betalen bij afhalen',
          translations: { fr: { description: 'Payer au retrait' }, en: { description: 'Pay on collection' } },
          pinCodeRequired: false,
          costsCents: 0,
          sortOrder: 6,
          pickupOnly: true,
        },
      ],
      idealIssuers: ['ABN AMRO', 'ASN Bank', 'bunq', 'ING', 'Knab', 'Rabobank', 'RegioBank', 'SNS', 'Triodos Bank'],
    },
    analytics: { gtmEnabled: false, gtmContainerId: '' },
    demo: { seed: demo.seed, products: demo.products, referenceDate: isoDay(reference) },
  };
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

function shopSetting(reference: Date): ShopSetting {
  const office = STORES[0];
  if (!office) throw new Error('Het distributiecentrum ontbreekt');
  const year = reference.getUTCFullYear();
  return {
    name: 'Toonbank',
    legalName: 'Toonbank Groothandel B.V.',
    address: {
      street: office.street,
      houseNumber: office.houseNumber,
      houseNumberExtension: office.houseNumberExtension ?? '',
      postalCode: office.postalCode,
      city: office.city,
      countryCode: 'NL',
    },
    phone: office.phoneNumber,
    fax: '030 630 4401',
    email: 'klantenservice@toonbank.nl',
    kvkNumber: '30187654',
    vatNumber: 'NL812345678B01',
    builderCredit: { label: 'Webshop: Toonbank, open source', url: '/over-ons' },
    social: {
      facebook: 'https://www.facebook.com/toonbank',
      instagram: 'https://www.instagram.com/toonbank',
      youtube: 'https://www.youtube.com/@toonbank',
      linkedin: 'https://www.linkedin.com/company/toonbank',
      pinterest: 'https://www.pinterest.com/toonbank',
    },
    locale: 'nl-NL',
    currency: 'EUR',
    countries: ['NL', 'BE', 'ES'],
    languages: ['nl', 'fr', 'en'],
    deliveryCutoff: '22:00',
    deliveryDays: [1, 2, 3, 4, 5],
    freeShippingFromCents: 3_000,
    samplesAdviceFromCents: 2_000,
    loyaltyCustomerGroupCodes: [...LOYALTY_GROUP_CODES],
    minimumPointsToRedeem: 500,
    excludedStoreIds: [1],
    webshopStoreId: 1,
    publicationCodeAnonymous: 'B',
    stockCount: 10_000,
    holidays: [...dutchHolidays(year), ...dutchHolidays(year + 1)].filter((h) => h.name !== 'Goede Vrijdag' && h.name !== 'Bevrijdingsdag'),
  };
}
