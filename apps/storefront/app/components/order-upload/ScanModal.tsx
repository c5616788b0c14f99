import { lazy, Suspense, useState, type FormEvent } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from 'react-aria-components';
import { useT } from '../../i18n/messages.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';

// The camera and its barcode reader (with ZXing's WebAssembly) load only when the modal opens.
const ScanCamera = lazy(() => import('./ScanCamera.tsx'));

/**
 * §2 scan modal: the camera reads EAN and UPC codes and each one is handed to `onCode` (the page adds the product or
 * raises its quantity) with a short confirmation; typing the code works always, with or without a camera.
 */
export function ScanModal({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const [confirmation, setConfirmation] = useState('');
  const accept = (code: string) => {
    onCode(code);
    setConfirmation(t('scan.scanned', { code }));
  };
  const manual = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('scanCode') as HTMLInputElement;
    const code = field.value.trim();
    if (code) accept(code);
    field.value = '';
    field.focus();
  };
  return (
    <DialogTrigger onOpenChange={(open) => open || setConfirmation('')}>
      <Button className="button button--secondary-outline" data-testid="scan-open">
        {t('scan.open')}
      </Button>
      <ModalDialog
        title={t('scan.title')}
        titleId="scan-title"
        testId="scan-modal"
        className="modal scan-modal"
        closeLabel={t('scan.close')}
      >
        {(close) => (
          <div className="dialog__body scan-modal__body">
            <p>{t('scan.intro')}</p>
            <Suspense fallback={<p role="status">{t('scan.starting')}</p>}>
              <ScanCamera onCode={accept} />
            </Suspense>
            <p className="scan-modal__confirmation" role="status" aria-live="polite" data-testid="scan-confirmation">
              {confirmation}
            </p>
            <form className="scan-modal__manual" onSubmit={manual}>
              <label htmlFor="scan-code">{t('scan.manual')}</label>
              <div className="scan-modal__row">
                <input
                  id="scan-code"
                  className="form__input"
                  name="scanCode"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={40}
                />
                <button type="submit" className="button">
                  {t('scan.manualAdd')}
                </button>
              </div>
            </form>
            <button type="button" className="button button--primary" onClick={close}>
              {t('scan.close')}
            </button>
          </div>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
