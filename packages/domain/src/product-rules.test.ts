import { describe, expect, it } from 'vitest';
import { isProductOrderable, stockLevel, trimProductNumber } from './product-rules.ts';

const orderable = { isVirtual: false, isViewable: true, isActive: true, isOrderable: true, stockQuantity: 3 };

describe('isProductOrderable', () => {
  it('is true for an active, viewable, orderable product in stock', () => {
    expect(isProductOrderable(orderable)).toBe(true);
  });
  it.each([
    ['virtual', { isVirtual: true }],
    ['not viewable', { isViewable: false }],
    ['inactive', { isActive: false }],
    ['not orderable', { isOrderable: false }],
    ['out of stock', { stockQuantity: 0 }],
  ])('is false when %s', (_label, change) => {
    expect(isProductOrderable({ ...orderable, ...change })).toBe(false);
  });
});

describe('stockLevel', () => {
  it('classifies stock', () => {
    expect(stockLevel(0)).toBe('none');
    expect(stockLevel(-2)).toBe('none');
    expect(stockLevel(4)).toBe('limited');
    expect(stockLevel(5)).toBe('enough');
  });
});

describe('trimProductNumber', () => {
  it('keeps six characters', () => {
    expect(trimProductNumber('10023456')).toBe('100234');
    expect(trimProductNumber('1234')).toBe('1234');
  });
});
