import { lazy, Suspense, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useSubmit } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';
import { useOverlayTrigger } from '../ui/overlay-trigger.ts';
import type { MenuFocus } from './HeaderMenus.tsx';
import type { ShellUser } from './types.ts';

const loadMenus = () => import('./HeaderMenus.tsx');
const UserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));
const ListsMenuItems = lazy(() => loadMenus().then((module) => ({ default: module.ListsMenuItems })));

/**
 * A header button with a dropdown menu (HeaderMenus.tsx, fetched when first wanted: useOverlayTrigger, decision 0018).
 * As react-aria's MenuTrigger: Enter, Space and a click open it on its first item, ArrowDown too, ArrowUp on its last;
 * when it closes with the focus in it, the focus returns to the button.
 */
function useMenuButton() {
  const trigger = useOverlayTrigger(loadMenus, 'menu');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<MenuFocus>('first');
  const onOpenChange = (isOpen: boolean) => {
    trigger.setOpen(isOpen);
    if (!isOpen) {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('.popover')) triggerRef.current?.focus();
      });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setFocus(event.key === 'ArrowUp' ? 'last' : 'first');
    trigger.open();
  };
  const buttonProps = {
    ...trigger.buttonProps,
    ref: triggerRef,
    onKeyDown,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      setFocus('first');
      trigger.buttonProps.onClick(event);
    },
  };
  const menu = (
    render: (props: { triggerRef: typeof triggerRef; isOpen: boolean; onOpenChange: typeof onOpenChange; focus: MenuFocus }) => ReactNode,
  ) => (trigger.used ? <Suspense fallback={null}>{render({ triggerRef, isOpen: trigger.isOpen, onOpenChange, focus })}</Suspense> : null);
  return { buttonProps, menu };
}

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
  const userMenu = useMenuButton();
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
        <button
          {...userMenu.buttonProps}
          className="user-area__trigger"
          aria-label={`${t('user.greeting', { name: user.firstName })} – ${t('user.menu')}`}
        >
          <span className="user-area__name">{t('user.greeting', { name: user.firstName })}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        {userMenu.menu((props) => (
          <UserMenu {...props} user={user} onLogout={() => void submit(null, { method: 'post', action: '/logout' })} />
        ))}
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
  const listsMenu = useMenuButton();
  return (
    <>
      <button {...listsMenu.buttonProps} className="header-action header-action--lists">
        <Icon name="heart" size={24} />
        <span className="header-action__label">{t('lists.label')}</span>
      </button>
      {listsMenu.menu((props) => (
        <ListsMenuItems {...props} />
      ))}
    </>
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
