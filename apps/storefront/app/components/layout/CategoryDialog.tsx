import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { CategoryNode } from '../../lib/content.ts';
import { listerHref } from '../../lib/links.ts';
import { useLoadWhenShown, type CategoryTree } from '../../lib/lazy-data.ts';
import { Icon } from '../ui/Icon.tsx';
import { ItemText } from '../ui/ItemText.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';

/**
 * The category modal's dialog (§2 menu bar, §9 children to depth 2): main categories as vertical tabs, each panel
 * listing its groups and their sub-categories. CategoryModal loads this module when the modal is first wanted.
 */
export function CategoryDialog({
  tree,
  isOpen,
  onOpenChange,
}: {
  tree: CategoryTree;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const t = useT();
  return (
    <ModalDialog
      title={t('categories.title')}
      titleId="category-modal-title"
      className="modal modal--categories"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => <CategoryModalBody tree={tree} onNavigate={close} />}
    </ModalDialog>
  );
}

function CategoryModalBody({ tree, onNavigate }: { tree: CategoryTree; onNavigate: () => void }) {
  const t = useT();
  useLoadWhenShown(tree.lazy);
  const { categories } = tree;
  if (categories === undefined) {
    return (
      <p className="dialog__body" role="status">
        {t('categories.loading')}
      </p>
    );
  }
  if (categories === null) {
    return (
      <p className="dialog__body" role="alert">
        {t('error.loadFailed')}
      </p>
    );
  }
  if (categories.length === 0) return <p className="dialog__body">{t('categories.empty')}</p>;
  return <CategoryTabs categories={categories} onNavigate={onNavigate} />;
}

function CategoryTabs({ categories, onNavigate }: { categories: CategoryNode[]; onNavigate: () => void }) {
  const t = useT();
  return (
    <Tabs className="category-tabs" orientation="vertical" defaultSelectedKey={String(categories[0]?.Id)}>
      <TabList className="category-tabs__list" aria-label={t('nav.categories')}>
        {categories.map((category) => (
          <Tab key={category.Id} id={String(category.Id)} className="category-tabs__tab">
            <ItemText item={category} />
            <Icon name="chevronRight" size={16} />
          </Tab>
        ))}
      </TabList>
      {categories.map((category) => (
        <TabPanel key={category.Id} id={String(category.Id)} className="category-tabs__panel">
          <Link to={listerHref(category.Url)} className="category-tabs__all" onClick={onNavigate}>
            {t('categories.all', { name: category.Name })}
            <Icon name="arrowRight" size={16} />
          </Link>
          <ul className="category-tabs__groups">
            {category.Children.map((group) => (
              <li key={group.Id} className="category-tabs__group">
                <Link to={listerHref(group.Url)} className="category-tabs__group-link" onClick={onNavigate}>
                  <ItemText item={group} />
                </Link>
                {group.Children.length > 0 && (
                  <ul className="category-tabs__leaves">
                    {group.Children.map((leaf) => (
                      <li key={leaf.Id}>
                        <Link to={listerHref(leaf.Url)} className="category-tabs__leaf" onClick={onNavigate}>
                          <ItemText item={leaf} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </TabPanel>
      ))}
    </Tabs>
  );
}
