import { useId } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { CartActionResult } from '../../lib/cart.server.ts';
import { AriaProviders } from '../ui/AriaProviders.tsx';
import { Icon } from '../ui/Icon.tsx';
import { AddedSummary, type AddedProduct } from './AddedSummary.tsx';

/**
 * The add-to-cart modal (§2 Modals): opens after an add; 'Verder winkelen' closes it, 'Naar winkelwagen' goes to /cart.
 * AddToCart loads this module when the first add is answered (decision 0018).
 */
export function AddToCartModal({
  result,
  product,
  isOpen,
  onOpenChange,
}: {
  result: CartActionResult | undefined;
  product: AddedProduct;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const headingId = useId();
  if (!result) return null;
  return (
    <AriaProviders>
      <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
        <Modal className="modal modal--small">
          <Dialog className="dialog dialog--added" data-testid="added-to-cart" aria-labelledby={headingId}>
            {({ close }) => (
              <>
                <Button className="icon-button dialog__close dialog__close--corner" onPress={close} aria-label={t('nav.close')}>
                  <Icon name="close" />
                </Button>
                <div className="dialog__body">
                  <AddedSummary result={result} product={product} headingId={headingId} />
                  <div className="dialog__actions">
                    <Button className="button" onPress={close}>
                      {t('cart.continue')}
                    </Button>
                    <Link to="/cart" className="button button--primary" onClick={close}>
                      {t('cart.toCart')}
                    </Link>
                  </div>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaProviders>
  );
}
