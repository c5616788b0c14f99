import { describe, expect, it } from 'vitest';
import { alignQuantity, maxQuantity } from './quantity-rules.ts';

describe('quantity rules', () => {
  it('clamps stock to maxInCart, unknown stock 10000', () => {
    expect(maxQuantity(50, 10)).toBe(10);
    expect(maxQuantity(3, 10)).toBe(3);
    expect(maxQuantity(7, null)).toBe(7);
    expect(maxQuantity(null, null)).toBe(10_000);
    expect(maxQuantity(-4, 10)).toBe(0);
  });
  it('aligns up to the purchase unit factor and caps by the remaining quantity', () => {
    expect(alignQuantity(1, 6, 100)).toBe(6);
    expect(alignQuantity(7, 6, 100)).toBe(12);
    expect(alignQuantity(13, 6, 14)).toBe(12);
    expect(alignQuantity(5, 1, 3)).toBe(3);
    expect(alignQuantity(1, 6, 5)).toBe(0);
    expect(alignQuantity(Number.NaN, 2, 10)).toBe(2);
    expect(alignQuantity(-3, 0, 10)).toBe(1);
  });
});
