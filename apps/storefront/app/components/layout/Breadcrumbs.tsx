import type { MouseEvent } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { breadcrumbModel, type Crumb } from '../../lib/breadcrumbs.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * The breadcrumb bar (§2): hidden on home; a back button ('Verder winkelen'
 * on the cart, none on checkout-success, 'Terug' elsewhere), a home link and
 * the crumbs routes declare in `handle.breadcrumb` (see lib/breadcrumbs.ts).
 * `override` replaces the routes' crumbs (the error page uses it).
 */
export function Breadcrumbs({ override }: { override?: Crumb[] }) {
  const t = useT();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const model = breadcrumbModel(matches, location.pathname, t);
  const crumbs = override ?? model.crumbs;
  if (location.pathname === '/' && !override) return null;
  if (model.hidden && !override) return null;

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    // Back in history when there is a page of this shop to go back to; the link to home otherwise.
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  }

  return (
    <div className="breadcrumb-bar">
      <nav aria-label={t('nav.breadcrumbs')} className="container breadcrumb-bar__inner">
        {model.back !== 'none' && (
          <Link to="/" className="breadcrumb-bar__back" onClick={goBack}>
            <Icon name="chevronLeft" size={16} />
            {model.back === 'continueShopping' ? t('nav.continueShopping') : t('nav.back')}
          </Link>
        )}
        <ol className="breadcrumbs__list">
          <li className="breadcrumbs__item">
            <Link to="/" className="breadcrumbs__link">
              <Icon name="home" size={16} />
              <span className="visually-hidden">{t('nav.home')}</span>
            </Link>
          </li>
          {crumbs.map((crumb, index) => {
            const active = index === crumbs.length - 1;
            return (
              <li key={`${crumb.to}-${index}`} className="breadcrumbs__item">
                <Icon name="chevronRight" size={14} className="breadcrumbs__separator" />
                {active ? (
                  <span className="breadcrumbs__current" aria-current="page">
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className="breadcrumbs__link">
                    {crumb.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
