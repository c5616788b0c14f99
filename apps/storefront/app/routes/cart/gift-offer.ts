import { fetchGiftOffer } from '../../lib/cart-extras.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/gift-offer';
import { pageUrl } from '../../lib/page-url.ts';

/** The next page of free samples for the gift selector's 'Meer tonen' (§9: shown 5 at a time). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireUser(request, context);
  const offset = Number(pageUrl(request).searchParams.get('offset') ?? 0);
  try {
    return await fetchGiftOffer(api, Number.isInteger(offset) && offset >= 0 ? Math.min(offset, 1_000) : 0);
  } catch (error) {
    throwIfUnauthorized(error, request);
    throw error;
  }
}
