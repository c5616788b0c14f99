import { sameSitePath } from '@toonbank/domain';

/**
 * Where content items (menus, USPs, banners) link to (§2, §3): an item's
 * `AlternateUrl` is an external address and wins over its `Url`; internal
 * urls become root-relative paths; protocol-relative urls get https (§5).
 */
export interface ContentLink {
  href: string;
  external: boolean;
  /** Open in a new window (only for external links that ask for it). */
  newWindow: boolean;
}

interface Linkable {
  Key?: string | null;
  Url: string | null;
  AlternateUrl: string | null;
  NewWindow?: boolean;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url.trim());
}

/** A root-relative path for an internal url ('nieuws' → '/nieuws'); external urls stay as they are. */
export function normalizeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (isExternalUrl(trimmed)) return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Menu items with this key are point-of-sale material: they go to the product lister under `meer/` (§2). */
export const POS_MATERIAL_KEY = 'pos-materiaal';

/**
 * The link of a content item, or null when it has none. `child` marks an item
 * of a submenu: a child with key `pos-materiaal` links to `/product/lister/meer/{url}`.
 */
export function contentLink(item: Linkable, options: { child?: boolean } = {}): ContentLink | null {
  const alternate = item.AlternateUrl?.trim();
  if (alternate) {
    const href = normalizeUrl(alternate);
    const external = isExternalUrl(href);
    return { href, external, newWindow: external && Boolean(item.NewWindow) };
  }
  const url = item.Url?.trim();
  if (!url) return null;
  if (options.child && item.Key === POS_MATERIAL_KEY && !isExternalUrl(url)) {
    return { href: `/product/lister/meer/${url.replace(/^\/+/, '')}`, external: false, newWindow: false };
  }
  const href = normalizeUrl(url);
  const external = isExternalUrl(href);
  return { href, external, newWindow: external && Boolean(item.NewWindow) };
}

/** `/product/lister/{url}` for a category (web node) url. */
export function listerHref(nodeUrl: string): string {
  return `/product/lister/${nodeUrl.replace(/^\/+/, '')}`;
}

export function productHref(productUrl: string): string {
  return `/product/detail/${productUrl.replace(/^\/+/, '')}`;
}

/** The product page's tabs whose data is loaded when the tab opens, not with the page (product-tab route). */
export const LAZY_PRODUCT_TABS = ['connections', 'viewed', 'stock'] as const;
export type LazyProductTab = (typeof LAZY_PRODUCT_TABS)[number];

export function productTabPath(productId: number, tab: LazyProductTab): string {
  return `/product-tab/${productId}/${tab}`;
}

export function brandHref(brandUrl: string): string {
  return `/merken/${brandUrl.replace(/^\/+/, '')}`;
}

/**
 * A redirect target from user input (query or form): only a relative path on
 * this site ('/…', not '//…' or '/\…'), else `fallback`.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  return sameSitePath(typeof target === 'string' ? target : null) ?? fallback;
}
