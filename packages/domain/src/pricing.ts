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
export function oldUnitPrice(shown: UnitPrice, before: UnitPrice): UnitPrice | null {
  return before.inclCents > shown.inclCents ? before : null;
}
