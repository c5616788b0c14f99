/**
 * The offline postcode table (issue #4): derived deterministically from the
 * demo addresses and stores, so every Dutch postcode in the demo data can be
 * looked up. Each postcode maps to one street and town for all house numbers.
 */
import type { Dataset } from './dataset.ts';

interface PostcodeRow {
  postalCode: string;
  houseNumberFrom: number;
  houseNumberTo: number;
  street: string;
  city: string;
}

interface Located {
  postalCode: string;
  street: string;
  city: string;
  countryCode?: string | null;
}

export function buildPostcodes(data: Pick<Dataset, 'stores' | 'people'>): PostcodeRow[] {
  const rows = new Map<string, PostcodeRow>();
  const add = (place: Located) => {
    if ((place.countryCode ?? 'NL') !== 'NL') return;
    const postalCode = place.postalCode.replace(/\s+/g, '').toUpperCase();
    if (!/^\d{4}[A-Z]{2}$/.test(postalCode) || rows.has(postalCode)) return;
    rows.set(postalCode, { postalCode, houseNumberFrom: 1, houseNumberTo: 99_999, street: place.street, city: place.city });
  };
  for (const store of data.stores) add(store);
  for (const address of data.people.addresses) add(address);
  return [...rows.values()].sort((a, b) => a.postalCode.localeCompare(b.postalCode));
}
