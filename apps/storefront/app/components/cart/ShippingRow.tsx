import { useT } from '../../i18n/messages.ts';
import type { CartData } from '../../lib/cart.server.ts';
import { Price, useShownPrice } from '../product/Price.tsx';

/**
 * What the shipping costs are to the total shown (issue 12: the total shown is the total charged):
 * - 'chosen': home delivery chosen (or costs due anyway): its costs are a line of the total ('Gratis' when none);
 * - 'pickup': collection in a store: no shipping costs apply;
 * - 'open': no method chosen yet and home delivery would cost something: the total leaves them out and says so;
 * - 'free': no method chosen yet, but delivery would be free too: the total is the same either way.
 */
export type ShippingState = 'chosen' | 'pickup' | 'open' | 'free';

export function shippingState(
  cart: Pick<CartData, 'ShippingMethodType' | 'ShippingCostsInclTax' | 'DeliveryCostsPreviewInclTax'>,
): ShippingState {
  if (cart.ShippingMethodType === 'Pickup' && cart.ShippingCostsInclTax <= 0) return 'pickup';
  if (cart.ShippingMethodType || cart.ShippingCostsInclTax > 0) return 'chosen';
  return cart.DeliveryCostsPreviewInclTax > 0 ? 'open' : 'free';
}

/** The shipping line of a cart or checkout summary, in each of the states above. */
export function ShippingRow({ cart }: { cart: CartData }) {
  const t = useT();
  const state = shippingState(cart);
  return (
    <>
      <dt>{t('checkout.shippingCosts')}</dt>
      <dd data-testid="shipping-costs" data-state={state}>
        {state === 'chosen' && cart.ShippingCostsInclTax > 0 ? (
          <Price amounts={{ incl: cart.ShippingCostsInclTax, excl: cart.ShippingCostsExclTax }} />
        ) : state === 'pickup' ? (
          t('checkout.shippingPickup')
        ) : state === 'open' ? (
          t('checkout.shippingOpen')
        ) : (
          t('checkout.free')
        )}
      </dd>
    </>
  );
}

/** Under the summary while the shipping costs are open: what delivery would add, and that pickup is free. */
export function ShippingNote({ cart }: { cart: CartData }) {
  const t = useT();
  const shownPrice = useShownPrice();
  if (shippingState(cart) !== 'open') return null;
  return (
    <p className="summary-note" data-testid="shipping-note">
      {t('checkout.shippingOpenNote', {
        amount: shownPrice({ incl: cart.DeliveryCostsPreviewInclTax, excl: cart.DeliveryCostsPreviewExclTax }),
      })}
    </p>
  );
}

/** The label of the summary's total: 'without shipping costs' while they are still open, else the plain total. */
export function TotalLabel({ cart }: { cart: CartData }) {
  const t = useT();
  return <>{shippingState(cart) === 'open' ? t('checkout.totalWithoutShipping') : t('cart.totalIncl')}</>;
}
