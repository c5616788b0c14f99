import type { Random } from './random.ts';

/**
 * Rounds a raw price (cents) to the nearest shop price ending in ,95 / ,99 / ,49 / ,45 /
 * ,29 / ,79, never below `minimumCents + 1` when a minimum is given (used to
 * keep a recommended retail price above the list price).
 */
export function charmPrice(rawCents: number, random: Random, minimumCents?: number): number {
  const endings = rawCents < 1_000 ? CHEAP_ENDINGS : rawCents < 5_000 ? MID_ENDINGS : EXPENSIVE_ENDINGS;
  const ending = random.weighted(endings);
  let price = Math.max(0, Math.round((rawCents - ending) / 100)) * 100 + ending;
  if (minimumCents !== undefined) while (price <= minimumCents) price += 100;
  return price;
}

const CHEAP_ENDINGS = [
  [95, 4],
  [99, 3],
  [49, 3],
  [79, 2],
  [29, 1],
  [45, 1],
] as const;
const MID_ENDINGS = [
  [95, 5],
  [99, 4],
  [49, 2],
  [45, 1],
] as const;
const EXPENSIVE_ENDINGS = [
  [95, 3],
  [99, 2],
  [0, 1],
] as const;

/** Amounts with unit price tiers ('meer = minder'): each tier at least a few percent cheaper per piece. */
export function tierPrices(listPriceCents: number, discounts: readonly number[], random: Random): number[] {
  const prices: number[] = [];
  let previous = listPriceCents;
  for (const discount of discounts) {
    const candidate = Math.floor((listPriceCents * (1 - discount)) / 10) * 10 + random.pick([5, 9]);
    const price = Math.min(candidate, previous - 5);
    if (price <= 0) break;
    prices.push(price);
    previous = price;
  }
  return prices;
}
