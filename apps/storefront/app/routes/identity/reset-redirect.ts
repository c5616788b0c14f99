import { redirect } from 'react-router';
import type { Route } from './+types/reset-redirect';
import { pageUrl } from '../../lib/page-url.ts';

/** The link in the reset mail (§2): on to the reset page with the token. */
export function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get('token') ?? '';
  return redirect(token ? `/forgot-password/reset?token=${encodeURIComponent(token)}` : '/forgot-password?verlopen=1');
}
