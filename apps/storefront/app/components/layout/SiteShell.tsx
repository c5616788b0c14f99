import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { Crumb } from '../../lib/breadcrumbs.ts';
import { useCategoryTree, useMainMenu } from '../../lib/lazy-data.ts';
import { useScrolledPast } from '../../lib/use-media.ts';
import { Logo } from '../ui/Logo.tsx';
import { ToastProvider } from '../ui/Toast.tsx';
import { ActingBar } from './ActingBar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { Footer } from './Footer.tsx';
import { useShellMarkup } from './islands.tsx';
import { CartButton, ListsMenu, UserArea } from './HeaderActions.tsx';
import { MenuBar } from './MenuBar.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SiteBanners } from './SiteBanners.tsx';
import { TopBar } from './TopBar.tsx';
import type { ShellData } from './types.ts';

/** §9: the top bar collapses once the page is scrolled more than 36 px. */
export const TOP_BAR_COLLAPSE_PX = 36;

/**
 * The default layout (§2): skip link, header (top bar, logo, search, user
 * area, lists, cart, mobile menu), menu bar, site banners, breadcrumbs, the
 * page in <main id="main">, footer, cookie popup and the toast area.
 */
export function SiteShell({ data, crumbs, children }: { data: ShellData; crumbs?: Crumb[]; children: ReactNode }) {
  const t = useT();
  const collapsed = useScrolledPast(TOP_BAR_COLLAPSE_PX);
  const { menuBar, quickLinks } = data.siteWide;
  // The site-wide parts that are the same for every viewer of this language: static markup (decision 0027).
  const parts = useShellMarkup(data.islands.key);
  // Loaded when the category modal or the sidebar first opens, then kept for both.
  const categoryTree = useCategoryTree();
  // The viewer's full menu trees: loaded when the sidebar first opens (not part of every page's data).
  const mainMenu = useMainMenu(data.islands.key);
  return (
    <ToastProvider>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className={`site-header${collapsed ? ' site-header--collapsed' : ''}`}>
        <TopBar islands={data.islands} parts={parts} quickLinks={quickLinks} />
        {data.user?.impersonatedCompanyName && <ActingBar company={data.user.impersonatedCompanyName} />}
        <div className="header-main">
          <div className="container header-main__inner">
            <div className="header-main__menu">
              <MobileMenu mainMenu={mainMenu} quickLinks={quickLinks} categoryTree={categoryTree} user={data.user} />
            </div>
            <Link to="/" className="header-main__logo" aria-label={t('site.logoLabel')}>
              <Logo />
            </Link>
            <SearchForm className="header-main__search" id="site-search" suggest />
            <div className="header-main__actions">
              <UserArea user={data.user} />
              <ListsMenu />
              <CartButton count={data.cartCount} />
            </div>
          </div>
        </div>
        <MenuBar menuBar={menuBar} categoryTree={categoryTree} islands={data.islands} parts={parts} />
      </header>
      <SiteBanners islands={data.islands} parts={parts} />
      <Breadcrumbs override={crumbs} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer islands={data.islands} parts={parts} />
      <CookieConsent consent={data.cookieConsent} />
    </ToastProvider>
  );
}

/**
 * The shell when the root data is missing (the root loader failed): just the
 * logo, the page and a plain footer, without calls to the API.
 */
export function MinimalShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header site-header--minimal">
        <div className="header-main">
          <div className="container header-main__inner">
            <a href="/" className="header-main__logo" aria-label={t('site.logoLabel')}>
              <Logo />
            </a>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <footer className="site-footer site-footer--minimal">
        <div className="container site-footer__credits">
          <p>{t('site.tagline')}</p>
        </div>
      </footer>
    </>
  );
}
