import { exclFromIncl, inclFromExcl } from './money.ts';

export interface UnitPrice {
  inclCents: number;
  exclCents: number;
}

/**
 * §1: authenticated customers see the net price of their price list; everybody
 * else (and customers whose list has no price for the product) the list price.
 */
export function shownUnitPrice(product: {
  listPriceInclCents: number;
  netPriceExclCents: number | null;
  taxRate: number;
}): UnitPrice {
  if (product.netPriceExclCents !== null) {
    return { exclCents: product.netPriceExclCents, inclCents: inclFromExcl(product.netPriceExclCents, product.taxRate) };
  }
  return { inclCents: product.listPriceInclCents, exclCents: exclFromIncl(product.listPriceInclCents, product.taxRate) };
}

/** The old (struck-through) price, only when it is higher than the shown price (§3 oldPrice). */
function oldUnitPrice(shown: UnitPrice, before: UnitPrice): UnitPrice | null {
  return before.inclCents > shown.inclCents ? before : null;
}

/** A unit price with a percentage discount off the price incl. VAT, the net amount derived again. */
export function withPercentageOff(price: UnitPrice, percentage: number, taxRate: number): UnitPrice {
  const inclCents = Math.round((price.inclCents * (100 - percentage)) / 100);
  return { inclCents, exclCents: exclFromIncl(inclCents, taxRate) };
}

export interface ProductPrices {
  /** The price the viewer pays per piece (price list, then the best active discount). */
  shown: UnitPrice;
  /** The price list's price before the discount. */
  base: UnitPrice;
  /** The list price (what anonymous visitors see). */
  list: UnitPrice;
  /** §3 oldPrice: the price before the discount (or the list price), only when higher than `shown`. */
  old: UnitPrice | null;
  /** Whether the net price is leading (a price-list price), so totals start from the amount excl. VAT. */
  netLeading: boolean;
}

/**
 * The prices of a product for a viewer, as the product page and the cart show
 * them: net price of the price list (or the list price), less the best active
 * discount percentage; the old price only when higher.
 */
export function productPrices(
  product: { listPriceInclCents: number; netPriceExclCents: number | null; taxRate: number },
  discountPercentage: number | null,
): ProductPrices {
  const base = shownUnitPrice(product);
  const shown = discountPercentage ? withPercentageOff(base, discountPercentage, product.taxRate) : base;
  const list = shownUnitPrice({ ...product, netPriceExclCents: null });
  return {
    shown,
    base,
    list,
    old: oldUnitPrice(shown, discountPercentage ? base : list),
    netLeading: product.netPriceExclCents !== null && !discountPercentage,
  };
}
