import type { ShellMarkup } from '../components/layout/islands.tsx';
import { getRequestContext } from '../lib/request-context.server.ts';
import { shellFor } from '../components/layout/shell-markup.server.tsx';
import { getEmptyListers, getSiteWide } from '../lib/site-wide.server.ts';
import type { Route } from './+types/shell-markup';

/**
 * The shell's island markup for the viewer who asks (resource route, decision 0027): the browser asks for it when the
 * root data names markup it does not show (after logging in or out, or when the site-wide content changed). It is the
 * markup of the viewer's current state, whatever key was asked; the answer names its own key.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const { api, user, locale } = getRequestContext(request, context);
  const [loaded, emptyListers] = await Promise.all([getSiteWide(api, locale), getEmptyListers(api, request)]);
  const { markup } = shellFor(loaded, { locale, loggedIn: Boolean(user), emptyListers });
  return Response.json(markup satisfies ShellMarkup, { headers: { 'Cache-Control': 'private, no-store' } });
}
