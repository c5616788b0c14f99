import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/messages.ts';
import type { CategoryTree, MainMenu } from '../../lib/lazy-data.ts';
import { Icon } from '../ui/Icon.tsx';
import { useOverlayTrigger } from '../ui/overlay-trigger.ts';
import type { HeaderLink, ShellUser } from './types.ts';

const loadSidebar = () => import('./MobileSidebar.tsx');
const MobileSidebar = lazy(() => loadSidebar().then((module) => ({ default: module.MobileSidebar })));

/**
 * The mobile menu button and the left sidebar it opens (§2 "app menu", MobileSidebar). The sidebar's code (react-aria's
 * modal and disclosures) is fetched when it is first wanted, not with every page (useOverlayTrigger, decision 0018).
 */
export function MobileMenu({
  mainMenu,
  quickLinks,
  categoryTree,
  user,
}: {
  mainMenu: MainMenu;
  quickLinks: HeaderLink[];
  categoryTree: CategoryTree;
  user: ShellUser | null;
}) {
  const t = useT();
  const { isOpen, setOpen, used, buttonProps } = useOverlayTrigger(loadSidebar, 'dialog');
  return (
    <>
      <button {...buttonProps} className="header-action header-action--menu">
        <Icon name="menu" size={24} />
        <span className="header-action__label">{t('nav.menu')}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileSidebar
            isOpen={isOpen}
            onOpenChange={setOpen}
            mainMenu={mainMenu}
            quickLinks={quickLinks}
            categoryTree={categoryTree}
            user={user}
          />
        </Suspense>
      )}
    </>
  );
}
