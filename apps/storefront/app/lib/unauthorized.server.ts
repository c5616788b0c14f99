import { data } from 'react-router';
import { ApiResponseError } from './api.ts';
import { clearSessionCookie } from './cookies.ts';

/**
 * §6: an HTTP 401 from the API raises the error page with status 401. The
 * session cookie is cleared at the same time, so a token the API no longer
 * accepts (e.g. signed with an old secret) does not break every next page.
 */
export function throwIfUnauthorized(error: unknown, request: Request): void {
  if (error instanceof ApiResponseError && error.status === 401) {
    throw data(null, { status: 401, headers: { 'Set-Cookie': clearSessionCookie(request) } });
  }
}
