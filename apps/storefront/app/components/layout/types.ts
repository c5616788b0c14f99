import type { Locale } from '../../i18n/messages.ts';
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

/** Of the site-wide parts, what the browser needs as data: the rest is in the islands' markup. */
export interface ShellSiteWide {
  areas: Pick<SiteWide['areas'], 'MainMenu' | 'TopMenu'>;
  shop: SiteWide['shop'];
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
