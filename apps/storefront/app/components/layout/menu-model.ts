import type { ContentItem } from '@toonbank/api/types';
import { contentLink, listerHref, type ContentLink } from '../../lib/links.ts';

/** Keys of special main menu items (§2 menu bar). */
export const OFFERS_KEY = 'offers';
export const NEW_KEY = 'new';

export interface MainMenuModel<T = ContentItem> {
  offers: T | null;
  newItems: T | null;
  items: T[];
}

/** Splits the main menu (the trees or the menu bar's top level) into the offers menu, the new-items menu and the remaining items. */
export function mainMenuModel<T extends { Key: string | null }>(mainMenu: readonly T[]): MainMenuModel<T> {
  return {
    offers: mainMenu.find((item) => item.Key === OFFERS_KEY) ?? null,
    newItems: mainMenu.find((item) => item.Key === NEW_KEY) ?? null,
    items: mainMenu.filter((item) => item.Key !== OFFERS_KEY && item.Key !== NEW_KEY),
  };
}

/**
 * The 'all offers' entry: the product lister of the offers item's url
 * (kept as it is when the url already points into the lister).
 */
export function allOffersLink(offers: Parameters<typeof contentLink>[0]): ContentLink {
  const link = contentLink(offers);
  if (!link) return { href: '/product/lister', external: false, newWindow: false };
  if (link.external || link.href.startsWith('/product/lister')) return link;
  return { href: listerHref(link.href), external: false, newWindow: false };
}
