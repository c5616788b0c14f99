import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Link, useLocation, useSubmit } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';
import type { ShellUser } from './types.ts';

/** `/login`, with the current page as redirect target (except from home and login itself). */
export function loginHref(pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** User area (§2): a login link for visitors; for logged-in users a dropdown with their first name and a my-account link. */
export function UserArea({ user }: { user: ShellUser | null }) {
  const t = useT();
  const location = useLocation();
  const submit = useSubmit();
  if (!user) {
    return (
      <Link to={loginHref(location.pathname, location.search)} className="header-action header-action--login">
        <Icon name="user" size={24} />
        <span className="header-action__label">{t('user.login')}</span>
      </Link>
    );
  }
  return (
    <div className="user-area">
      <Icon name="user" size={24} className="user-area__icon" />
      <div className="user-area__text">
        <MenuTrigger>
          <Button className="user-area__trigger" aria-label={`${t('user.greeting', { name: user.firstName })} – ${t('user.menu')}`}>
            <span className="user-area__name">{t('user.greeting', { name: user.firstName })}</span>
            <Icon name="chevronDown" size={16} />
          </Button>
          <Popover className="popover" placement="bottom end" offset={8}>
            <Menu
              className="menu"
              aria-label={t('user.menu')}
              onAction={(key) => {
                if (key === 'logout') void submit(null, { method: 'post', action: '/logout' });
              }}
            >
              <MenuItem id="account" href="/account" className="menu__item">
                <Icon name="user" size={18} />
                {t('user.myAccount')}
              </MenuItem>
              {user.isRepresentative && (
                <MenuItem id="impersonation" href="/impersonation" className="menu__item">
                  <Icon name="store" size={18} />
                  {t('user.impersonate')}
                </MenuItem>
              )}
              <Separator className="menu__separator" />
              <MenuItem id="logout" className="menu__item">
                <Icon name="arrowRight" size={18} />
                {t('user.logout')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
        {/* The customer a representative acts for is named in the acting bar under the top bar (issue 12 defect 10). */}
        <Link to="/account" className="user-area__account">
          {t('user.myAccount')}
        </Link>
      </div>
    </div>
  );
}

/** Lists dropdown (§2): order list and wishlist. */
export function ListsMenu() {
  const t = useT();
  return (
    <MenuTrigger>
      <Button className="header-action header-action--lists">
        <Icon name="heart" size={24} />
        <span className="header-action__label">{t('lists.label')}</span>
      </Button>
      <Popover className="popover" placement="bottom end" offset={8}>
        <Menu className="menu" aria-label={t('lists.label')}>
          <MenuItem id="order-list" href="/order-list" className="menu__item">
            <Icon name="list" size={18} />
            {t('lists.orderList')}
          </MenuItem>
          <MenuItem id="wishlist" href="/wishlist" className="menu__item">
            <Icon name="heart" size={18} />
            {t('lists.wishlist')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** Cart button with the item count (§2); the count comes from the root loader. */
export function CartButton({ count }: { count: number }) {
  const t = useT();
  const countText = count === 1 ? t('cart.countOne') : t('cart.count', { count });
  return (
    <Link to="/cart" className="header-action header-action--cart">
      <span className="header-action__icon">
        <Icon name="cart" size={24} />
        <span className="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span className="header-action__label">{t('cart.label')}</span>
      <span className="visually-hidden">, {countText}</span>
    </Link>
  );
}
