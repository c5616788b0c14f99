import '../../styles/order-upload.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { UploadActionResult, UploadLine } from '../../lib/order-upload.ts';
import { Price } from '../product/Price.tsx';
import { ProductImage } from '../product/ProductImage.tsx';

/** Where the quick order looks a code up (the upload page's resource route; the same from any page). */
export const QUICK_ORDER_LOOKUP = '/bestelling-uploaden/zoek';

/**
 * Quick order (issue 17): type or scan (a handheld scanner types the code and Enter) a product number, its first 6
 * characters or a barcode, press Enter, see the product, type the quantity and press Enter again; `onAdd` gets the
 * line and the code field has the focus for the next one. Everything works from the keyboard.
 */
export function QuickOrder({ onAdd }: { onAdd: (line: { code: string; quantity: number; product: UploadLine['Product'] }) => void }) {
  const t = useT();
  const id = useId();
  const lookup = useFetcher<UploadActionResult>();
  const code = useRef<HTMLInputElement>(null);
  const quantity = useRef<HTMLInputElement>(null);
  // The answer shown is the lookup's last one, until the line is added (then it is 'dismissed').
  const [dismissed, setDismissed] = useState<UploadActionResult | undefined>(undefined);
  const [added, setAdded] = useState('');
  const answer = lookup.state === 'idle' && lookup.data !== dismissed ? lookup.data : undefined;
  const line = answer?.ok ? answer.report.Lines[0] : undefined;
  const found = line?.Product && line.IsGood ? line : null;
  const problem = !answer || found ? '' : answer.ok ? (line?.Message ?? t('upload.failed')) : answer.error;

  // A found product puts the focus on its quantity; a problem keeps it in the code field, selected for typing over.
  useEffect(() => {
    if (lookup.state !== 'idle' || !lookup.data) return;
    const first = lookup.data.ok ? lookup.data.report.Lines[0] : undefined;
    if (first?.Product && first.IsGood && quantity.current) {
      quantity.current.value = String(Math.max(1, first.Product.PurchaseUnitFactor));
      quantity.current.focus();
      quantity.current.select();
    } else {
      code.current?.select();
    }
  }, [lookup.state, lookup.data]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.current?.value.trim() ?? '';
    setAdded('');
    if (!value) return;
    const form = new FormData();
    form.set('intent', 'lookup');
    form.set('lines', JSON.stringify([{ Line: 1, Code: value, Quantity: '1' }]));
    void lookup.submit(form, { method: 'post', action: QUICK_ORDER_LOOKUP });
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!found?.Product) return;
    const wanted = Number.parseInt(quantity.current?.value ?? '', 10);
    const pieces = Number.isInteger(wanted) && wanted > 0 ? wanted : 1;
    onAdd({ code: found.Code, quantity: pieces, product: found.Product });
    setAdded(t('quick.added', { quantity: pieces, name: found.Product.Name }));
    setDismissed(lookup.data);
    if (code.current) {
      code.current.value = '';
      code.current.focus();
    }
  };

  const busy = lookup.state !== 'idle';
  return (
    <section className="quick-order" aria-labelledby={`${id}-title`} data-testid="quick-order">
      <h2 id={`${id}-title`}>{t('quick.title')}</h2>
      <p className="quick-order__intro">{t('quick.intro')}</p>
      <div className="quick-order__forms">
        <form className="quick-order__form" onSubmit={search}>
          <label htmlFor={`${id}-code`}>{t('quick.code')}</label>
          <div className="quick-order__row">
            <input
              className="form__input"
              id={`${id}-code`}
              ref={code}
              name="code"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              aria-describedby={problem ? `${id}-problem` : undefined}
              aria-invalid={problem ? true : undefined}
              data-testid="quick-code"
            />
            <button type="submit" className="button" disabled={busy}>
              {t('quick.find')}
            </button>
          </div>
        </form>
        <form className="quick-order__form" onSubmit={add} hidden={!found}>
          <label htmlFor={`${id}-quantity`}>{t('quick.quantity')}</label>
          <div className="quick-order__row">
            <input
              className="form__input"
              id={`${id}-quantity`}
              ref={quantity}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              data-testid="quick-quantity"
            />
            <button type="submit" className="button button--primary">
              {t('quick.add')}
            </button>
          </div>
        </form>
      </div>
      <div aria-live="polite" className="quick-order__status">
        {busy && <p>{t('quick.searching')}</p>}
        {found?.Product && (
          <div className="quick-order__product" data-testid="quick-product">
            <span className="quick-order__image">
              {found.Product.Img ? <ProductImage url={found.Product.Img} alt="" sizes="56px" /> : null}
            </span>
            <span>
              <strong>{t('quick.found', { name: found.Product.Name })}</strong>
              <br />
              {t('upload.number', { number: found.Product.NumberTrimmed })} ·{' '}
              <Price amounts={{ incl: found.Product.PriceInclTax, excl: found.Product.PriceExclTax }} /> {t('upload.perPiece')}
              {found.Product.PurchaseUnitFactor > 1 && <> · {t('quick.factor', { factor: found.Product.PurchaseUnitFactor })}</>}
            </span>
          </div>
        )}
        {added && <p className="alert alert--success">{added}</p>}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
