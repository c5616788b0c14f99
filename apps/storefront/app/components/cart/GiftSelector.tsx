import { amountToCents, formatPrice } from '@toonbank/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { CartExtraResult, GiftOfferData } from '../../lib/cart-extras.server.ts';
import { ProductImage } from '../product/ProductImage.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';

type GiftProduct = GiftOfferData['Products'][number];

const price = (amount: number) => formatPrice(amountToCents(amount));

/**
 * §1, §4, §9: the samples message in the cart summary ('Gratis proefjes naar keuze', advice from EUR 20) and, when
 * the cart total is above EUR 25 with fewer than 2 samples in it, the gift selector: a modal that shows the samples
 * 5 at a time ('Meer tonen' loads the next ones) of which the customer chooses at most 2.
 */
export function GiftSelector({ offer, chosen }: { offer: GiftOfferData; chosen: readonly number[] }) {
  const t = useT();
  const canChoose = offer.FromCartTotalInclTax > 0 && offer.RemainingForGifts === 0;
  return (
    <section className="gifts" aria-labelledby="gifts-title" data-testid="gifts-message">
      <h3 id="gifts-title" className="gifts__title">
        {t('gifts.message')}
      </h3>
      {!canChoose ? (
        <p className="gifts__text">
          {/* Below the advice amount (§1: from EUR 20) the advice; from it on only what is missing for the gifts. */}
          {offer.CartTotalInclTax < offer.SamplesAdviceFromInclTax && (
            <>{t('gifts.advice', { amount: price(offer.SamplesAdviceFromInclTax) })} </>
          )}
          {t('gifts.remaining', { amount: price(offer.RemainingForGifts) })}
        </p>
      ) : offer.LeftToChoose === 0 ? (
        <p className="gifts__text">{t('gifts.allChosen')}</p>
      ) : (
        <p className="gifts__text">{t('gifts.chooseLeft', { count: offer.LeftToChoose })}</p>
      )}
      {canChoose && (offer.Enabled || chosen.length > 0) && (
        <DialogTrigger>
          <Button className="button button--secondary gifts__open">{t('gifts.choose')}</Button>
          <ModalDialog title={t('gifts.title')} titleId="gifts-modal-title" className="modal modal--gifts" testId="gift-selector">
            {(close) => <GiftList first={offer} chosen={chosen} onDone={close} />}
          </ModalDialog>
        </DialogTrigger>
      )}
    </section>
  );
}

function GiftList({ first, chosen, onDone }: { first: GiftOfferData; chosen: readonly number[]; onDone: () => void }) {
  const t = useT();
  const more = useFetcher<GiftOfferData>();
  const choice = useFetcher<CartExtraResult>({ key: 'gift-choice' });
  const [pages, setPages] = useState<GiftProduct[][]>([]);
  const [loaded, setLoaded] = useState(more.data);
  // A new page of samples: appended once (React's 'adjust state while rendering' pattern, no effect).
  if (more.state === 'idle' && more.data && more.data !== loaded) {
    const next = more.data.Products;
    setLoaded(more.data);
    setPages((current) => (current.some((page) => page[0]?.Id === next[0]?.Id) ? current : [...current, next]));
  }
  // After 'Meer tonen' the keyboard focus goes to the first sample that came in.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = [...first.Products, ...pages.flat()];
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from) return;
    focusFrom.current = null;
    const item = list.current?.querySelectorAll<HTMLLIElement>('li')[from];
    const button = item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (button ?? item)?.focus();
  }, [shown.length]);
  const left = first.LeftToChoose;
  const busy = choice.state !== 'idle';
  const error = choice.state === 'idle' && choice.data && !choice.data.ok ? choice.data.error : null;
  return (
    <div className="dialog__body gifts__dialog">
      <p>{t('gifts.intro', { max: first.MaxGifts })}</p>
      <p className="gifts__left" role="status">
        {left > 0 ? t('gifts.chooseLeft', { count: left }) : t('gifts.allChosen')}
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error.startsWith('cart.') ? t('cart.error') : error}
        </p>
      )}
      {shown.length === 0 ? (
        <p>{t('gifts.none')}</p>
      ) : (
        <ul className="gifts__list" ref={list}>
          {shown.map((product) => {
            const isChosen = chosen.includes(product.Id);
            return (
              <li
                key={product.Id}
                className={`gift${isChosen ? ' gift--chosen' : ''}`}
                data-testid="gift-option"
                data-product-id={product.Id}
              >
                <div className="gift__image">{product.Img ? <ProductImage url={product.Img} alt="" sizes="64px" /> : null}</div>
                <span className="gift__name">{product.Name}</span>
                {/* One button that changes with the choice: it keeps the keyboard focus (a disabled button would lose it). */}
                <button
                  type="button"
                  className={`button ${isChosen ? 'button--secondary-outline' : 'button--primary'} gift__action`}
                  aria-label={isChosen ? t('gifts.removeName', { name: product.Name }) : t('gifts.addName', { name: product.Name })}
                  aria-disabled={busy || undefined}
                  disabled={!isChosen && left === 0 && !busy}
                  onClick={() => {
                    if (busy) return;
                    void choice.submit(
                      { intent: isChosen ? 'gift-remove' : 'gift-add', productId: product.Id },
                      { method: 'post', action: '/cart' },
                    );
                  }}
                >
                  {isChosen ? `✓ ${t('gifts.chosen')}` : t('gifts.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="gifts__shown">{t('gifts.shown', { shown: shown.length, total: first.Total })}</p>
      <div className="gifts__buttons">
        {shown.length < first.Total && (
          <button
            type="button"
            className="button button--secondary-outline"
            aria-disabled={more.state !== 'idle' || undefined}
            onClick={() => {
              if (more.state !== 'idle') return;
              focusFrom.current = shown.length;
              void more.load(`/cart/proefjes?offset=${shown.length}`);
            }}
          >
            {t('gifts.more')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('gifts.done')}
        </button>
      </div>
    </div>
  );
}
