import { describe, expect, it } from 'vitest';
import {
  judgeCartProduct,
  cartItemCount,
  cartItemCountAfterFixes,
  cartTotals,
  isCartLineValid,
  isPriceChanged,
  linesInDisplayOrder,
  maxOrderableQuantity,
  orderableLimit,
  overStockFixes,
  resolveLineQuantity,
} from './cart-rules.ts';
import { lineTotals } from './pricing.ts';

describe('isCartLineValid (§4)', () => {
  it('is valid only when the product says valid in cart', () => {
    expect(isCartLineValid({ derived: false, productIsValidInCart: true })).toBe(true);
    expect(isCartLineValid({ derived: false, productIsValidInCart: false })).toBe(false);
  });
  it('is invalid by default for a non-derived line without product facts', () => {
    expect(isCartLineValid({ derived: false, productIsValidInCart: null })).toBe(false);
    expect(isCartLineValid({ derived: false, productIsValidInCart: undefined })).toBe(false);
  });
  it('keeps derived (free or gift) lines valid', () => {
    expect(isCartLineValid({ derived: true, productIsValidInCart: null })).toBe(true);
  });
});

describe('maxOrderableQuantity (§5)', () => {
  it('clamps stock to max in cart', () => {
    expect(maxOrderableQuantity({ stockQuantity: 50, maxInCart: 10 })).toBe(10);
    expect(maxOrderableQuantity({ stockQuantity: 4, maxInCart: 10 })).toBe(4);
    expect(maxOrderableQuantity({ stockQuantity: 7, maxInCart: null })).toBe(7);
    expect(maxOrderableQuantity({ stockQuantity: -3, maxInCart: null })).toBe(0);
    expect(maxOrderableQuantity({ stockQuantity: null, maxInCart: null })).toBe(10_000);
  });
});

describe('resolveLineQuantity (§5)', () => {
  const product = { stockQuantity: 100, maxInCart: null, purchaseUnitFactor: 1 };
  it('keeps a quantity within limits', () => {
    expect(resolveLineQuantity(3, product)).toEqual({ kind: 'ok', quantity: 3 });
  });
  it('aligns up to the purchase-unit factor', () => {
    expect(resolveLineQuantity(5, { ...product, purchaseUnitFactor: 6 })).toEqual({ kind: 'ok', quantity: 6 });
    expect(resolveLineQuantity(7, { ...product, purchaseUnitFactor: 6 })).toEqual({ kind: 'ok', quantity: 12 });
  });
  it('lowers to the limit (a multiple of the factor) and says so', () => {
    expect(resolveLineQuantity(20, { ...product, stockQuantity: 8 })).toEqual({ kind: 'lowered', quantity: 8, limit: 8 });
    expect(resolveLineQuantity(20, { ...product, stockQuantity: 100, maxInCart: 10, purchaseUnitFactor: 4 })).toEqual({
      kind: 'lowered',
      quantity: 8,
      limit: 10,
    });
  });
  it('gives none when nothing fits', () => {
    expect(resolveLineQuantity(1, { ...product, stockQuantity: 0 })).toEqual({ kind: 'none', limit: 0 });
    expect(resolveLineQuantity(1, { ...product, stockQuantity: 3, purchaseUnitFactor: 6 })).toEqual({ kind: 'none', limit: 3 });
  });
});

describe('judgeCartProduct (§4, §5, §8): the one verdict of the cart batch and the order upload', () => {
  const product = {
    isActive: true,
    isViewable: true,
    type: 'Product',
    visible: true,
    isVirtual: false,
    isOrderable: true,
    hasWebNode: true,
    stockQuantity: 10,
    maxInCart: null,
    purchaseUnitFactor: 4,
  };
  it('checks shown, released, valid in a cart, then the quantity, in that order', () => {
    expect(judgeCartProduct({ ...product, isActive: false, visible: false }, 1)).toEqual({ kind: 'notFound' });
    expect(judgeCartProduct({ ...product, type: 'ProductVoucher' }, 1)).toEqual({ kind: 'notFound' });
    expect(judgeCartProduct({ ...product, visible: false, isOrderable: false }, 1)).toEqual({ kind: 'notReleased' });
    expect(judgeCartProduct({ ...product, isVirtual: true }, 1)).toEqual({ kind: 'notOrderable' });
    expect(judgeCartProduct({ ...product, hasWebNode: false }, 1)).toEqual({ kind: 'notOrderable' });
    expect(judgeCartProduct({ ...product, stockQuantity: 3 }, 1)).toEqual({ kind: 'noStock', limit: 3 });
  });
  it('aligns up to the purchase unit and caps by stock in whole units', () => {
    expect(judgeCartProduct(product, 3)).toEqual({ kind: 'ok', quantity: 4 });
    expect(judgeCartProduct(product, 9)).toEqual({ kind: 'lowered', quantity: 8, limit: 10 });
    expect(judgeCartProduct({ ...product, maxInCart: 5 }, 8)).toEqual({ kind: 'lowered', quantity: 4, limit: 5 });
  });
});

describe('orderableLimit', () => {
  it('is the max rounded down to whole purchase units', () => {
    expect(orderableLimit({ stockQuantity: 10, maxInCart: null, purchaseUnitFactor: 4 })).toBe(8);
    expect(orderableLimit({ stockQuantity: 3, maxInCart: null, purchaseUnitFactor: 6 })).toBe(0);
  });
});

describe('overStockFixes (§4)', () => {
  it('updates to the limit, deletes when the limit is 0, leaves others alone', () => {
    expect(
      overStockFixes([
        { id: 1, quantity: 5, limit: 3 },
        { id: 2, quantity: 2, limit: 0 },
        { id: 3, quantity: 2, limit: 2 },
        { id: 4, quantity: 9, limit: 1, derived: true },
      ]),
    ).toEqual([
      { lineId: 1, action: 'update', quantity: 3 },
      { lineId: 2, action: 'delete' },
    ]);
  });
});

describe('isPriceChanged (§4, §9 tolerance 0.01)', () => {
  it('flags a unit price more than 0.01 away from the confirmed one, up or down', () => {
    expect(isPriceChanged(1000, 1002)).toBe(true);
    expect(isPriceChanged(1000, 1001)).toBe(false);
    expect(isPriceChanged(1000, 1000)).toBe(false);
    expect(isPriceChanged(1002, 1000)).toBe(true);
    expect(isPriceChanged(1001, 1000)).toBe(false);
    expect(isPriceChanged(1000, null)).toBe(false);
  });
});

describe('lineTotals (VAT per line, cents)', () => {
  it('starts from the price incl. VAT for list prices', () => {
    expect(lineTotals({ inclCents: 1299, exclCents: 1072 }, 3, 21)).toEqual({
      totalInclCents: 3897,
      totalExclCents: 3221,
      taxCents: 676,
      unitInclCents: 1299,
      unitExclCents: 1074,
    });
  });
  it('starts from the net price for price-list prices', () => {
    const totals = lineTotals({ inclCents: 1210, exclCents: 1000 }, 3, 21, 'excl');
    expect(totals).toMatchObject({ totalExclCents: 3000, totalInclCents: 3630, taxCents: 630 });
  });
  it('handles 9 % VAT and quantity 0', () => {
    expect(lineTotals({ inclCents: 545, exclCents: 500 }, 2, 9).taxCents).toBe(90);
    expect(lineTotals({ inclCents: 545, exclCents: 500 }, 0, 9)).toMatchObject({ totalInclCents: 0, unitInclCents: 545 });
  });
});

describe('cartTotals', () => {
  it('sums line totals and per-line VAT', () => {
    const a = lineTotals({ inclCents: 1299, exclCents: 1074 }, 3, 21);
    const b = lineTotals({ inclCents: 545, exclCents: 500 }, 2, 9);
    const totals = cartTotals([
      { ...a, discountInclCents: 100, discountExclCents: 83, listTotalInclCents: 4000 },
      { ...b, listTotalInclCents: 1090 },
    ]);
    expect(totals).toEqual({
      subTotalInclCents: 3897 + 1090,
      subTotalExclCents: a.totalExclCents + b.totalExclCents,
      taxCents: a.taxCents + b.taxCents,
      totalInclCents: 3897 + 1090,
      totalExclCents: a.totalExclCents + b.totalExclCents,
      discountInclCents: 100,
      discountExclCents: 83,
      totalListPriceCents: 5090,
    });
    expect(totals.subTotalInclCents - totals.subTotalExclCents).toBe(totals.taxCents);
  });
  it('is all zero for an empty cart', () => {
    expect(cartTotals([]).totalInclCents).toBe(0);
  });
});

describe('display order and count (§3)', () => {
  it('shows lines in reverse order without changing the input', () => {
    const lines = [1, 2, 3];
    expect(linesInDisplayOrder(lines)).toEqual([3, 2, 1]);
    expect(lines).toEqual([1, 2, 3]);
  });
  it('counts pieces', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
  it('counts pieces as the over-stock fix leaves them: lowered, removed, derived and gone products untouched', () => {
    expect(
      cartItemCountAfterFixes([
        { id: 1, quantity: 8, limit: 5 },
        { id: 2, quantity: 2, limit: 0 },
        { id: 3, quantity: 3, limit: 10 },
        { id: 4, quantity: 4, limit: 1, derived: true },
        { id: 5, quantity: 6, limit: null },
      ]),
    ).toBe(5 + 0 + 3 + 4 + 6);
  });
});
