import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';

/** §2 ingredients modal: the product's ingredients text in a dialog, opened from the product page. */
export function IngredientsModal({ name, ingredients }: { name: string; ingredients: string }) {
  const t = useT();
  if (!ingredients.trim()) return null;
  return (
    <DialogTrigger>
      <Button className="button button--secondary-outline ingredients-button">{t('ingredients.open')}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal modal--small">
          <Dialog className="dialog" data-testid="ingredients">
            {({ close }) => (
              <>
                <div className="dialog__header">
                  <Heading slot="title" className="dialog__title">
                    {t('ingredients.title', { name })}
                  </Heading>
                  <Button className="icon-button dialog__close" onPress={close} aria-label={t('ingredients.close')}>
                    <Icon name="close" />
                  </Button>
                </div>
                <div className="dialog__body">
                  {ingredients.split(/\n{2,}/).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
