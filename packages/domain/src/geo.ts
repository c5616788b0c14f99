/** Distances between coordinates and store sorting (§9 store sort: distance or name). */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METERS = 6_371_000;

/** Great-circle distance in whole meters (haversine). */
export function distanceInMeters(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

export type StoreSort = 'name' | 'distance';

/** Dutch collation, built once (`localeCompare` with a locale builds a collator on every call). */
const DUTCH = new Intl.Collator('nl');
const KILOMETERS = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/**
 * Stores with `distanceInMeters` from `origin` (null without one), sorted by
 * name (Dutch collation) or by distance; distance without an origin sorts by name.
 */
export function sortStores<T extends LatLng & { name: string }>(
  stores: readonly T[],
  sort: StoreSort,
  origin: LatLng | null,
): (T & { distanceInMeters: number | null })[] {
  const withDistance = stores.map((store) => ({ ...store, distanceInMeters: origin ? distanceInMeters(origin, store) : null }));
  const byName = (a: { name: string }, b: { name: string }) => DUTCH.compare(a.name, b.name);
  if (sort === 'distance' && origin) {
    return withDistance.sort((a, b) => a.distanceInMeters! - b.distanceInMeters! || byName(a, b));
  }
  return withDistance.sort(byName);
}

/** A Dutch postcode (1234 AB or 1234) → its four digits, or null. */
export function postcodeDigits(input: string): string | null {
  const match = /^\s*([1-9]\d{3})\s*(?:[a-z]{2})?\s*$/i.exec(input);
  return match ? match[1]! : null;
}

/** '850 m' or '12,3 km'. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${meters} m`;
  return `${KILOMETERS.format(meters / 1000)} km`;
}
