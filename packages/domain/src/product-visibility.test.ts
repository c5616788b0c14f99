import { describe, expect, it } from 'vitest';
import { HIDDEN_PRODUCT_TYPES, isProductShown, isProductVisibleTo } from './product-visibility.ts';

describe('isProductVisibleTo', () => {
  const product = { isActive: true, isViewable: true, type: 'Product', publicationCodes: ['B'] };

  it('shows an active, viewable product published under one of the viewer’s codes', () => {
    expect(isProductVisibleTo(product, ['B'])).toBe(true);
    expect(isProductVisibleTo({ ...product, publicationCodes: ['A', 'C'] }, ['A', 'B'])).toBe(true);
  });

  it('hides a product not released for the viewer’s codes', () => {
    const onlyA = { ...product, publicationCodes: ['A'] };
    expect(isProductVisibleTo(onlyA, ['B'])).toBe(false);
    expect(isProductVisibleTo({ ...product, publicationCodes: [] }, ['B'])).toBe(false);
    expect(isProductVisibleTo(product, [])).toBe(false);
    // Still shown in the shop: only this viewer may not see it.
    expect(isProductShown(onlyA)).toBe(true);
  });

  it('hides an inactive, unviewable or hidden-type product from everyone', () => {
    expect(HIDDEN_PRODUCT_TYPES).toContain('ProductVoucher');
    for (const hidden of [{ isActive: false }, { isViewable: false }, { type: 'ProductVoucher' }]) {
      const hiddenProduct = { ...product, ...hidden };
      expect(isProductShown(hiddenProduct)).toBe(false);
      expect(isProductVisibleTo(hiddenProduct, ['A', 'B'])).toBe(false);
    }
  });
});
