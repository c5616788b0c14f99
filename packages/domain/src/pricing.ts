/**
 * The one price computation: what a viewer pays for a product at a quantity on a day, and which
 * reference price may be struck through. Every place that shows or charges a price (tiles, search
 * hits, the product page, quantity tiers, cart lines and totals, orders) goes through `priceFor`,
 * or through `linePrice` on a ladder that `priceFor` built (the cart page's displayed copy).
 *
 * Rules:
 * - A viewer with a net price on their price list pays that (excl. VAT leading); everybody else the
 *   list price (incl. VAT leading). Amounts are computed on the leading side and the other side is
 *   derived once per line, so VAT is rounded per line and never per piece.
 * - Quantity tiers ('meer = minder') come from the viewer's own price: list-price tiers for list-price
 *   viewers, the price list's tiers for net-price viewers (none when the list has none).
 * - A dated discount takes its percentage off the viewer's own price. At a quantity the cheapest of the
 *   discounted single price and the tier reached applies; a tier dearer than the single price is never
 *   offered.
 * - A struck-through price is shown only for a real reduction for this viewer: a tier (the single
 *   price), or a dated discount. For list-price viewers a discount's 'was' price is the lowest price
 *   of the 30 days before the discount began (EU Omnibus rule, `lowestPriorPrice`), shown only when
 *   above the current price; for net-price (business) viewers it is their own price before the discount.
 *   The list price is never a 'was' price for a net-price viewer: it is their advice price.
 */
import { DAY_MS } from './units.ts';
import { applicableDiscount } from './discounts.ts';
import { exclFromIncl, inclFromExcl } from './money.ts';

export interface UnitPrice {
  inclCents: number;
  exclCents: number;
}

/** Which side of a price is set; the other side is derived from it. */
export type PriceSide = 'incl' | 'excl';

/** A price on its leading side, both sides. */
export function unitPrice(cents: number, leading: PriceSide, taxRate: number): UnitPrice {
  return leading === 'incl'
    ? { inclCents: cents, exclCents: exclFromIncl(cents, taxRate) }
    : { exclCents: cents, inclCents: inclFromExcl(cents, taxRate) };
}

export interface PricingInput {
  listPriceInclCents: number;
  /** Net price excl. VAT on the viewer's price list; null when the viewer pays the list price. */
  netPriceExclCents: number | null;
  taxRate: number;
  /** Quantity tiers of the list price (incl. VAT), used for list-price viewers. */
  listTiers?: readonly { quantity: number; priceInclCents: number }[];
  /** Quantity tiers of the viewer's price list (excl. VAT), used for net-price viewers. */
  netTiers?: readonly { quantity: number; priceExclCents: number }[];
  /** The dated discount that applies to this viewer today (see `selectDiscount` / the discount query). */
  discount?: { id: number; name: string; percentage: number } | null;
  /**
   * EU Omnibus: the lowest consumer price (incl. VAT) of the 30 days before the discount began, from
   * the price history (`lowestPriorPrice`); null when unknown.
   */
  lowestPriorPriceInclCents?: number | null;
}

/** One step of a price ladder: from `quantity` pieces on, each costs `cents` on the leading side. */
export interface LadderStep {
  quantity: number;
  cents: number;
}

/**
 * The unit prices a viewer pays by quantity: the first step is the single price (quantity 1, after
 * any discount), the others the tiers that are cheaper than it, by quantity.
 */
export interface PriceLadder {
  leading: PriceSide;
  taxRate: number;
  steps: LadderStep[];
}

export interface LinePrice {
  /** Per piece: the line total divided by the quantity, rounded (§3). */
  unit: UnitPrice;
  totalInclCents: number;
  totalExclCents: number;
  taxCents: number;
  /** The ladder step applied: quantity 1 is the single price, anything higher a tier. */
  stepQuantity: number;
  /** When a tier applies, the single price it reduces (the struck-through price); else null. */
  tierReference: UnitPrice | null;
}

/** The line at `quantity` on a ladder: the cheapest step reached, the total on the leading side, VAT per line. */
export function linePrice(ladder: PriceLadder, quantity: number): LinePrice {
  const qty = Math.max(0, Math.floor(quantity));
  let step = ladder.steps[0] ?? { quantity: 1, cents: 0 };
  for (const candidate of ladder.steps) {
    if (candidate.quantity <= Math.max(1, qty) && candidate.cents < step.cents) step = candidate;
  }
  const totals = lineTotals(unitPrice(step.cents, ladder.leading, ladder.taxRate), qty, ladder.taxRate, ladder.leading);
  return {
    unit: { inclCents: totals.unitInclCents, exclCents: totals.unitExclCents },
    totalInclCents: totals.totalInclCents,
    totalExclCents: totals.totalExclCents,
    taxCents: totals.taxCents,
    stepQuantity: step.quantity,
    tierReference: step.quantity > 1 && ladder.steps[0] ? unitPrice(ladder.steps[0].cents, ladder.leading, ladder.taxRate) : null,
  };
}

export interface Price {
  leading: PriceSide;
  /** Per piece at the asked quantity (line total / quantity, rounded). */
  unit: UnitPrice;
  totalInclCents: number;
  totalExclCents: number;
  taxCents: number;
  /** The tier applied at this quantity, or null for the single price. */
  tier: { quantity: number } | null;
  /** The dated discount in the price at this quantity, or null (also when a cheaper tier won). */
  discount: { id: number; name: string; percentage: number } | null;
  /** The price to strike through, only for a real reduction for this viewer. */
  reference: { kind: 'tier' | 'discount'; unit: UnitPrice } | null;
  /** The viewer's own price before any discount or tier, at quantity 1. */
  base: UnitPrice;
  /** What the tier or discount saves on the whole line against `base` (0 without either). */
  savedInclCents: number;
  savedExclCents: number;
  /** The consumer list price: for a net-price viewer their advice price, never a 'was' price. */
  list: UnitPrice;
  /** The ladder this price was read from (single price first, then the tiers worth offering). */
  ladder: PriceLadder;
  /** The tiers worth offering, with the fraction saved against the single price. */
  tiers: { quantity: number; unit: UnitPrice; save: number }[];
}

function percentageOff(cents: number, percentage: number): number {
  return Math.round((cents * (100 - Math.min(100, Math.max(0, percentage)))) / 100);
}

/** The price ladder of a product for a viewer: the single price (after the discount) and the cheaper tiers. */
export function priceLadder(input: PricingInput): PriceLadder {
  const leading: PriceSide = input.netPriceExclCents !== null ? 'excl' : 'incl';
  const baseCents = input.netPriceExclCents ?? input.listPriceInclCents;
  const single = input.discount ? percentageOff(baseCents, input.discount.percentage) : baseCents;
  const tiers =
    leading === 'excl'
      ? (input.netTiers ?? []).map((t) => ({ quantity: t.quantity, cents: t.priceExclCents }))
      : (input.listTiers ?? []).map((t) => ({ quantity: t.quantity, cents: t.priceInclCents }));
  const offered = tiers
    .filter((t) => Number.isInteger(t.quantity) && t.quantity > 1 && t.cents < single)
    .sort((a, b) => a.quantity - b.quantity || a.cents - b.cents)
    // A tier is only worth offering when it is cheaper than every smaller one.
    .filter((t, i, all) => all.slice(0, i).every((smaller) => smaller.cents > t.cents));
  return { leading, taxRate: input.taxRate, steps: [{ quantity: 1, cents: single }, ...offered] };
}

/** What the viewer pays for `quantity` pieces, with the tier, discount and reference price that apply. */
export function priceFor(input: PricingInput, quantity = 1): Price {
  const ladder = priceLadder(input);
  const { leading, taxRate } = ladder;
  const base = unitPrice(input.netPriceExclCents ?? input.listPriceInclCents, leading, taxRate);
  const list = unitPrice(input.listPriceInclCents, 'incl', taxRate);
  const single = ladder.steps[0]!;
  const line = linePrice(ladder, quantity);
  const tier = line.stepQuantity > 1 ? { quantity: line.stepQuantity } : null;
  const discount = !tier && input.discount && single.cents < (leading === 'incl' ? base.inclCents : base.exclCents) ? input.discount : null;
  let reference: Price['reference'] = null;
  if (line.tierReference) {
    reference = { kind: 'tier', unit: line.tierReference };
  } else if (discount) {
    const was =
      leading === 'excl' ? base : input.lowestPriorPriceInclCents ? unitPrice(input.lowestPriorPriceInclCents, 'incl', taxRate) : null;
    if (was && was.inclCents > line.unit.inclCents) reference = { kind: 'discount', unit: was };
  }
  const undiscounted = linePrice(
    { leading, taxRate, steps: [{ quantity: 1, cents: leading === 'incl' ? base.inclCents : base.exclCents }] },
    quantity,
  );
  return {
    leading,
    unit: line.unit,
    totalInclCents: line.totalInclCents,
    totalExclCents: line.totalExclCents,
    taxCents: line.taxCents,
    tier,
    discount,
    reference,
    base,
    savedInclCents: Math.max(0, undiscounted.totalInclCents - line.totalInclCents),
    savedExclCents: Math.max(0, undiscounted.totalExclCents - line.totalExclCents),
    list,
    ladder,
    tiers: ladder.steps.slice(1).map((step) => ({
      quantity: step.quantity,
      unit: unitPrice(step.cents, leading, taxRate),
      save: Math.floor((1 - step.cents / single.cents) * 100) / 100,
    })),
  };
}

// ------------------------------------------------------------ line totals

export interface LineTotals {
  totalInclCents: number;
  totalExclCents: number;
  taxCents: number;
  /** §3: the shown unit price is the line total divided by the quantity, rounded. */
  unitInclCents: number;
  unitExclCents: number;
}

/**
 * Totals of one line with VAT per line, in integer cents. `basis` says which
 * price is leading: 'excl' for net (price-list) prices, 'incl' for list prices;
 * the other side of the line total is derived once, so rounding happens per
 * line and never per piece.
 */
export function lineTotals(unit: UnitPrice, quantity: number, taxRate: number, basis: PriceSide = 'incl'): LineTotals {
  const qty = Math.max(0, Math.floor(quantity));
  let totalInclCents: number;
  let totalExclCents: number;
  if (basis === 'excl') {
    totalExclCents = unit.exclCents * qty;
    totalInclCents = inclFromExcl(totalExclCents, taxRate);
  } else {
    totalInclCents = unit.inclCents * qty;
    totalExclCents = exclFromIncl(totalInclCents, taxRate);
  }
  return {
    totalInclCents,
    totalExclCents,
    taxCents: totalInclCents - totalExclCents,
    unitInclCents: qty > 0 ? Math.round(totalInclCents / qty) : unit.inclCents,
    unitExclCents: qty > 0 ? Math.round(totalExclCents / qty) : unit.exclCents,
  };
}

// ------------------------------------------------------- EU Omnibus rule

/** A row of the price history: a list price, or a discount percentage, over a period (`validTo` null: still). */
export type PriceHistoryRow =
  | { kind: 'list'; listPriceInclCents: number; validFrom: Date; validTo: Date | null }
  | { kind: 'discount'; percentage: number; priceListId: number | null; validFrom: Date; validTo: Date | null };

/** EU Omnibus directive (Dutch law since 2022): the reference is the lowest price of the 30 days before a reduction. */
export const OMNIBUS_DAYS = 30;

/**
 * The lowest consumer price (incl. VAT) charged in the `days` before `reductionStart`: the list price in
 * force, less the largest discount for everybody in force, at every moment of that window. Null when no list price is
 * known for any part of the window.
 */
export function lowestPriorPrice(history: readonly PriceHistoryRow[], reductionStart: Date, days = OMNIBUS_DAYS): number | null {
  const from = reductionStart.getTime() - days * DAY_MS;
  const to = reductionStart.getTime();
  const covers = (row: PriceHistoryRow, t: number) => row.validFrom.getTime() <= t && (row.validTo === null || row.validTo.getTime() > t);
  const moments = new Set<number>([from]);
  for (const row of history) {
    for (const t of [row.validFrom.getTime(), row.validTo?.getTime()]) if (t !== undefined && t > from && t < to) moments.add(t);
  }
  let lowest: number | null = null;
  for (const t of moments) {
    // The latest list row in force wins (a change closes the previous row, but be safe with overlaps).
    const list = history
      .filter((row): row is Extract<PriceHistoryRow, { kind: 'list' }> => row.kind === 'list' && covers(row, t))
      .sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime())[0];
    if (!list) continue;
    // Only discounts for everybody made a consumer price; a price list's own discount did not.
    const percentage = Math.max(
      0,
      ...history
        .filter((row) => row.kind === 'discount' && row.priceListId === null && covers(row, t))
        .map((row) => (row.kind === 'discount' ? row.percentage : 0)),
    );
    const price = percentageOff(list.listPriceInclCents, percentage);
    if (lowest === null || price < lowest) lowest = price;
  }
  return lowest;
}

// ------------------------------------------------------------ VAT display

/**
 * Whether a viewer sees prices incl. VAT: their own preference (`preference/vat`) when set, else
 * business customers excl. and private customers incl.; anonymous visitors always incl. (Dutch
 * consumer law: prices to consumers include VAT).
 */
export function showsPricesInclVat(customer: { includeVat: boolean | null; isBusiness: boolean } | null): boolean {
  if (!customer) return true;
  return customer.includeVat ?? !customer.isBusiness;
}

/** VAT summed per rate over lines (the cart and checkout show the VAT of each rate and the subtotal excl.). */
export function vatByRate(
  lines: readonly { taxRate: number; totalExclCents: number; taxCents: number }[],
): { rate: number; baseExclCents: number; taxCents: number }[] {
  const byRate = new Map<number, { rate: number; baseExclCents: number; taxCents: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRate) ?? { rate: line.taxRate, baseExclCents: 0, taxCents: 0 };
    entry.baseExclCents += line.totalExclCents;
    entry.taxCents += line.taxCents;
    byRate.set(line.taxRate, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

// ------------------------------------------------ from stored facts to input

/** What the database holds for a product's price beyond its row (repositories/pricing.ts). */
export interface PricingFacts {
  listTiers: { quantity: number; priceInclCents: number }[];
  netTiers: { quantity: number; priceExclCents: number }[];
  /** Discounts of the product that have not ended; `applicableDiscount` picks the one of the day. */
  discounts: { id: number; name: string; percentage: number; priceListId: number | null; startDate: Date; endDate: Date }[];
  /** Price history before the discounts began (for the Omnibus 'was' price). */
  history: PriceHistoryRow[];
}

/** The input of `priceFor` for a product row, its stored facts, the viewer's price list and the moment. */
export function pricingInput(
  product: { listPriceInclCents: number; netPriceExclCents: number | null; taxRate: number },
  facts: PricingFacts | undefined,
  priceListId: number | null,
  now: Date,
): PricingInput {
  const discount = facts ? applicableDiscount(facts.discounts, priceListId, now) : null;
  return {
    listPriceInclCents: product.listPriceInclCents,
    netPriceExclCents: product.netPriceExclCents,
    taxRate: product.taxRate,
    listTiers: facts?.listTiers ?? [],
    netTiers: facts?.netTiers ?? [],
    discount: discount && { id: discount.id, name: discount.name, percentage: discount.percentage },
    lowestPriorPriceInclCents: discount && facts ? lowestPriorPrice(facts.history, discount.startDate) : null,
  };
}
