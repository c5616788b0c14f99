import { describe, expect, it } from 'vitest';
import { productPrices, shownUnitPrice } from './pricing.ts';

describe('shownUnitPrice', () => {
  it('shows the list price when there is no net price', () => {
    expect(shownUnitPrice({ listPriceInclCents: 1295, netPriceExclCents: null, taxRate: 21 })).toEqual({
      inclCents: 1295,
      exclCents: 1070,
    });
  });
  it('shows the net price of the price list with VAT added', () => {
    expect(shownUnitPrice({ listPriceInclCents: 1295, netPriceExclCents: 800, taxRate: 9 })).toEqual({
      inclCents: 872,
      exclCents: 800,
    });
  });
});

describe('the old price (productPrices().old, §3 oldPrice)', () => {
  it('is the list price when a price-list price is lower, none when it is the same or higher', () => {
    expect(productPrices({ listPriceInclCents: 1210, netPriceExclCents: 826, taxRate: 21 }, null).old).toEqual({ inclCents: 1210, exclCents: 1000 });
    expect(productPrices({ listPriceInclCents: 1210, netPriceExclCents: null, taxRate: 21 }, null).old).toBeNull();
    expect(productPrices({ listPriceInclCents: 1210, netPriceExclCents: 1100, taxRate: 21 }, null).old).toBeNull();
  });
  it('is the price before the discount when there is one', () => {
    const prices = productPrices({ listPriceInclCents: 1210, netPriceExclCents: 1100, taxRate: 21 }, 10);
    expect(prices.old).toEqual(prices.base);
    expect(prices.shown.inclCents).toBeLessThan(prices.base.inclCents);
  });
});
