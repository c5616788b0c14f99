import { publicOrigin } from '../lib/public-origin.server.ts';
import type { Route } from './+types/robots[.]txt';

/** /robots.txt: everything public may be crawled except account, cart, checkout, login and the API; points at the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /login',
    'Disallow: /api/',
    'Disallow: /blocks/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
}
