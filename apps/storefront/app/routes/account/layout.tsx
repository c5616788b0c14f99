import { Link, NavLink, Outlet } from 'react-router';
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

export default function AccountLayout() {
  const t = useT();
  return (
    <div className="container account-page">
      <nav aria-label={t('identity.menu.label')} className="account-menu">
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
      </nav>
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}
