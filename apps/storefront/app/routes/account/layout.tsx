import { NavLink, Outlet } from 'react-router';
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

const LINKS = [
  { to: '/account', key: 'identity.menu.overview', end: true },
  { to: '/account/details', key: 'identity.menu.details', end: true },
  { to: '/account/details/login', key: 'identity.menu.login', end: true },
  { to: '/account/addresses', key: 'identity.menu.addresses', end: true },
  { to: '/account/preferences', key: 'identity.menu.preferences', end: true },
  { to: '/account/animals-good-news', key: 'animals.title', end: true },
] as const;

export default function AccountLayout() {
  const t = useT();
  return (
    <div className="container account-page">
      <nav aria-label={t('identity.menu.label')} className="account-menu">
        <ul className="account-menu__list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="account-menu__link">
                {t(link.key)}
              </NavLink>
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
