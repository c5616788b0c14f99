import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FooterCredits, FooterMain, SubFooterLinks } from './Footer.tsx';
import type { IslandName, ShellIslands, ShellMarkup } from './islands.tsx';
import { menuBarItems, menuPanels } from './MenuBar.tsx';
import { SiteBannerItems } from './SiteBanners.tsx';
import { UspTrack } from './TopBar.tsx';
import { headerLink, type ShellSiteWide } from './types.ts';
import type { MainMenuData } from '../../lib/lazy-data.ts';
import { LocaleContext, translator, type Locale } from '../../i18n/messages.ts';
import { withoutEmptyListers, withoutSignUp, type SiteWide } from '../../lib/content.ts';
import type { LoadContext } from '../../lib/server-context.server.ts';

/**
 * The shell's site-wide parts rendered once (decision 0027): per site-wide content (the object `getSiteWide` keeps,
 * renewed every minute), per language, logged in or not (the sign-up entries), per set of empty listers (the
 * viewer's publication codes hide menu entries) and per year (the copyright line). Nothing personal is an input.
 */
export interface ShellVariant {
  locale: Locale;
  /** A customer or representative: no sign-up entries in the menus and the footer. */
  loggedIn: boolean;
  /** The listers that show this viewer nothing: left out of the menus. */
  emptyListers: ReadonlySet<string>;
  year?: number;
}

export interface Shell {
  markup: ShellMarkup;
  islands: ShellIslands;
  /** The site-wide parts as this viewer sees them, slimmed to what the page's data carries. */
  siteWide: ShellSiteWide;
  /** The viewer's full main menu and top menu trees, for the sidebar (resource route `/hoofdmenu`). */
  menus: MainMenuData['menus'];
}

/** Variants kept per site-wide content (languages × logged in or not × sets of empty listers × years). */
export const SHELL_VARIANTS_MAX = 32;

const byContent = new WeakMap<SiteWide, Map<string, Shell>>();

function variantKey({ locale, loggedIn, emptyListers, year }: Required<ShellVariant>): string {
  return `${locale}|${loggedIn ? 1 : 0}|${year}|${[...emptyListers].sort().join('\n')}`;
}

function staticMarkup(locale: Locale, node: ReactNode): string {
  return renderToStaticMarkup(
    <LocaleContext value={locale}>
      <MemoryRouter>{node}</MemoryRouter>
    </LocaleContext>,
  );
}

function render(loaded: SiteWide, { locale, loggedIn, emptyListers }: Required<ShellVariant>): Shell {
  const filtered = withoutEmptyListers(loaded, emptyListers);
  const siteWide = loggedIn ? withoutSignUp(filtered) : filtered;
  const { areas, shop } = siteWide;
  const t = translator(locale);
  const parts: ShellMarkup['parts'] = {};
  const add = (name: IslandName, node: ReactNode) => {
    parts[name] = staticMarkup(locale, node);
  };
  if (areas.MainUsps.length > 0) add('usps', <UspTrack usps={areas.MainUsps} />);
  if (areas.SiteBanners.length > 0) add('banners', <SiteBannerItems banners={areas.SiteBanners} />);
  for (const panel of menuPanels(areas.MainMenu, t)) add(panel.name, panel.content);
  add('footer-main', <FooterMain shop={shop} footerMenu={areas.FooterMenu} signUp={!loggedIn} />);
  add('subfooter', <SubFooterLinks subFooterMenu={areas.SubFooterMenu} />);
  add('credits', <FooterCredits shop={shop} />);
  const key = createHash('sha1').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
  return {
    markup: { key, parts },
    islands: { key, usps: areas.MainUsps.length > 0, banners: areas.SiteBanners.length > 0 },
    siteWide: { menuBar: menuBarItems(areas.MainMenu, t), quickLinks: areas.TopMenu.map(headerLink), shop },
    menus: { MainMenu: areas.MainMenu, TopMenu: areas.TopMenu },
  };
}

/** The shell of `variant` for the site-wide content `loaded` (as `getSiteWide` gives it): rendered on its first use, then kept. */
export function shellFor(loaded: SiteWide, variant: ShellVariant): Shell {
  const full = { ...variant, year: variant.year ?? new Date().getFullYear() };
  let variants = byContent.get(loaded);
  if (!variants) {
    variants = new Map();
    byContent.set(loaded, variants);
  }
  const key = variantKey(full);
  let shell = variants.get(key);
  if (shell) {
    variants.delete(key);
  } else {
    shell = render(loaded, full);
    if (variants.size >= SHELL_VARIANTS_MAX) variants.delete(variants.keys().next().value!);
  }
  variants.set(key, shell);
  return shell;
}

const byRender = new WeakMap<LoadContext, ShellMarkup>();

/** Keeps the page's island markup for its render (the root loader; entry.server.tsx reads it). */
export function keepForRender(context: LoadContext, markup: ShellMarkup): void {
  byRender.set(context, markup);
}

/** The island markup the root loader chose for this request's page; null when it did not run (e.g. it failed). */
export function shellMarkupOf(context: LoadContext): ShellMarkup | null {
  return byRender.get(context) ?? null;
}
