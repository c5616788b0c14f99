import { redirect } from 'react-router';
import { isLocale } from '../i18n/messages.ts';
import { localeCookie } from '../lib/cookies.ts';
import { safeRedirect } from '../lib/links.ts';
import type { Route } from './+types/locale';

/** Language switcher: remembers the language in the locale cookie (365 days) and reloads the page it came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  const target = safeRedirect(form.get('redirectTo'));
  if (!isLocale(locale)) return redirect(target);
  return redirect(target, { headers: { 'Set-Cookie': localeCookie(request, locale) } });
}

export function loader() {
  return redirect('/');
}
