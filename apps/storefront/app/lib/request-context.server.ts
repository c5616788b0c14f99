import type { AppLoadContext } from 'react-router';
import { isLocale, type Locale } from '../i18n/messages.ts';
import { createApiClient, type ApiClient } from './api.ts';
import { LOCALE_COOKIE, readCookie, SESSION_COOKIE } from './cookies.ts';
import { sessionUserFromToken, type SessionUser } from './session.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Calls the API: in-process in the one-process server, over HTTP when API_URL is set;
     * either way with the visitor's address for the API's per-address limits (login, forms).
     */
    apiFetch: typeof fetch;
    apiBaseUrl: string;
    /** The Content-Security-Policy nonce of this render (entry.server.tsx); absent in tests that build their own context. */
    cspNonce?: string;
  }
}

export interface RequestContext {
  api: ApiClient;
  user: SessionUser | null;
  token: string | null;
  locale: Locale;
}

const contexts = new WeakMap<Request, RequestContext>();

/**
 * The one per-request context factory: who is asking (from the HttpOnly
 * session cookie), in which language, and an API client acting for them.
 */
export function getRequestContext(request: Request, context: AppLoadContext): RequestContext {
  const existing = contexts.get(request);
  if (existing) return existing;
  const rawToken = readCookie(request, SESSION_COOKIE);
  const user = sessionUserFromToken(rawToken);
  const token = user ? (rawToken ?? null) : null;
  const cookieLocale = readCookie(request, LOCALE_COOKIE);
  const locale: Locale = isLocale(cookieLocale) ? cookieLocale : isLocale(user?.language) ? user.language : 'nl';
  const api = createApiClient({ baseUrl: context.apiBaseUrl, fetch: context.apiFetch, token, language: locale });
  const created = { api, user, token, locale };
  contexts.set(request, created);
  return created;
}
