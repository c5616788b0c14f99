/** Content page urls (§4 content load): normalised, and refused when unsafe. */

export const MAX_CONTENT_URL_LENGTH = 500;

/**
 * The article lookup key for a request path: no leading or trailing slashes,
 * lower case, percent-decoding applied once. Null when the path cannot be a
 * content page: too long, traversal segments, encoded slashes or backslashes,
 * control characters, or characters outside a-z 0-9 - _ . /.
 */
export function normalizeContentUrl(path: string): string | null {
  if (path.length > MAX_CONTENT_URL_LENGTH) return null;
  if (/%2f|%5c/i.test(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (trimmed === '') return null;
  if (!/^[a-z0-9][a-z0-9\-_./]*$/.test(trimmed)) return null;
  const segments = trimmed.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return trimmed;
}

const DUTCH_DATE = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd-MM-yyyy of the Amsterdam calendar date of `moment` (news publication dates, §3). */
export function formatDutchDate(moment: Date): string {
  const parts = Object.fromEntries(DUTCH_DATE.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}
