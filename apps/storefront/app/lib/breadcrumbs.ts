import type { Params, UIMatch } from 'react-router';
import type { Translate } from '../i18n/messages.ts';

/**
 * Breadcrumbs convention (§2 breadcrumb bar)
 * ------------------------------------------
 * A route module declares its crumbs through its `handle` export:
 *
 *   export const handle: ShellHandle = {
 *     breadcrumb: ({ data, t }) => [
 *       { label: t('brands.title'), to: '/merken' },
 *       { label: (data as LoaderData).brand.Name, to: `/merken/${(data as LoaderData).brand.Url}` },
 *     ],
 *   };
 *
 * The shell walks all matched routes (parent first) and concatenates their
 * crumbs after a home link. The last crumb is the current page: it is shown
 * as text with aria-current="page", the others as links. `data` is the
 * route's loader data, so crumbs can name loaded things (a product, a brand).
 *
 * Other handle options:
 * - `hideBreadcrumbs: true` hides the whole bar (the home page does this);
 * - `back: 'back' | 'continueShopping' | 'none'` picks the back button. When
 *   absent it follows §2: 'continueShopping' ('Verder winkelen') on /cart,
 *   none on /checkout-success, 'back' ('Terug') elsewhere.
 */
export interface Crumb {
  label: string;
  to: string;
}

export interface BreadcrumbArgs {
  data: unknown;
  params: Params;
  pathname: string;
  t: Translate;
}

export type BackButton = 'back' | 'continueShopping' | 'none';

export interface ShellHandle {
  breadcrumb?: (args: BreadcrumbArgs) => Crumb | Crumb[] | null | undefined;
  hideBreadcrumbs?: boolean;
  back?: BackButton;
}

function handleOf(match: UIMatch): ShellHandle | undefined {
  const handle = match.handle;
  return handle && typeof handle === 'object' ? (handle as ShellHandle) : undefined;
}

export interface BreadcrumbModel {
  hidden: boolean;
  back: BackButton;
  crumbs: Crumb[];
}

/** The breadcrumb bar for the matched routes (see the convention above). */
export function breadcrumbModel(matches: readonly UIMatch[], pathname: string, t: Translate): BreadcrumbModel {
  const crumbs: Crumb[] = [];
  let hidden = false;
  let back: BackButton | undefined;
  for (const match of matches) {
    const handle = handleOf(match);
    if (!handle) continue;
    if (handle.hideBreadcrumbs) hidden = true;
    if (handle.back) back = handle.back;
    const result = handle.breadcrumb?.({ data: match.loaderData, params: match.params, pathname: match.pathname, t });
    if (result) crumbs.push(...(Array.isArray(result) ? result : [result]));
  }
  return { hidden, back: back ?? defaultBackButton(pathname), crumbs };
}

export function defaultBackButton(pathname: string): BackButton {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/cart') return 'continueShopping';
  if (path === '/checkout-success') return 'none';
  return 'back';
}
