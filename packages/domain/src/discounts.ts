/** Which dated discount applies to a viewer's price: by date, price list and flyer code. */
import { DAY_MS } from './units.ts';

export interface DiscountCandidate {
  id: number;
  flyerCode: string;
  priceListId: number | null;
  startDate: Date;
  endDate: Date;
}

/**
 * The dated discount in a viewer's price today: of the discounts active at `now` (start <= now <= end) for
 * every price list or the viewer's own, the largest percentage (the lowest id on a tie).
 */
export function applicableDiscount<
  T extends { id: number; percentage: number; priceListId: number | null; startDate: Date; endDate: Date },
>(discounts: readonly T[], priceListId: number | null, now: Date): T | null {
  let best: T | null = null;
  for (const d of discounts) {
    if (d.startDate > now || d.endDate < now) continue;
    if (d.priceListId !== null && d.priceListId !== priceListId) continue;
    if (!best || d.percentage > best.percentage || (d.percentage === best.percentage && d.id < best.id)) best = d;
  }
  return best;
}

/** How far back a flyer-code lookup reaches: a discount that ended at most this many days ago still counts. */
export const DISCOUNT_LOOKBACK_DAYS = 2;

/** The earliest end date a flyer-code lookup at `now` considers: two days back. */
export function discountLookupStart(now: Date): Date {
  return new Date(now.getTime() - DISCOUNT_LOOKBACK_DAYS * DAY_MS);
}

/**
 * The discount a flyer code stands for at `now`: one active today for that code, else one that ended within the
 * last two days (DISCOUNT_LOOKBACK_DAYS); either way for the viewer's price list or for every list.
 */
export function selectDiscount<T extends DiscountCandidate>(
  discounts: readonly T[],
  flyerCode: string,
  priceListId: number | null,
  now: Date,
): T | null {
  const code = flyerCode.trim().toUpperCase();
  if (!code) return null;
  const from = discountLookupStart(now);
  const matching = discounts.filter(
    (d) =>
      d.flyerCode.toUpperCase() === code &&
      (d.priceListId === null || d.priceListId === priceListId) &&
      d.startDate <= now &&
      d.endDate >= from,
  );
  const activeToday = matching.find((d) => d.endDate >= now);
  return activeToday ?? matching[0] ?? null;
}
