/**
 * For pages that must never be kept by a cache, the server's anonymous page
 * cache included (decision 0007): pages that read a request header besides
 * the cookies (the login page's Referer), or whose answer depends on state
 * the content revision does not cover and that must not be stale (one-time
 * tokens). Use as `export const headers: Route.HeadersFunction = privatePage;`.
 */
export function privatePage(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}
