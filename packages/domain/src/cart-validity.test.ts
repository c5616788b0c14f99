import { describe, expect, it } from 'vitest';
import { isValidInCart } from './cart-validity.ts';

describe('isValidInCart', () => {
  const ok = { isVirtual: false, isOrderable: true, stockQuantity: 0, hasWebNode: true };
  it('is valid without stock when max-stock availability is off', () => {
    expect(isValidInCart(ok)).toBe(true);
    expect(isValidInCart(ok, { maxStockAvailability: true })).toBe(false);
  });
  it('is invalid for virtual products, without a node, or not orderable', () => {
    expect(isValidInCart({ ...ok, isVirtual: true })).toBe(false);
    expect(isValidInCart({ ...ok, hasWebNode: false })).toBe(false);
    expect(isValidInCart({ ...ok, hasWebNode: false }, { requireWebNode: false })).toBe(true);
    expect(isValidInCart({ ...ok, isOrderable: false })).toBe(false);
  });
});
