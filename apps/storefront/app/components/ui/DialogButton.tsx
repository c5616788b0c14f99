import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { ModalDialog as ModalDialogComponent } from './ModalDialog.tsx';
import { useOverlayTrigger } from './overlay-trigger.ts';

const loadModalDialog = () => import('./ModalDialog.tsx');
const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })));

export type DialogProps = Omit<ComponentProps<typeof ModalDialogComponent>, 'isOpen' | 'onOpenChange'>;

/**
 * A button that opens a modal dialog (ModalDialog: focus trapped, Escape and a click outside close it, focus returns
 * to the button); the dialog's code is fetched when it is first wanted (useOverlayTrigger, decision 0018).
 */
export function DialogButton({
  className,
  disabled,
  children,
  dialog,
}: {
  className?: string;
  disabled?: boolean;
  children: ReactNode;
  dialog: DialogProps;
}) {
  const { isOpen, setOpen, used, buttonProps } = useOverlayTrigger(loadModalDialog, 'dialog');
  return (
    <>
      <button {...buttonProps} className={className} disabled={disabled}>
        {children}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ModalDialog {...dialog} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
