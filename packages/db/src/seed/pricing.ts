/**
 * Price lists with net prices per product, quantity price levels ('meer =
 * minder') and flyer-code discounts around the reference day.
 */
import { exclFromIncl } from '@toonbank/domain/money';
import type {
  discountProducts,
  discounts,
  priceListPriceLevels,
  priceListPrices,
  priceLists,
  productPriceHistory,
  productPriceLevels,
} from '../schema/pricing.ts';
import { addDays, addMinutes } from './dates.ts';
import { bannerUrl } from './images/banners.ts';
import { tierPrices } from './prices.ts';
import type { ProductMeta, ProductRow } from './products.ts';
import type { Random } from './random.ts';

type PriceListRow = typeof priceLists.$inferInsert & { id: number };
type PriceListPriceRow = typeof priceListPrices.$inferInsert;
export type PriceLevelRow = typeof productPriceLevels.$inferInsert;
export type DiscountRow = typeof discounts.$inferInsert & { id: number };
type DiscountProductRow = typeof discountProducts.$inferInsert;
type PriceListLevelRow = typeof priceListPriceLevels.$inferInsert;
export type PriceHistoryRow = typeof productPriceHistory.$inferInsert;

/** Id 1 is the consumer list price (no net prices); the others are wholesale lists. */
export const PRICE_LISTS = {
  standaard: { id: 1, name: 'Standaard' },
  groothandelA: { id: 2, name: 'Groothandel A' },
  groothandelB: { id: 3, name: 'Groothandel B' },
  fokkers: { id: 4, name: 'Fokkers & Pensions' },
} as const;

/** Net discount off the list price excl. VAT, per wholesale list: [min, max]. */
const WHOLESALE_MARGINS: readonly { listId: number; range: readonly [number, number]; foodOnly: boolean }[] = [
  { listId: PRICE_LISTS.groothandelA.id, range: [0.25, 0.35], foodOnly: false },
  { listId: PRICE_LISTS.groothandelB.id, range: [0.15, 0.22], foodOnly: false },
  { listId: PRICE_LISTS.fokkers.id, range: [0.18, 0.28], foodOnly: true },
];

const FOOD_KINDS = new Set(['dryFood', 'wetFood', 'snack', 'feed', 'fishFood', 'supplement']);

export function buildPriceLists(): PriceListRow[] {
  return Object.values(PRICE_LISTS).map((list) => ({ ...list }));
}

/** Net prices excl. VAT for every product on the wholesale lists (the breeders' list: food only). */
export function buildPriceListPrices(random: Random, rows: readonly ProductRow[], meta: readonly ProductMeta[]): PriceListPriceRow[] {
  const prices: PriceListPriceRow[] = [];
  rows.forEach((row, index) => {
    const listExcl = exclFromIncl(row.listPriceInclCents, row.taxRate);
    const food = FOOD_KINDS.has((meta[index] as ProductMeta).kind);
    for (const margin of WHOLESALE_MARGINS) {
      if (margin.foodOnly && !food) continue;
      const net = Math.round(listExcl * (1 - random.float(margin.range[0], margin.range[1])));
      prices.push({ priceListId: margin.listId, productId: row.id, netPriceExclCents: net });
    }
  });
  return prices;
}

/** 'Meer = minder' for ~15% of orderable products: 2-3 tiers at multiples of the purchase unit. */
export function buildPriceLevels(random: Random, rows: readonly ProductRow[], meta: readonly ProductMeta[]): PriceLevelRow[] {
  const levels: PriceLevelRow[] = [];
  rows.forEach((row, index) => {
    const role = (meta[index] as ProductMeta).role;
    if ((role !== 'single' && role !== 'variant') || row.listPriceInclCents < 150 || !random.chance(0.15)) return;
    const unit = row.purchaseUnitFactor;
    const quantities = random.chance(0.6) ? [3, 6, 12] : [2, 5];
    const discountsByTier = quantities.length === 3 ? [0.05, 0.1, 0.15] : [0.04, 0.1];
    const prices = tierPrices(row.listPriceInclCents, discountsByTier, random);
    prices.forEach((priceInclCents, tier) => {
      levels.push({ productId: row.id, quantity: (quantities[tier] as number) * unit, priceInclCents });
    });
  });
  return levels;
}

interface DiscountPlan {
  discounts: DiscountRow[];
  links: DiscountProductRow[];
  /** Products in a discount that runs on the reference day (for the offers node). */
  currentProductIds: Set<number>;
}

/**
 * Flyer-code discounts (§9: the lookup starts two days back and prefers one
 * active today): one running from the reference day, one that started two
 * days before, one for a wholesale price list, one expired and one future.
 */
export function buildDiscounts(random: Random, reference: Date, rows: readonly ProductRow[], meta: readonly ProductMeta[]): DiscountPlan {
  const endOfDay = (days: number) => addMinutes(addDays(reference, days + 1), -1);
  const month = reference.toLocaleDateString('nl-NL', { month: 'long', timeZone: 'UTC' });
  const yymm = `${String(reference.getUTCFullYear()).slice(2)}${String(reference.getUTCMonth() + 1).padStart(2, '0')}`;
  const definitions: (Omit<DiscountRow, 'id'> & { current: boolean })[] = [
    {
      name: `Folderactie ${month}`,
      category: 'Folder',
      flyerCode: `FOLDER${yymm}`,
      priceListId: null,
      startDate: reference,
      endDate: endOfDay(13),
      image: bannerUrl('discount1'),
      percentage: 15,
      current: true,
    },
    {
      name: 'Weekendknaller',
      category: 'Weekactie',
      flyerCode: 'WEEKEND',
      priceListId: null,
      startDate: addDays(reference, -2),
      endDate: endOfDay(4),
      image: bannerUrl('discount2'),
      percentage: 20,
      current: true,
    },
    {
      name: 'Groothandelsvoordeel',
      category: 'Zakelijk',
      flyerCode: 'GROOTHANDEL',
      priceListId: PRICE_LISTS.groothandelA.id,
      startDate: addDays(reference, -7),
      endDate: endOfDay(30),
      image: null,
      percentage: 5,
      current: true,
    },
    {
      name: 'Zomeractie',
      category: 'Folder',
      flyerCode: 'ZOMER',
      priceListId: null,
      startDate: addDays(reference, -120),
      endDate: endOfDay(-60),
      image: null,
      percentage: 10,
      current: false,
    },
    {
      name: 'Kerstvoordeel',
      category: 'Folder',
      flyerCode: 'KERST',
      priceListId: null,
      startDate: addDays(reference, 21),
      endDate: endOfDay(45),
      image: null,
      percentage: 10,
      current: false,
    },
    // Ended within the 30 days before the current flyer: its prices are the Omnibus 'was' price of products in both.
    {
      name: 'Najaarsactie',
      category: 'Folder',
      flyerCode: 'NAJAAR',
      priceListId: null,
      startDate: addDays(reference, -25),
      endDate: endOfDay(-18),
      image: null,
      percentage: 10,
      current: false,
    },
  ];
  const eligible = rows.filter(
    (row, i) => (meta[i] as ProductMeta).role === 'single' && row.listPriceInclCents > 0 && row.supplierState === 'Active',
  );
  const perDiscount = Math.max(1, Math.min(60, Math.floor(eligible.length / 40)));
  const plan: DiscountPlan = { discounts: [], links: [], currentProductIds: new Set() };
  definitions.forEach(({ current, ...definition }, index) => {
    const id = index + 1;
    plan.discounts.push({ id, ...definition });
    for (const row of random.sample(eligible, perDiscount)) {
      plan.links.push({ discountId: id, productId: row.id });
      if (current && definition.priceListId === null) plan.currentProductIds.add(row.id);
    }
  });
  return plan;
}

/**
 * Quantity tiers on the wholesale net prices: for about half of the (list, product) pairs whose product
 * has list tiers, the same quantities at 3, 6 and 9% off the net price. The other pairs have none, so a
 * business customer sees no tiers there (list tiers never apply to a net price).
 */
export function buildPriceListLevels(
  random: Random,
  netPrices: readonly PriceListPriceRow[],
  levels: readonly PriceLevelRow[],
): PriceListLevelRow[] {
  const quantities = new Map<number, number[]>();
  for (const level of levels) quantities.set(level.productId, [...(quantities.get(level.productId) ?? []), level.quantity]);
  const rows: PriceListLevelRow[] = [];
  for (const price of netPrices) {
    const tiers = quantities.get(price.productId);
    if (!tiers || !random.chance(0.5)) continue;
    tiers.forEach((quantity, tier) => {
      rows.push({
        priceListId: price.priceListId,
        productId: price.productId,
        quantity,
        netPriceExclCents: Math.round(price.netPriceExclCents * (1 - 0.03 * (tier + 1))),
      });
    });
  }
  return rows;
}

/**
 * 60 days of list-price history: every product had its price since 60 days before the reference day;
 * about a quarter changed price once since (an earlier price 3-12% lower or higher). Discount periods are
 * recorded by the database itself when the discounts are written (migration `prices`).
 */
export function buildListPriceHistory(random: Random, reference: Date, rows: readonly ProductRow[]): PriceHistoryRow[] {
  const start = addDays(reference, -60);
  const history: PriceHistoryRow[] = [];
  for (const row of rows) {
    if (row.id === undefined) continue;
    if (!random.chance(0.25)) {
      history.push({ productId: row.id, kind: 'list', listPriceInclCents: row.listPriceInclCents, validFrom: start, validTo: null });
      continue;
    }
    const changed = addDays(reference, -random.int(3, 50));
    const earlier = Math.max(1, Math.round(row.listPriceInclCents * (1 + (random.chance(0.6) ? -1 : 1) * random.float(0.03, 0.12))));
    history.push({ productId: row.id, kind: 'list', listPriceInclCents: earlier, validFrom: start, validTo: changed });
    history.push({ productId: row.id, kind: 'list', listPriceInclCents: row.listPriceInclCents, validFrom: changed, validTo: null });
  }
  return history;
}
