import type { CategoryNode } from '../lib/content.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { getCategories } from '../lib/site-wide.server.ts';
import type { Route } from './+types/category-menu';

/**
 * The category tree of the category modal and the mobile menu (resource route). The
 * menus load it when they open, so it is not part of every page's data. A failure
 * gives `null` (the menu says so) rather than the error page of a failed fetcher.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ categories: CategoryNode[] | null }> {
  const { api, locale } = getRequestContext(request, context);
  const categories = await getCategories(api, locale).catch(() => null);
  return { categories };
}

/** The tree is the same for every visitor (in the page's language, which a language switch reloads): a form submission elsewhere need not reload it. */
export function shouldRevalidate() {
  return false;
}
