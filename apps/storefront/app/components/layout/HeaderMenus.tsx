import type { RefObject } from 'react';
import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import { useT } from '../../i18n/messages.ts';
import { AriaProviders } from '../ui/AriaProviders.tsx';
import { Icon } from '../ui/Icon.tsx';
import type { ShellUser } from './types.ts';

/** Where the menu puts the focus when it opens: its first item (Enter, Space, a click, ArrowDown) or its last (ArrowUp). */
export type MenuFocus = 'first' | 'last';

interface PopoverMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  focus: MenuFocus;
}

/**
 * The header's dropdown menus (react-aria Menu in a Popover under its button: arrow keys, typeahead, Escape closes).
 * HeaderActions loads this module when a menu is first wanted (decision 0018).
 */
function PopoverMenu({
  triggerRef,
  isOpen,
  onOpenChange,
  focus,
  label,
  onAction,
  children,
}: PopoverMenuProps & { label: string; onAction?: (key: string | number) => void; children: React.ReactNode }) {
  return (
    <AriaProviders>
      <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} className="popover" placement="bottom end" offset={8}>
        <Menu className="menu" aria-label={label} autoFocus={focus} onAction={onAction} onClose={() => onOpenChange(false)}>
          {children}
        </Menu>
      </Popover>
    </AriaProviders>
  );
}

/** The logged-in user's menu: my account, acting for a customer (representatives), log out. */
export function UserMenu({ user, onLogout, ...popover }: PopoverMenuProps & { user: ShellUser; onLogout: () => void }) {
  const t = useT();
  return (
    <PopoverMenu
      {...popover}
      label={t('user.menu')}
      onAction={(key) => {
        if (key === 'logout') onLogout();
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
    </PopoverMenu>
  );
}

/** The lists menu: order list and wishlist. */
export function ListsMenuItems(popover: PopoverMenuProps) {
  const t = useT();
  return (
    <PopoverMenu {...popover} label={t('lists.label')}>
      <MenuItem id="order-list" href="/order-list" className="menu__item">
        <Icon name="list" size={18} />
        {t('lists.orderList')}
      </MenuItem>
      <MenuItem id="wishlist" href="/wishlist" className="menu__item">
        <Icon name="heart" size={18} />
        {t('lists.wishlist')}
      </MenuItem>
    </PopoverMenu>
  );
}
