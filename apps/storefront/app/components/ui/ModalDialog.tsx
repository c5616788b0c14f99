import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../i18n/messages.ts';
import { AriaProviders } from './AriaProviders.tsx';
import { Icon } from './Icon.tsx';

/**
 * A modal dialog with a title and a close button (react-aria: focus trapped,
 * Escape and a click outside close it, focus returns to the trigger). Put it
 * inside a DialogTrigger, or open it with `isOpen` (DialogButton does, loading this module when it is first needed);
 * `children` gets `close`. `titleId` gives the title a fixed id
 * (the dialog is labelled by it); without it react-aria links the two by a generated one.
 */
export function ModalDialog({
  title,
  titleId,
  closeLabel,
  className = 'modal modal--small',
  testId,
  isOpen,
  onOpenChange,
  children,
}: {
  title: string;
  titleId?: string;
  closeLabel?: string;
  className?: string;
  testId?: string;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: (close: () => void) => ReactNode;
}) {
  const t = useT();
  return (
    <AriaProviders>
      <ModalOverlay className="modal-overlay" isDismissable {...(isOpen === undefined ? {} : { isOpen, onOpenChange })}>
        <Modal className={className}>
          <Dialog className="dialog" data-testid={testId} {...(titleId ? { 'aria-labelledby': titleId } : {})}>
            {({ close }) => (
              <>
                <div className="dialog__header">
                  <Heading slot="title" className="dialog__title" {...(titleId ? { id: titleId } : {})}>
                    {title}
                  </Heading>
                  <Button className="icon-button dialog__close" onPress={close} aria-label={closeLabel ?? t('nav.close')}>
                    <Icon name="close" />
                  </Button>
                </div>
                {children(close)}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaProviders>
  );
}
