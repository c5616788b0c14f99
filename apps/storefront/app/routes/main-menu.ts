import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { shellFor } from '../components/layout/shell-markup.server.tsx';
import type { MainMenuData } from '../lib/lazy-data.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { getEmptyListers, getSiteWide } from '../lib/site-wide.server.ts';
import type { Route } from './+types/main-menu';

/** An islands key: the digest's first 16 base64url characters (shell-markup.server.tsx). */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The viewer's main menu and top menu trees for the mobile sidebar (resource route), filtered as the shell's markup
 * is: sign-up entries left out for logged-in viewers, listers that show the viewer nothing left out. Asked with the
 * root data's islands key, the digest of the viewer's variant: an answer for that key may be kept by the browser.
 * A key that is not the viewer's current one (the content changed, the viewer logged in) gets the current trees,
 * not kept. Nothing personal is in the answer.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const asked = new URL(request.url).searchParams.get('key') ?? '';
  if (asked !== '' && !KEY.test(asked)) {
    return Response.json({ message: 'Ongeldige menusleutel.' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const { api, user, locale } = getRequestContext(request, context);
  let menus: MainMenuData['menus'] = null;
  let current = false;
  try {
    const [loaded, emptyListers] = await Promise.all([getSiteWide(api, locale), getEmptyListers(api, request)]);
    const shell = shellFor(loaded, { locale, loggedIn: Boolean(user), emptyListers });
    menus = shell.menus;
    current = shell.markup.key === asked;
  } catch {
    // The sidebar says the menu could not be loaded.
  }
  const cache = current ? 'private, max-age=300' : 'private, no-store';
  return Response.json({ key: asked, menus } satisfies MainMenuData, { headers: { 'Cache-Control': cache, Vary: 'Cookie' } });
}

/** Submissions that change who is looking: logging in or out, acting for a customer or stopping. */
const VIEWER_CHANGES = new Set(['/login', '/logout', '/impersonation']);

/** Loaded again only when who is looking changes (as the category tree, category-menu.ts). */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  if (!formAction) return false;
  return VIEWER_CHANGES.has(new URL(formAction, 'http://shop').pathname.replace(/\/+$/, ''));
}
