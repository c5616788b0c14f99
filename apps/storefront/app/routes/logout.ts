import { redirect } from 'react-router';
import { clearSessionCookie } from '../lib/cookies.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import type { Route } from './+types/logout';

/**
 * Logout (§2): ends the session on the server (a copied cookie stops working
 * too, issue 13), forgets the session cookie and goes home. The cookie is
 * cleared even when the API cannot be reached.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, token } = getRequestContext(request, context);
  if (token) await api.aspos.authentication.logout.$post().catch(() => null);
  return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie(request) } });
}

/** A plain GET of /logout changes nothing; it just goes home. */
export function loader() {
  return redirect('/');
}
