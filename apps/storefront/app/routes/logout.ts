import { redirect } from 'react-router';
import { clearSessionCookie } from '../lib/cookies.ts';
import type { Route } from './+types/logout';

/** Logout (§2): forget the session cookie and go home. */
export function action({ request }: Route.ActionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie(request) } });
}

/** A plain GET of /logout changes nothing; it just goes home. */
export function loader() {
  return redirect('/');
}
