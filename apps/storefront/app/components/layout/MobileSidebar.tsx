import type { MouseEvent, ReactNode } from 'react';
import { Button, Dialog, Disclosure, DisclosurePanel, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import { itemLabel } from '../../lib/content.ts';
import { contentLink, listerHref } from '../../lib/links.ts';
import { useLoadWhenShown, type CategoryTree, type MainMenu } from '../../lib/lazy-data.ts';
import { AriaProviders } from '../ui/AriaProviders.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from '../ui/Logo.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { loginHref } from './HeaderActions.tsx';
import { allOffersLink, mainMenuModel } from './menu-model.ts';
import { ChildLink, dropdownEntries } from './NavDropdown.tsx';
import type { HeaderLink, ShellUser } from './types.ts';
import { ItemText } from '../ui/ItemText.tsx';

/**
 * The left sidebar of the mobile menu (§2 "app menu"): an accessible modal dialog (focus trapped, Escape closes, focus
 * returns to the menu button) with the main menu, the categories and the account links. MobileMenu loads this module
 * when the sidebar is first wanted (decision 0018).
 */
export function MobileSidebar({
  isOpen,
  onOpenChange,
  ...content
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mainMenu: MainMenu;
  quickLinks: HeaderLink[];
  categoryTree: CategoryTree;
  user: ShellUser | null;
}) {
  return (
    <AriaProviders>
      <ModalOverlay className="modal-overlay modal-overlay--sidebar" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
        <Modal className="sidebar sidebar--left">
          <Dialog className="sidebar__dialog" aria-labelledby="mobile-menu-title">
            {({ close }) => <SidebarContent close={close} {...content} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaProviders>
  );
}

function SidebarContent({
  close,
  mainMenu,
  quickLinks,
  categoryTree,
  user,
}: {
  close: () => void;
  mainMenu: MainMenu;
  quickLinks: HeaderLink[];
  categoryTree: CategoryTree;
  user: ShellUser | null;
}) {
  const t = useT();
  const location = useLocation();
  const { menus } = mainMenu;
  const { offers, newItems, items } = mainMenuModel(menus?.MainMenu ?? []);
  useLoadWhenShown(categoryTree.lazy);
  useLoadWhenShown(mainMenu.lazy);
  // Following any link closes the sidebar.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };
  return (
    <div className="sidebar__content" onClick={closeOnLink}>
      <div className="sidebar__header">
        <Heading slot="title" id="mobile-menu-title" className="visually-hidden">
          {t('nav.menu')}
        </Heading>
        <Link to="/" className="sidebar__logo" aria-label={t('site.logoLabel')}>
          <Logo />
        </Link>
        <Button className="icon-button" onPress={close} aria-label={t('nav.closeMenu')}>
          <Icon name="close" />
        </Button>
      </div>

      <div className="sidebar__account">
        {user ? (
          <>
            <p className="sidebar__greeting">
              {t('user.greeting', { name: user.firstName })}
              {user.impersonatedCompanyName && (
                <span className="sidebar__company">{t('user.actingFor', { company: user.impersonatedCompanyName })}</span>
              )}
            </p>
            <ul className="sidebar__links sidebar__links--inline">
              <li>
                <Link to="/account" className="chip">
                  <Icon name="user" size={16} />
                  {t('user.myAccount')}
                </Link>
              </li>
              {user.isRepresentative && (
                <li>
                  <Link to="/impersonation" className="chip">
                    <Icon name="store" size={16} />
                    {t('user.impersonate')}
                  </Link>
                </li>
              )}
              <li>
                <Form method="post" action="/logout" onSubmit={close}>
                  <button type="submit" className="chip">
                    {t('user.logout')}
                  </button>
                </Form>
              </li>
            </ul>
          </>
        ) : (
          <Link to={loginHref(location.pathname, location.search)} className="button button--primary button--block">
            <Icon name="user" size={18} />
            {t('user.login')}
          </Link>
        )}
      </div>

      <nav className="sidebar__nav" aria-label={t('nav.main')}>
        <ul className="sidebar__menu">
          <li>
            <Link to="/" className="sidebar__link">
              <Icon name="home" size={18} />
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <SidebarGroup label={t('nav.categories')} icon={<Icon name="grid" size={18} />}>
              <CategoryItems categories={categoryTree.categories} />
            </SidebarGroup>
          </li>
          {!menus && (
            <li>
              <p className="sidebar__sublink" role={menus === null ? 'alert' : 'status'} aria-live="polite">
                {t(menus === null ? 'error.loadFailed' : 'nav.menuLoading')}
              </p>
            </li>
          )}
          {offers && (
            <li>
              <SidebarGroup label={t('nav.offers')} icon={<Icon name="tag" size={18} />}>
                <ul className="sidebar__submenu">
                  <li>
                    <SmartLink link={allOffersLink(offers)} className="sidebar__sublink sidebar__sublink--all">
                      {t('nav.allOffers')}
                    </SmartLink>
                  </li>
                  <ChildItems items={dropdownEntries(offers, { label: t('nav.allOffers'), link: allOffersLink(offers) }, '').children} />
                </ul>
              </SidebarGroup>
            </li>
          )}
          {newItems && (
            <li>
              <MenuItemGroup item={newItems} label={t('nav.new')} icon={<Icon name="sparkle" size={18} />} />
            </li>
          )}
          {items.map((item) => (
            <li key={item.Id}>
              <MenuItemGroup item={item} />
            </li>
          ))}
          <li>
            <Link to="/nieuws" className="sidebar__link">
              <Icon name="news" size={18} />
              {t('nav.news')}
            </Link>
          </li>
        </ul>
      </nav>

      <ul className="sidebar__links">
        <li>
          <Link to="/order-list" className="sidebar__link sidebar__link--small">
            <Icon name="list" size={18} />
            {t('lists.orderList')}
          </Link>
        </li>
        <li>
          <Link to="/wishlist" className="sidebar__link sidebar__link--small">
            <Icon name="heart" size={18} />
            {t('lists.wishlist')}
          </Link>
        </li>
        {quickLinks.map((item) => {
          const link = contentLink(item);
          return link ? (
            <li key={item.Id}>
              <SmartLink link={link} className="sidebar__link sidebar__link--small">
                <ItemText item={item} />
              </SmartLink>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

/** The categories of the sidebar, loaded when the sidebar opens (shared with the category modal). */
function CategoryItems({ categories }: { categories: CategoryTree['categories'] }) {
  const t = useT();
  if (!categories) {
    return (
      <p className="sidebar__sublink" role={categories === null ? 'alert' : 'status'}>
        {t(categories === null ? 'error.loadFailed' : 'categories.loading')}
      </p>
    );
  }
  return (
    <ul className="sidebar__submenu">
      {categories.map((category) => (
        <li key={category.Id}>
          {category.Children.length > 0 ? (
            <SidebarGroup label={category.Name} nested>
              <ul className="sidebar__submenu">
                <li>
                  <Link to={listerHref(category.Url)} className="sidebar__sublink sidebar__sublink--all">
                    {t('categories.all', { name: category.Name })}
                  </Link>
                </li>
                {category.Children.map((group) => (
                  <li key={group.Id}>
                    <Link to={listerHref(group.Url)} className="sidebar__sublink">
                      <ItemText item={group} />
                    </Link>
                  </li>
                ))}
              </ul>
            </SidebarGroup>
          ) : (
            <Link to={listerHref(category.Url)} className="sidebar__sublink">
              <ItemText item={category} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function SidebarGroup({
  label,
  icon,
  nested = false,
  children,
}: {
  label: string;
  icon?: ReactNode;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <Disclosure className={`sidebar__group${nested ? ' sidebar__group--nested' : ''}`}>
      <Button slot="trigger" className={nested ? 'sidebar__sublink sidebar__toggle' : 'sidebar__link sidebar__toggle'}>
        {icon}
        <span className="sidebar__toggle-label">{label}</span>
        <Icon name="chevronDown" size={18} className="sidebar__chevron" />
      </Button>
      <DisclosurePanel className="sidebar__panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}

function MenuItemGroup({ item, label, icon }: { item: ContentItem; label?: string; icon?: ReactNode }) {
  const t = useT();
  const text = label ?? itemLabel(item);
  const link = contentLink(item);
  const { lead, children } = dropdownEntries(item, null, t('nav.allIn'));
  if (item.Children.length === 0) {
    return link ? (
      <SmartLink link={link} className="sidebar__link">
        {icon}
        {text}
      </SmartLink>
    ) : null;
  }
  return (
    <SidebarGroup label={text} icon={icon}>
      <ul className="sidebar__submenu">
        {lead && (
          <li>
            <SmartLink link={lead.link} className="sidebar__sublink sidebar__sublink--all">
              {lead.label}
            </SmartLink>
          </li>
        )}
        <ChildItems items={children} />
      </ul>
    </SidebarGroup>
  );
}

function ChildItems({ items }: { items: ContentItem[] }) {
  return (
    <>
      {items.map((child) => (
        <li key={child.Id}>
          <ChildLink item={child} className="sidebar__sublink">
            <ItemText item={child} />
          </ChildLink>
        </li>
      ))}
    </>
  );
}
