import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/messages.ts';
import type { CategoryTree } from '../../lib/lazy-data.ts';
import { Icon } from '../ui/Icon.tsx';
import { useOverlayTrigger } from '../ui/overlay-trigger.ts';

const loadDialog = () => import('./CategoryDialog.tsx');
const CategoryDialog = lazy(() => loadDialog().then((module) => ({ default: module.CategoryDialog })));

/**
 * The category button of the menu bar and the category modal it opens (CategoryDialog). A modal dialog: focus is
 * trapped, Escape or the close button closes it and focus returns to the category button. The tree is loaded when the
 * modal first opens (not sent with every page), and so is the dialog's code (useOverlayTrigger, decision 0018).
 */
export function CategoryModal({ tree }: { tree: CategoryTree }) {
  const t = useT();
  const { isOpen, setOpen, used, buttonProps } = useOverlayTrigger(loadDialog, 'dialog');
  return (
    <>
      <button {...buttonProps} className="menubar__categories">
        <Icon name="grid" size={18} />
        <span className="menubar__categories-label">{t('nav.categories')}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <CategoryDialog tree={tree} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
