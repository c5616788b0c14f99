import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation: one tab in the tab order, the arrow keys (and Home,
 * End) move to and show the previous or next tab, a click shows it; only the shown panel is rendered (so a panel that
 * loads its data on mount loads it when it is first shown). The same markup and `data-selected` as react-aria's Tabs,
 * whose collection and selection machinery is too heavy for the first load of a product page (decision 0018).
 */
export function Tabs({
  items,
  label,
  className,
  listClassName,
}: {
  items: TabItem[];
  label: string;
  className?: string;
  listClassName?: string;
}) {
  const baseId = useId();
  const [chosen, setChosen] = useState(items[0]?.id);
  const tabs = useRef(new Map<string, HTMLElement>());
  const selected = items.find((item) => item.id === chosen) ?? items[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const show = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setChosen(item.id);
    tabs.current.get(item.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected?.id);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <div
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              onClick={() => setChosen(item.id)}
            >
              {item.label}
            </div>
          );
        })}
      </div>
      {selected && (
        <div role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0}>
          {selected.panel}
        </div>
      )}
    </div>
  );
}
