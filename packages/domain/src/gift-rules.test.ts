import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GIFT_SETTINGS as S,
  giftChoiceProblem,
  giftLinesToRemove,
  giftsLast,
  giftsLeftToChoose,
  isGiftSelectionEnabled,
  isShareKeyShaped,
  isShareValid,
  normalizeLineNote,
  sampleProductsInCart,
  shareExpiresAt,
} from './gift-rules.ts';

const regular = (productId: number) => ({ productId, derived: false, isSample: false, choosable: true });
const gift = (productId: number, choosable = true) => ({ productId, derived: true, isSample: true, choosable });
const boughtSample = (productId: number) => ({ productId, derived: false, isSample: true, choosable: true });
const sample = (id: number) => ({ id, isSample: true, orderable: true });

describe('gift selection (§4, §9)', () => {
  it('is offered only strictly above EUR 25 with fewer than 2 sample products in the cart', () => {
    expect(isGiftSelectionEnabled({ totalInclCents: 2_500, lines: [regular(1)] }, S)).toBe(false);
    expect(isGiftSelectionEnabled({ totalInclCents: 2_501, lines: [regular(1)] }, S)).toBe(true);
    expect(isGiftSelectionEnabled({ totalInclCents: 9_000, lines: [regular(1), gift(10)] }, S)).toBe(true);
    expect(isGiftSelectionEnabled({ totalInclCents: 9_000, lines: [regular(1), gift(10), boughtSample(11)] }, S)).toBe(false);
  });

  it('counts sample products once, gifts and bought samples together', () => {
    expect(sampleProductsInCart({ totalInclCents: 0, lines: [gift(10), boughtSample(11), regular(1)] })).toBe(2);
    expect(giftsLeftToChoose({ totalInclCents: 3_000, lines: [gift(10)] }, S)).toBe(1);
    expect(giftsLeftToChoose({ totalInclCents: 2_000, lines: [] }, S)).toBe(0);
  });

  it('refuses a product that is not a sample, below the threshold, a repeat and a third gift, in that order', () => {
    const cart = { totalInclCents: 3_000, lines: [regular(1), gift(10)] };
    expect(giftChoiceProblem(cart, null, S)).toBe('giftNotSample');
    expect(giftChoiceProblem(cart, { id: 1, isSample: false, orderable: true }, S)).toBe('giftNotSample');
    expect(giftChoiceProblem(cart, { id: 12, isSample: true, orderable: false }, S)).toBe('giftNotSample');
    expect(giftChoiceProblem({ ...cart, totalInclCents: 2_500 }, sample(12), S)).toBe('giftBelowThreshold');
    expect(giftChoiceProblem(cart, sample(10), S)).toBe('giftAlreadyInCart');
    expect(giftChoiceProblem(cart, sample(12), S)).toBeNull();
    expect(giftChoiceProblem({ ...cart, lines: [...cart.lines, gift(12)] }, sample(13), S)).toBe('giftMaximum');
  });
});

describe('gift removal (§4)', () => {
  it('removes every gift when the cart drops to or below the threshold, and never a regular line', () => {
    const lines = [regular(1), gift(10), gift(11)];
    expect(giftLinesToRemove({ totalInclCents: 2_500, lines }, S).map((l) => l.productId)).toEqual([10, 11]);
    expect(giftLinesToRemove({ totalInclCents: 2_501, lines }, S)).toEqual([]);
    expect(giftLinesToRemove({ totalInclCents: 0, lines: [regular(1), boughtSample(2)] }, S)).toEqual([]);
  });

  it('removes gifts no longer choosable and the newest beyond the maximum', () => {
    expect(giftLinesToRemove({ totalInclCents: 5_000, lines: [gift(10, false), gift(11)] }, S).map((l) => l.productId)).toEqual([10]);
    const crowded = [boughtSample(2), gift(10), gift(11)];
    expect(giftLinesToRemove({ totalInclCents: 5_000, lines: crowded }, S).map((l) => l.productId)).toEqual([11]);
  });

  it('shows gifts after the regular lines', () => {
    expect(giftsLast([gift(10), regular(1), gift(11), regular(2)], (l) => l.derived).map((l) => l.productId)).toEqual([1, 2, 10, 11]);
  });
});

describe('line notes and shared carts', () => {
  it('stores a note trimmed with whitespace runs as one space', () => {
    expect(normalizeLineNote('  graag \n\n apart   verpakken ')).toBe('graag apart verpakken');
  });

  it('keeps a share 30 days', () => {
    const created = new Date('2026-11-01T10:00:00Z');
    expect(isShareValid(created, new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isShareValid(created, new Date('2026-12-01T10:00:00Z'))).toBe(false);
    expect(shareExpiresAt(created).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('recognises only keys of the shop’s shape', () => {
    expect(isShareKeyShaped('a'.repeat(32))).toBe(true);
    expect(isShareKeyShaped('a'.repeat(31))).toBe(false);
    expect(isShareKeyShaped(`${'a'.repeat(31)}/`)).toBe(false);
  });
});
