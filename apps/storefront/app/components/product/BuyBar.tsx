import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../i18n/messages.ts';
import { Icon } from '../ui/Icon.tsx';
import { Price, type Amounts } from './Price.tsx';

/**
 * Small screens (issue 12): the price and 'In winkelwagen' stay in view. A bar fixed at the bottom while the product
 * page's own buy box (`target`) is out of view; its button presses the buy box's button, so the quantity chosen there,
 * the size choice and the add-to-cart modal all stay the one add to cart. Hidden without JavaScript (the page's own
 * form works), on wide screens, and while the cookie popup is open; the page gets room below it so it covers no
 * content and no focused element (styles/finish.css).
 */
export function BuyBar({ amounts, target }: { amounts: Amounts; target: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const box = target.current;
    // Nothing to press (not orderable): no bar.
    if (!box?.querySelector('.add-to-cart__button') || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(box);
    return () => observer.disconnect();
  }, [target]);
  const press = () => target.current?.querySelector<HTMLElement>('.add-to-cart__button')?.click();
  return (
    <aside className="buy-bar" aria-label={t('buyBar.label')} hidden={!shown}>
      <p className="buy-bar__price">
        <Price amounts={amounts} />
      </p>
      <button type="button" className="button button--primary buy-bar__button" onClick={press}>
        <Icon name="cart" size={20} />
        {t('cart.add')}
      </button>
    </aside>
  );
}
