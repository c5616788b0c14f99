import { describe, expect, it } from 'vitest';
import { toTileProduct } from '../../lib/product-tile.ts';
import { visibleBrandName } from './ProductTile.tsx';

/** Rating, delivery promise and what the quick add needs. */
const buying = {
  Rating: 4.5,
  ReviewCount: 12,
  Delivery: { InStock: true, Date: '2026-11-26', IsTomorrow: true, Cutoff: '22:00', MinWeeks: null, MaxWeeks: null },
  IsOrderable: true,
  IsVirtual: false,
  MaxQuantity: 234,
  PurchaseUnitFactor: 1,
};

describe('toTileProduct', () => {
  it('keeps only the fields a tile shows', () => {
    const summary = {
      Id: 300,
      Type: 'Product',
      Number: '100721',
      Name: 'Graanvrij Menu Puppy 3 kg',
      Language: 'en' as const,
      Url: 'graanvrij-menu-puppy-3-kg',
      Img: '/images/products/hond-zak-3.svg',
      Brand: { Id: 2, Name: 'Kwispelkracht', Url: 'kwispelkracht', Extra: 'x' },
      PriceInclTax: 10.99,
      PriceExclTax: 10.08,
      OldPriceInclTax: 12.99,
      OldPriceExclTax: 11.92,
      AdvicePriceInclTax: null,
      TaxRate: 9,
      StockQuantity: 234,
      StockLevel: 'enough' as const,
      WebshopBanner: 'Nieuw',
      MaxInCart: null,
      ...buying,
    };
    expect(toTileProduct(summary)).toEqual({
      Id: 300,
      Name: 'Graanvrij Menu Puppy 3 kg',
      Language: 'en',
      Url: 'graanvrij-menu-puppy-3-kg',
      Img: '/images/products/hond-zak-3.svg',
      Brand: { Id: 2, Name: 'Kwispelkracht', Url: 'kwispelkracht' },
      PriceInclTax: 10.99,
      PriceExclTax: 10.08,
      OldPriceInclTax: 12.99,
      OldPriceExclTax: 11.92,
      StockLevel: 'enough',
      WebshopBanner: 'Nieuw',
      ...buying,
    });
  });

  it('keeps a missing brand, image and banner as null, and a name of unknown language as Dutch', () => {
    const prices = { PriceInclTax: 2.5, PriceExclTax: 2.29, OldPriceInclTax: null, OldPriceExclTax: null };
    const none = {
      Rating: null,
      ReviewCount: 0,
      Delivery: null,
      IsOrderable: false,
      IsVirtual: false,
      MaxQuantity: 0,
      PurchaseUnitFactor: 1,
    };
    const tile = toTileProduct({ Id: 1, Name: 'Hooi', Url: 'hooi', Img: null, Brand: null, ...prices, StockLevel: 'none', ...none });
    expect(tile).toEqual({
      Id: 1,
      Name: 'Hooi',
      Language: 'nl',
      Url: 'hooi',
      Img: null,
      Brand: null,
      ...prices,
      StockLevel: 'none',
      WebshopBanner: null,
      ...none,
    });
  });
});

describe('visibleBrandName', () => {
  it("hides 'geen merk' and empty names", () => {
    expect(visibleBrandName(' Geen merk ')).toBeNull();
    expect(visibleBrandName('')).toBeNull();
    expect(visibleBrandName(' Polderbrok ')).toBe('Polderbrok');
  });
});
