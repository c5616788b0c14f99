/**
 * Where the shop goes after a login (spec §2): to the redirect target in the
 * query; otherwise to the previous page, going back in history when that was a
 * product lister (so its filters, paging and scroll position come back);
 * otherwise home. Every target is a path on this site: never an open redirect.
 */

/**
 * `target` when it is a path on this site ('/…'), else null: no scheme
 * ('https:', 'javascript:'), no protocol-relative '//' or '/\' (browsers read
 * '\' as '/'), no control characters (browsers drop tabs and newlines, which
 * would turn '/\t/evil.example' into '//evil.example').
 */
export function sameSitePath(target: string | null | undefined): string | null {
  if (typeof target !== 'string') return null;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  return value;
}

/** Pages a login never returns to: the login itself, logout, and the password-reset steps. */
const AUTH_PAGE = /^\/(?:login|logout|forgot-password|myaccount\/resetpassword)(?:[/?#]|$)/i;

/** A same-site path to return to after login, else `fallback` (auth pages count as unsafe). */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  const path = sameSitePath(target);
  return path && !AUTH_PAGE.test(path) ? path : fallback;
}

/** The product listers (§2 product-lister-all and the brand, search and tag listers built the same way). */
const LISTER_PAGE = /^\/(?:product\/lister\/|merken\/|zoek(?:[/?#]|$)|tag\/)/;

export function isListerPath(path: string): boolean {
  return LISTER_PAGE.test(path);
}

/**
 * The page of this shop the visitor came from, as a path, from the Referer
 * header of a request to `pageUrl`; null for another origin, an auth page or
 * an unreadable header.
 */
export function previousPageFromReferer(referer: string | null | undefined, pageUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(pageUrl).origin) return null;
    const path = from.pathname + from.search;
    return path === safeRedirectTarget(path, '') ? path : null;
  } catch {
    return null;
  }
}

export interface LoginDestination {
  /** The path to show after login. */
  to: string;
  /** Go back in history to `to` (the lister entry before the login page) instead of opening it anew. */
  back: boolean;
}

/** Whether two same-site paths name the same page (path and query, however they are percent-encoded). */
function samePage(a: string, b: string): boolean {
  const canonical = (path: string) => {
    const url = new URL(path, 'http://x');
    return decodeURIComponentSafe(url.pathname) + '?' + [...url.searchParams].map(([k, v]) => `${k}=${v}`).join('&');
  };
  return canonical(a) === canonical(b);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * §2 after login: the redirect target of the query when safe; otherwise the previous page;
 * otherwise home. When the destination is the previous page, that page is a lister and the
 * browser can go back to it (`canGoBack`: the login page was opened from it within the shop),
 * the login goes back in history instead, so the lister's state and scroll position return.
 * (The header's login link names the page it was clicked on as redirect target, so a target
 * equal to the previous page goes back too.)
 */
export function loginDestination(input: { redirect?: string | null; previous?: string | null; canGoBack?: boolean }): LoginDestination {
  const redirect = safeRedirectTarget(input.redirect, '');
  const previous = safeRedirectTarget(input.previous, '');
  const to = redirect || previous || '/';
  const back = Boolean(input.canGoBack) && previous !== '' && isListerPath(to) && samePage(to, previous);
  return { to, back };
}
