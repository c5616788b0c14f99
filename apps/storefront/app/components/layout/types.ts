import type { Locale } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import type { SiteWide } from '../../lib/content.ts';
import type { ShellIslands } from './islands.tsx';
import type { CookieConsent } from '../../lib/cookies.ts';
import type { SessionUser } from '../../lib/session.ts';

/** What the header shows of the logged-in user (§3 "User (header)"). */
export interface ShellUser {
  firstName: string;
  /** Role 'impersonation': a representative who may act for customers. */
  isRepresentative: boolean;
  /** Set while a representative acts for a customer (§3: customer id and company name both set). */
  impersonatedCompanyName: string | null;
}

/** The root loader's data: everything the layout (header, menus, footer) needs. */
export interface ShellData {
  user: ShellUser | null;
  locale: Locale;
  /** Pieces in the cart; 0 for anonymous visitors (§6). */
  cartCount: number;
  /** The products on any of the acting customer's wishlists: the pressed hearts (empty for anonymous visitors). */
  wishlisted?: number[];
  /** Prices shown incl. VAT (the customer's preference; always for anonymous visitors). */
  includeVat: boolean;
  cookieConsent: CookieConsent | null;
  /** The site-wide parts the page's React parts need: the menu bar and sidebar's menus and the shop's details. */
  siteWide: ShellSiteWide;
  /** The static islands (footer, USPs, banners, menu panels): their markup's key, not the markup (decision 0027). */
  islands: ShellIslands;
  /** The origin the page was asked on (absolute urls in structured data). */
  origin: string;
  /** The tag manager container to load (§9: configured and analytics cookies accepted), else null. */
  gtmContainer?: string | null;
  /** The browser chunks of this language's message catalogue the page loads first, preloaded with it (decision 0018); none in development. */
  catalogueChunks?: string[];
}

/** A content item as a link of the header: its name and link, without its children, text or image. */
export type HeaderLink = Pick<ContentItem, 'Id' | 'Key' | 'Name' | 'Title' | 'Url' | 'AlternateUrl' | 'NewWindow' | 'Language'>;

/** A top-level item of the menu bar; its dropdown's panel is the island `menu-<Id>` (decision 0027). */
export interface MenuBarItem extends HeaderLink {
  /** It has a dropdown (children). */
  hasChildren: boolean;
  /** Its dropdown's panel shows columns (a child has children of its own). */
  columns: boolean;
}

/**
 * Of the site-wide parts, what every page's browser needs as data: the menu bar's top level, the top bar's links and
 * the shop's details. The rest is in the islands' markup; the full menu trees load when the sidebar opens (`/hoofdmenu`).
 */
export interface ShellSiteWide {
  menuBar: MenuBarItem[];
  quickLinks: HeaderLink[];
  shop: SiteWide['shop'];
}

/** The header's fields of a content item. */
export function headerLink({ Id, Key, Name, Title, Url, AlternateUrl, NewWindow, Language }: HeaderLink): HeaderLink {
  return { Id, Key, Name, Title, Url, AlternateUrl, NewWindow, Language };
}

export function toShellUser(user: SessionUser | null): ShellUser | null {
  if (!user) return null;
  const impersonating = user.impersonatedCustomerId !== null && Boolean(user.impersonatedCompanyName);
  return {
    firstName: user.firstName,
    isRepresentative: user.role === 'impersonation',
    impersonatedCompanyName: impersonating ? user.impersonatedCompanyName : null,
  };
}
