import { data, redirect } from 'react-router';
import { consentCookie, isCookieConsent } from '../lib/cookies.ts';
import { safeRedirect } from '../lib/links.ts';
import type { Route } from './+types/cookie-consent';

/**
 * The cookie popup's choice ('all' or 'necessary'), remembered in a cookie.
 * With JavaScript it is posted by a fetcher (answers data); without, the form
 * carries `redirectTo` and the visitor returns to the page.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const consent = form.get('consent');
  const redirectTo = form.get('redirectTo');
  if (!isCookieConsent(consent)) {
    return redirectTo ? redirect(safeRedirect(redirectTo)) : data({ ok: false }, { status: 400 });
  }
  const headers = { 'Set-Cookie': consentCookie(request, consent) };
  if (redirectTo) return redirect(safeRedirect(redirectTo), { headers });
  return data({ ok: true }, { headers });
}

export function loader() {
  return redirect('/');
}
