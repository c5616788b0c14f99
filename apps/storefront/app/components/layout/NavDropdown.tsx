import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/messages.ts';
import type { ContentItem } from '@toonbank/api/types';
import { itemLabel } from '../../lib/content.ts';
import { contentLink, type ContentLink } from '../../lib/links.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { ItemText } from '../ui/ItemText.tsx';
import { Island, type ShellIslands, type ShellMarkup } from './islands.tsx';
import type { MenuBarItem } from './types.ts';

export interface ExtraEntry {
  label: string;
  link: ContentLink;
}

/**
 * A main-menu item with a dropdown (disclosure navigation pattern): a button
 * with aria-expanded that shows a panel of links. Escape closes and returns
 * focus to the button; clicking outside or tabbing away closes it too.
 */
export function NavDropdown({
  item,
  label,
  icon,
  open,
  onOpenChange,
  variant,
  islands,
  parts,
}: {
  islands: ShellIslands;
  parts: ShellMarkup['parts'];
  item: MenuBarItem;
  label?: string;
  icon?: IconName;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant?: 'offers' | 'new';
}) {
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = label ?? itemLabel(item);
  const { columns } = item;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onOpenChange(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  return (
    <li
      ref={rootRef}
      className={`menubar__item menubar__item--dropdown${variant ? ` menubar__item--${variant}` : ''}${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menubar__link menubar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {icon && <Icon name={icon} size={18} />}
        {text}
        <Icon name="chevronDown" size={14} className="menubar__chevron" />
      </button>
      <Island
        name={`menu-${item.Id}`}
        islandKey={islands.key}
        parts={parts}
        id={panelId}
        className={`menubar__panel${columns ? ' menubar__panel--columns' : ''}`}
        hidden={!open}
        onNavigate={() => onOpenChange(false)}
      />
    </li>
  );
}

/** A dropdown's panel content (island `menu-<id>`, rendered once per language: decision 0027); its links close the menu. */
export function DropdownPanelContent({ item, first }: { item: ContentItem; first?: ExtraEntry | null }) {
  const t = useT();
  const { lead, children } = dropdownEntries(item, first ?? null, t('nav.allIn'));
  return (
    <>
      {lead && (
        <SmartLink link={lead.link} className="menubar__panel-lead">
          {lead.label}
          <Icon name="arrowRight" size={16} />
        </SmartLink>
      )}
      <ul className="menubar__panel-list">
        {children.map((child) => (
          <li key={child.Id} className="menubar__panel-item">
            <ChildLink item={child} className="menubar__panel-link">
              <ItemText item={child} />
            </ChildLink>
            {child.Children.length > 0 && (
              <ul className="menubar__panel-sublist">
                {child.Children.map((grandChild) => (
                  <li key={grandChild.Id}>
                    <ChildLink item={grandChild} className="menubar__panel-sublink">
                      <ItemText item={grandChild} />
                    </ChildLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The panel's entries: an explicit lead entry (e.g. 'Alle aanbiedingen')
 * replaces children that link to the same place; otherwise the item's own
 * link becomes a 'Bekijk alles' lead unless a child already links there.
 */
export function dropdownEntries(item: ContentItem, first: ExtraEntry | null, allInLabel: string) {
  const hrefOf = (child: ContentItem) => contentLink(child, { child: true })?.href;
  if (first) {
    return { lead: first, children: item.Children.filter((child) => hrefOf(child) !== first.link.href) };
  }
  const own = contentLink(item);
  const duplicate = own && item.Children.some((child) => hrefOf(child) === own.href);
  return { lead: own && !duplicate ? { label: allInLabel, link: own } : null, children: item.Children };
}

/** A submenu item's link (child items with key pos-materiaal go to /product/lister/meer/{url}). */
export function ChildLink({
  item,
  className,
  onNavigate,
  children,
}: {
  item: ContentItem;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const link = contentLink(item, { child: true });
  if (!link) return <span className={className}>{children}</span>;
  return (
    <SmartLink link={link} className={className} onClick={onNavigate}>
      {children}
    </SmartLink>
  );
}
