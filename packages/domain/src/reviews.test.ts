import { describe, expect, it } from 'vitest';
import { averageRating, isValidRating } from './reviews.ts';

describe('reviews', () => {
  it('accepts ratings 1 to 5', () => {
    expect([0, 1, 5, 6, 2.5, '3'].map(isValidRating)).toEqual([false, true, true, false, false, false]);
  });
  it('averages to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});
