/**
 * The client's address for per-address limits (login, forms). The shop's own
 * HTTP layer sets `x-client-ip` from the socket (behind trusted proxies, from
 * X-Forwarded-For: TRUST_PROXY, apps/server/src/client-address.ts), overwriting
 * whatever a visitor sends; the storefront passes it on for the calls it makes in-process.
 */
export function clientIpFrom(header: string | undefined): string {
  return header?.trim().slice(0, 64) || 'unknown';
}
