import { useT } from '../../i18n/messages.ts';
import type { CartData } from '../../lib/cart.server.ts';
import { Price } from '../product/Price.tsx';

/**
 * The shipping costs of the chosen method ('Gratis' when none are due), or before a method is chosen what home
 * delivery would cost (the preview; pickup is free).
 */
export function ShippingRow({ cart }: { cart: CartData }) {
  const t = useT();
  if (cart.ShippingMethodType || cart.ShippingCostsInclTax > 0) {
    return (
      <>
        <dt>{t('checkout.shippingCosts')}</dt>
        <dd data-testid="shipping-costs">
          {cart.ShippingCostsInclTax > 0 ? <Price amounts={{ incl: cart.ShippingCostsInclTax, excl: cart.ShippingCostsExclTax }} /> : t('checkout.free')}
        </dd>
      </>
    );
  }
  if (cart.DeliveryCostsPreviewInclTax <= 0) return null;
  return (
    <>
      <dt>{t('checkout.shippingPreview')}</dt>
      <dd data-testid="shipping-costs">
        <Price amounts={{ incl: cart.DeliveryCostsPreviewInclTax, excl: cart.DeliveryCostsPreviewExclTax }} />
      </dd>
    </>
  );
}
