import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { categoriesWithProducts } from '../lib/content.ts';
import type { CategoryMenuData } from '../lib/lazy-data.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { getCategories, getEmptyListers } from '../lib/site-wide.server.ts';
import type { Route } from './+types/category-menu';

/**
 * The category tree of the category modal and the mobile menu (resource route). The
 * menus load it when they open, so it is not part of every page's data. A failure
 * gives `null` (the menu says so) rather than the error page of a failed fetcher.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CategoryMenuData> {
  const { api, locale } = getRequestContext(request, context);
  const [categories, empty] = await Promise.all([getCategories(api, locale).catch(() => null), getEmptyListers(api, request)]);
  // Without the categories that have no product for this viewer (issue 12 defect 5).
  return { categories: categories && categoriesWithProducts(categories, empty) };
}

/** Submissions that change who is looking: logging in or out, acting for a customer or stopping. */
const VIEWER_CHANGES = new Set(['/login', '/logout', '/impersonation']);

/**
 * The tree changes with the page's language (a language switch reloads the page) and with who is looking (it leaves
 * out categories without a product for the viewer): it is loaded again after logging in or out and after acting for
 * a customer, not after any other form submission.
 */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  if (!formAction) return false;
  return VIEWER_CHANGES.has(new URL(formAction, 'http://shop').pathname.replace(/\/+$/, ''));
}
