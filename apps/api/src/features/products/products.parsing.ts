/**
 * Reading the loose query values of the product calls: lists that arrive
 * comma-separated (or repeated), review sort names, and the discounts'
 * optional start date. Values that cannot be read are left out rather than
 * refused, as the clients of spec §7 send them.
 */
import { MAX_INT4, REVIEW_SORTS, type ReviewSort } from '@toonbank/domain';

/** Product ids from repeated or comma-separated values: positive int4 ids only, each once, at most 1000. */
export function parseProductIds(values: readonly string[]): number[] {
  const ids = values
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id < MAX_INT4)
    .slice(0, 1000);
  return [...new Set(ids)];
}

/** Flyer codes from repeated values separated by commas or semicolons: trimmed, each once, at most 50. */
export function parseFlyerCodes(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(/[;,]/))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
}

/** The moment the discount lookup is made for: the given start date when it is a valid date, else now. */
export function discountLookupDate(startDate: string | undefined, now: Date): Date {
  const parsed = startDate ? new Date(startDate) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : now;
}

/** The review sorts by their names lower-cased, so a query may name one in any case. */
const REVIEW_SORT_NAMES: ReadonlyMap<string, ReviewSort> = new Map(REVIEW_SORTS.map((sort) => [sort.toLowerCase(), sort]));

/** Maps the query of §7 (sortField CreatedAt or Rating, sortAscending) or a §9 review-sort name to one of the four review sorts. */
export function reviewSort(sortField: string | undefined, sortAscending: string | undefined): ReviewSort {
  const field = (sortField ?? '').toLowerCase();
  const ascending = (sortAscending ?? '').toLowerCase() === 'true';
  const named = REVIEW_SORT_NAMES.get(field);
  if (named) return named;
  if (field === 'rating' || field === 'customerrating') return ascending ? 'fewestStars' : 'mostStars';
  return ascending ? 'oldestFirst' : 'newestFirst';
}
