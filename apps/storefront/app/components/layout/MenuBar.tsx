import { useCallback, useState, type ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useT, type Translate } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import { contentLink } from '../../lib/links.ts';
import type { CategoryTree } from '../../lib/lazy-data.ts';
import { Icon } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { CategoryModal } from './CategoryModal.tsx';
import { allOffersLink, mainMenuModel } from './menu-model.ts';
import { dropdownEntries, DropdownPanelContent, NavDropdown, type ExtraEntry } from './NavDropdown.tsx';
import { headerLink, type HeaderLink, type MenuBarItem } from './types.ts';
import type { ShellIslands, ShellMarkup } from './islands.tsx';
import { ItemText } from '../ui/ItemText.tsx';

/**
 * The menu bar (§2): category button (modal), home icon, offers menu with an
 * 'all offers' entry, new-items menu, the main menu with dropdowns and a fixed
 * news link. One dropdown is open at a time.
 */
export function MenuBar({
  menuBar,
  categoryTree,
  islands,
  parts,
}: {
  menuBar: MenuBarItem[];
  categoryTree: CategoryTree;
  islands: ShellIslands;
  parts: ShellMarkup['parts'];
}) {
  const t = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const { offers, newItems, items } = mainMenuModel(menuBar);
  const openChange = useCallback(
    (id: number) => (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    [],
  );
  return (
    <nav className="menubar" aria-label={t('nav.main')}>
      <div className="container menubar__inner">
        <CategoryModal tree={categoryTree} />
        <ul className="menubar__list">
          <li className="menubar__item">
            <NavLink to="/" end className="menubar__link menubar__home">
              <Icon name="home" size={20} />
              <span className="visually-hidden">{t('nav.home')}</span>
            </NavLink>
          </li>
          {offers && (
            <NavDropdown
              item={offers}
              label={t('nav.offers')}
              icon="tag"
              variant="offers"
              open={openId === offers.Id}
              onOpenChange={openChange(offers.Id)}
              islands={islands}
              parts={parts}
            />
          )}
          {newItems && (
            <NavDropdown
              item={newItems}
              label={t('nav.new')}
              icon="sparkle"
              variant="new"
              open={openId === newItems.Id}
              onOpenChange={openChange(newItems.Id)}
              islands={islands}
              parts={parts}
            />
          )}
          {items.map((item) =>
            item.hasChildren ? (
              <NavDropdown
                key={item.Id}
                item={item}
                open={openId === item.Id}
                onOpenChange={openChange(item.Id)}
                islands={islands}
                parts={parts}
              />
            ) : (
              <PlainItem key={item.Id} item={item} />
            ),
          )}
          <li className="menubar__item menubar__item--news">
            <NavLink to="/nieuws" className="menubar__link">
              <Icon name="news" size={18} />
              {t('nav.news')}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function offersLead(offers: HeaderLink, t: Translate): ExtraEntry {
  return { label: t('nav.allOffers'), link: allOffersLink(offers) };
}

/** The dropdowns' panels of the menu bar, as islands `menu-<id>` (rendered once per language: decision 0027). */
export function menuPanels(mainMenu: ContentItem[], t: Translate): { name: `menu-${number}`; content: ReactElement }[] {
  const { offers, newItems, items } = mainMenuModel(mainMenu);
  const panels = [
    ...(offers ? [{ item: offers, first: offersLead(offers, t) }] : []),
    ...(newItems ? [{ item: newItems, first: null }] : []),
    ...items.filter((item) => item.Children.length > 0).map((item) => ({ item, first: null })),
  ];
  return panels.map(({ item, first }) => ({
    name: `menu-${item.Id}` as const,
    content: <DropdownPanelContent item={item} first={first} />,
  }));
}

/** The menu bar's top level as the page's data carries it (decision 0027): no children, their panels are islands. */
export function menuBarItems(mainMenu: ContentItem[], t: Translate): MenuBarItem[] {
  const offers = mainMenuModel(mainMenu).offers;
  return mainMenu.map((item) => ({
    ...headerLink(item),
    hasChildren: item.Children.length > 0,
    columns: dropdownEntries(item, item === offers ? offersLead(item, t) : null, '').children.some((child) => child.Children.length > 0),
  }));
}

function PlainItem({ item }: { item: HeaderLink }) {
  const link = contentLink(item);
  return (
    <li className="menubar__item">
      {link ? (
        <SmartLink link={link} className="menubar__link">
          <ItemText item={item} />
        </SmartLink>
      ) : (
        <span className="menubar__link">
          <ItemText item={item} />
        </span>
      )}
    </li>
  );
}
