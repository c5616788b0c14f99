/** Which dated discount applies to a viewer's price: by date, price list and flyer code. */

export interface DiscountCandidate {
  id: number;
  flyerCode: string;
  priceListId: number | null;
  startDate: Date;
  endDate: Date;
}

const DAY_MS = 86_400_000;

/**
 * The dated discount in a viewer's price today: of the discounts active at `now` (start <= now <= end) for
 * every price list or the viewer's own, the largest percentage (the lowest id on a tie).
 */
export function applicableDiscount<T extends { id: number; percentage: number; priceListId: number | null; startDate: Date; endDate: Date }>(
  discounts: readonly T[],
  priceListId: number | null,
  now: Date,
): T | null {
  let best: T | null = null;
  for (const d of discounts) {
    if (d.startDate > now || d.endDate < now) continue;
    if (d.priceListId !== null && d.priceListId !== priceListId) continue;
    if (!best || d.percentage > best.percentage || (d.percentage === best.percentage && d.id < best.id)) best = d;
  }
  return best;
}

/**
 * §9: the discount lookup starts two days back and prefers a discount active
 * today for the flyer code, else the fallback (one active within the last two
 * days); it must match the viewer's price list (or be for every list).
 */
export function selectDiscount<T extends DiscountCandidate>(
  discounts: readonly T[],
  flyerCode: string,
  priceListId: number | null,
  now: Date,
): T | null {
  const code = flyerCode.trim().toUpperCase();
  if (!code) return null;
  const from = new Date(now.getTime() - 2 * DAY_MS);
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
