import { findPostcode } from '@toonbank/db/repositories/postcodes';
import type { AppDeps } from '../../lib/context.ts';

export interface FoundAddress {
  street: string;
  city: string;
}

/**
 * Street and town for a Dutch postcode and house number: from an external
 * provider when POSTCODE_PROVIDER_URL is set (GET ?postalCode=&houseNumber=,
 * answering { street, city }), else from the shop's own postcode table.
 */
export async function lookupAddress(deps: AppDeps, postalCode: string, houseNumber: number): Promise<FoundAddress | null> {
  const provider = deps.config.POSTCODE_PROVIDER_URL;
  if (provider) return lookupRemote(deps, provider, postalCode, houseNumber);
  return (await findPostcode(deps.database.db, postalCode, houseNumber)) ?? null;
}

async function lookupRemote(deps: AppDeps, provider: string, postalCode: string, houseNumber: number): Promise<FoundAddress | null> {
  const url = new URL(provider);
  url.searchParams.set('postalCode', postalCode);
  url.searchParams.set('houseNumber', String(houseNumber));
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { street?: unknown; city?: unknown };
    return typeof body.street === 'string' && typeof body.city === 'string' ? { street: body.street, city: body.city } : null;
  } catch (error) {
    deps.logger.warn({ err: error }, 'postcodedienst niet bereikbaar');
    return null;
  }
}
