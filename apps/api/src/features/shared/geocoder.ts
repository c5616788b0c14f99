/**
 * Where a postcode or town lies, for distances to stores: from an external
 * geocoder when GEOCODER_URL is set, else from the shop's own table of
 * four-digit postcode areas. Used by the store finder and the checkout's
 * pickup-store choice.
 */
import { findPostcodeArea, findTown } from '@toonbank/db/repositories/postcodes';
import type { Db } from '@toonbank/db/client';
import { postcodeDigits } from '@toonbank/domain';
import type { AppDeps } from '../../lib/context.ts';

/** A place the store finder measures distances from. */
export interface GeoLocation {
  Query: string;
  City: string;
  Lat: number;
  Lng: number;
}

/** A Dutch postcode or town → coordinates; null when unknown (§7 Maps service: failures give null). */
export interface Geocoder {
  geocode(query: string): Promise<GeoLocation | null>;
}

/** The default: the shop's own postcode areas (four-digit postcode, or a town as the mean of its areas). */
export function offlineGeocoder(db: Db): Geocoder {
  return {
    async geocode(query) {
      const text = query.trim();
      if (text === '') return null;
      const digits = postcodeDigits(text);
      const found = digits ? await findPostcodeArea(db, digits) : await findTown(db, text);
      return found ? { Query: text, City: found.city, Lat: found.lat, Lng: found.lng } : null;
    },
  };
}

/** How long the external geocoder may take before the offline table answers instead. */
export const GEOCODER_TIMEOUT_MS = 2000;

function coordinate(value: unknown, limit: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/**
 * An external geocoder over HTTP: `GET {url}?q=<postcode or town>&country=NL`
 * answering 200 `{ "lat": number, "lng": number, "city"?: string }`. Any
 * other answer (an error status, unreadable JSON, coordinates out of range),
 * a network failure or a reply slower than `timeoutMs` falls back to `fallback`.
 */
export function httpGeocoder(
  url: string,
  fallback: Geocoder,
  logger: { warn(details: unknown, message: string): void },
  timeoutMs = GEOCODER_TIMEOUT_MS,
): Geocoder {
  async function remote(text: string): Promise<GeoLocation | null> {
    const target = new URL(url);
    target.searchParams.set('q', text);
    target.searchParams.set('country', 'NL');
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) return null;
      const body = (await response.json()) as { lat?: unknown; lng?: unknown; city?: unknown } | null;
      const lat = coordinate(body?.lat, 90);
      const lng = coordinate(body?.lng, 180);
      if (lat === null || lng === null) return null;
      const city = typeof body?.city === 'string' && body.city.trim() !== '' ? body.city.trim() : text;
      return { Query: text, City: city, Lat: lat, Lng: lng };
    } catch (error) {
      logger.warn({ err: error }, 'geocoder niet bereikbaar');
      return null;
    }
  }
  return {
    async geocode(query) {
      const text = query.trim();
      if (text === '') return null;
      return (await remote(text)) ?? fallback.geocode(text);
    },
  };
}

/** The store finder's geocoder: the external one when GEOCODER_URL is set, else the offline table. */
export function geocoderFor(deps: AppDeps): Geocoder {
  const offline = offlineGeocoder(deps.database.db);
  const url = deps.config.GEOCODER_URL;
  return url ? httpGeocoder(url, offline, deps.logger) : offline;
}
