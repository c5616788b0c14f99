import { describe, expect, it } from 'vitest';
import { oldUnitPrice, shownUnitPrice } from './pricing.ts';

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

describe('oldUnitPrice', () => {
  it('is only there when higher than the shown price', () => {
    const shown = { inclCents: 1000, exclCents: 826 };
    expect(oldUnitPrice(shown, { inclCents: 1200, exclCents: 992 })).toEqual({ inclCents: 1200, exclCents: 992 });
    expect(oldUnitPrice(shown, { inclCents: 1000, exclCents: 826 })).toBeNull();
    expect(oldUnitPrice(shown, { inclCents: 900, exclCents: 744 })).toBeNull();
  });
});
