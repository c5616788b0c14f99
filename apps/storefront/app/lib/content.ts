import type { ContentItem, FormDefinition, WebNode } from '@toonbank/api/types';
import { withoutDeadEnds } from '@toonbank/domain';
import { contentLink } from './links.ts';
import type { TileProduct } from './product-tile.ts';

/** A category of the menu tree (the API's web node), slimmed to what menus need. */
export interface CategoryNode extends Pick<WebNode, 'Id' | 'Name' | 'Url' | 'Language'> {
  Children: CategoryNode[];
}

/** What a page's blocks need besides themselves: slider products per web node id, form definitions per id. */
export interface BlockExtras {
  products: Record<number, TileProduct[]>;
  forms: Record<string, FormDefinition>;
}

/** The result of a form post, for the form that was sent. */
export interface FormActionResult {
  formId: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}

/** Content areas loaded once for every page (§2 "site-wide parts"). */
export const SITE_WIDE_AREAS = ['MainMenu', 'TopMenu', 'FooterMenu', 'SubFooterMenu', 'ServiceMenus', 'SiteBanners', 'MainUsps'] as const;
export type SiteWideArea = (typeof SITE_WIDE_AREAS)[number];

/** The footer's company details from the `shop` setting; every field is optional (§1 footer). */
export interface ShopInfo {
  name: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  kvk: string | null;
  vat: string | null;
  builderName: string | null;
  builderUrl: string | null;
  /** The shop's social profiles (absolute http(s) urls), e.g. for schema.org sameAs. */
  social: string[];
  /** Logo url from the setting, if any. */
  logo: string | null;
}

export interface SiteWide {
  areas: Record<SiteWideArea, ContentItem[]>;
  shop: ShopInfo;
}

/** The visible text of a content item: its title, else its name. */
export function itemLabel(item: Pick<ContentItem, 'Name'> & Partial<Pick<ContentItem, 'Title'>>): string {
  return item.Title?.trim() || item.Name;
}

/**
 * `lang` for an element showing a content text: 'nl' when the text is the Dutch one on a French or English page
 * (no translation), so screen readers and translation tools read it as Dutch (issue 12 defect 6).
 */
export function dutchFragment(item: { Language?: 'nl' | 'fr' | 'en' }, locale: string): 'nl' | undefined {
  return locale !== 'nl' && item.Language === 'nl' ? 'nl' : undefined;
}

/**
 * The picture of a banner or slide to show on a page in `locale`, or null. The content pictures carry Dutch lettering
 * (the demo's banners, a shop's own campaign pictures), so a French or English page shows the item's translated text
 * instead of a picture that says something else in Dutch. One rule for the hero, the home banners and the page banners.
 */
export function bannerPicture(item: Pick<ContentItem, 'Image'>, locale: string): string | null {
  return item.Image && locale === 'nl' ? item.Image : null;
}

/** Pages that ask a visitor to become a customer (issue 12 defect 9): not offered to people who are customers already. */
export const SIGN_UP_URLS: readonly string[] = ['/zakelijk', '/login/new-account'];

function isSignUp(item: ContentItem): boolean {
  const url = item.Url?.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return SIGN_UP_URLS.includes(url);
}

function withoutSignUpItems(items: ContentItem[]): ContentItem[] {
  return items
    .filter((item) => !isSignUp(item))
    .map((item) => (item.Children.length ? { ...item, Children: withoutSignUpItems(item.Children) } : item));
}

/** The site-wide parts as a logged-in customer or representative sees them: without the menu entries to sign up. */
export function withoutSignUp(siteWide: SiteWide): SiteWide {
  const areas = Object.fromEntries(
    Object.entries(siteWide.areas).map(([area, items]) => [area, withoutSignUpItems(items)]),
  ) as SiteWide['areas'];
  return { ...siteWide, areas };
}

const LISTER = '/product/lister/';

/** The category (web node) url a storefront link lists: `/product/lister/meer/pos-materiaal` → 'meer/pos-materiaal'; null for other links. */
export function listerNodeUrl(href: string): string | null {
  if (!href.startsWith(LISTER)) return null;
  const path = href.slice(LISTER.length).split(/[?#]/)[0]!.replace(/\/+$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Content items without the entries that lead to nothing for this viewer (issue 12 defect 5): a link to a lister
 * in `empty` (categories without a product they may see, e.g. point-of-sale material for anonymous visitors).
 */
export function withoutEmptyListerItems(items: ContentItem[], empty: ReadonlySet<string>): ContentItem[] {
  if (empty.size === 0) return items;
  return withoutDeadEnds(items, {
    children: (item) => item.Children,
    hasLink: (item) => contentLink(item) !== null,
    leadsNowhere: (item, depth) => {
      const link = contentLink(item, { child: depth > 0 });
      const node = link && !link.external ? listerNodeUrl(link.href) : null;
      return node !== null && empty.has(node);
    },
    rebuild: (item, Children, keepLink) => (keepLink ? { ...item, Children } : { ...item, Url: null, AlternateUrl: null, Children }),
  });
}

/** The site-wide menus as this viewer sees them: without entries that lead to nothing for them. */
export function withoutEmptyListers(siteWide: SiteWide, empty: ReadonlySet<string>): SiteWide {
  if (empty.size === 0) return siteWide;
  const areas = Object.fromEntries(
    Object.entries(siteWide.areas).map(([area, items]) => [area, withoutEmptyListerItems(items, empty)]),
  ) as SiteWide['areas'];
  return { ...siteWide, areas };
}

/** The category tree without categories that have no product for this viewer (their subcategories have none either). */
export function categoriesWithProducts(nodes: CategoryNode[], empty: ReadonlySet<string>): CategoryNode[] {
  if (empty.size === 0) return nodes;
  return withoutDeadEnds(nodes, {
    children: (node) => node.Children,
    hasLink: () => true,
    leadsNowhere: (node) => empty.has(node.Url),
    rebuild: (node, Children) => ({ ...node, Children }),
  });
}
