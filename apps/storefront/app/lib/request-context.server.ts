import { serverValues, type LoadContext } from './server-context.server.ts';
import { isLocale, type Locale } from '../i18n/messages.ts';
import { createApiClient, type ApiClient } from './api.ts';
import { LOCALE_COOKIE, readCookie, SESSION_COOKIE } from './cookies.ts';
import { sessionUserFromToken, type SessionUser } from './session.ts';

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
export function getRequestContext(request: Request, context: LoadContext): RequestContext {
  const existing = contexts.get(request);
  if (existing) return existing;
  const rawToken = readCookie(request, SESSION_COOKIE);
  const user = sessionUserFromToken(rawToken);
  const token = user ? (rawToken ?? null) : null;
  const cookieLocale = readCookie(request, LOCALE_COOKIE);
  const locale: Locale = isLocale(cookieLocale) ? cookieLocale : isLocale(user?.language) ? user.language : 'nl';
  const { apiBaseUrl, apiFetch } = serverValues(context);
  const api = createApiClient({ baseUrl: apiBaseUrl, fetch: apiFetch, token, language: locale });
  const created = { api, user, token, locale };
  contexts.set(request, created);
  return created;
}
