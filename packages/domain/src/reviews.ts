/** Review ratings (whole stars 1 to 5), their average and the orders reviews can be shown in. */

export const REVIEW_SORTS = ['newestFirst', 'oldestFirst', 'mostStars', 'fewestStars'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A rating is a whole number of stars from 1 to 5. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Average rating rounded to one decimal; null without ratings. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10;
}
