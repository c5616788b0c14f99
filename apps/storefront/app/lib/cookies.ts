import { parse, serialize } from 'hono/utils/cookie';
import { pageUrl } from './page-url.ts';

export const SESSION_COOKIE = 'toonbank_session';
export const LOCALE_COOKIE = 'toonbank_locale';
/** §9: the locale cookie lives 365 days. */
const LOCALE_MAX_AGE = 365 * 24 * 60 * 60;

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parse(header, name)[name] : undefined;
}

function isHttps(request: Request): boolean {
  return pageUrl(request).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** The session cookie of a token; it lives as long as the token (`expiresAt` of its session user, ms). */
export function sessionCookie(request: Request, token: string, user: { expiresAt: number }): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(request),
    path: '/',
    maxAge: Math.max(0, Math.floor((user.expiresAt - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(request: Request): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: isHttps(request), path: '/', maxAge: 0 });
}

export function localeCookie(request: Request, locale: string): string {
  return serialize(LOCALE_COOKIE, locale, { sameSite: 'Lax', secure: isHttps(request), path: '/', maxAge: LOCALE_MAX_AGE });
}

export const CONSENT_COOKIE = 'toonbank_cookie_consent';
export const COOKIE_CONSENTS = ['all', 'necessary'] as const;
/** The visitor's cookie choice: every cookie, or only the necessary ones. */
export type CookieConsent = (typeof COOKIE_CONSENTS)[number];
/** The consent choice is remembered as long as the language choice: 365 days. */
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export function isCookieConsent(value: unknown): value is CookieConsent {
  return typeof value === 'string' && (COOKIE_CONSENTS as readonly string[]).includes(value);
}

export function readCookieConsent(request: Request): CookieConsent | null {
  const value = readCookie(request, CONSENT_COOKIE);
  return isCookieConsent(value) ? value : null;
}

export function consentCookie(request: Request, consent: CookieConsent): string {
  return serialize(CONSENT_COOKIE, consent, { sameSite: 'Lax', secure: isHttps(request), path: '/', maxAge: CONSENT_MAX_AGE });
}
