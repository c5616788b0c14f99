import { redirect } from 'react-router';
import type { Route } from './+types/reset-redirect';

/** The link in the reset mail (§2): on to the reset page with the token. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return redirect(token ? `/forgot-password/reset?token=${encodeURIComponent(token)}` : '/forgot-password?verlopen=1');
}
