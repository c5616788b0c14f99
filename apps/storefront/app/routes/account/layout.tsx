import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { requireUser } from '../../lib/guards.server.ts';
import type { Route } from './+types/layout';
import '../../styles/identity.css';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.title'), to: '/account' }),
};

/** §6: the whole account area needs a login; anonymous visitors log in and come back. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

/**
 * The account menu (§2, by text): every entry leads to a working page. Wishlist, loyalty points and vouchers live
 * where their own features put them; newsletter settings are the opt-in on 'Mijn gegevens', choosing another store is
 * part of the preferences.
 */
const LINKS = [
  { to: '/account', key: 'account.menu.overview', end: true },
  { to: '/account/details', key: 'account.menu.details', end: true },
  { to: '/account/orders', key: 'account.menu.orders', end: false },
  { to: '/account/invoices', key: 'account.menu.invoices', end: true },
  { to: '/account/purchases', key: 'account.menu.purchases', end: false },
  { to: '/account/transactions', key: 'account.menu.transactions', end: true },
  { to: '/account/packings', key: 'account.menu.packings', end: true },
  { to: '/wishlist', key: 'account.menu.wishlist', end: true },
  { to: '/account/loyalty', key: 'account.menu.loyalty', end: true },
  { to: '/account/details#newsletter', key: 'account.menu.newsletter', end: true },
  { to: '/account/addresses', key: 'account.menu.address', end: true },
  { to: '/account/details/login', key: 'account.menu.login', end: true },
  { to: '/account/preferences', key: 'account.menu.store', end: true },
  { to: '/account/vouchers#payment', key: 'account.menu.paymentVouchers', end: true },
  { to: '/account/vouchers#product', key: 'account.menu.productVouchers', end: true },
  { to: '/account/animals-good-news', key: 'animals.title', end: true },
] as const;

/** The entry of the page at `pathname`, as NavLink marks it current (entries for a part of another page never are). */
function currentEntry(pathname: string): (typeof LINKS)[number] | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LINKS.find((link) => !link.to.includes('#') && (path === link.to || (!link.end && path.startsWith(`${link.to}/`))));
}

function MenuList() {
  const t = useT();
  return (
    <ul className="account-menu__list">
      {LINKS.map((link) => (
        <li key={link.key}>
          {link.to.includes('#') ? (
            // A part of another page (newsletter opt-in, a kind of voucher): never 'current' beside that page's own entry.
            <Link to={link.to} className="account-menu__link">
              {t(link.key)}
            </Link>
          ) : (
            <NavLink to={link.to} end={link.end} className="account-menu__link">
              {t(link.key)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu beside the page from 992 px; below that a disclosure ('Mijn account' and the current page) that opens to
 * the same list, so the 16 entries do not fill a phone's first screen. A native <details>: keyboard operable and
 * working without JavaScript; closed again on every navigation (a new key). Only one of the two is displayed.
 */
export default function AccountLayout() {
  const t = useT();
  const location = useLocation();
  const current = currentEntry(location.pathname);
  return (
    <div className="container account-page">
      <nav aria-label={t('identity.menu.label')} className="account-menu">
        <details className="account-menu__compact" key={`${location.pathname}${location.hash}`}>
          <summary className="account-menu__toggle">
            <span className="account-menu__title">{t('account.title')}</span>
            {current && <span className="account-menu__current">{t(current.key)}</span>}
          </summary>
          <MenuList />
        </details>
        <div className="account-menu__full">
          <MenuList />
        </div>
      </nav>
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}
