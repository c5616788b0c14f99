import '../../styles/promotions.css';
import { amountToCents, formatPrice } from '@toonbank/domain';
import { useT } from '../../i18n/messages.ts';
import { Price } from '../product/Price.tsx';

/** A discount as the cart (PromotionLines) and the order (Discounts) show it. */
export interface PromotionLineView {
  Kind: 'Coupon' | 'ProductVoucher' | 'Points' | 'PaymentVoucher';
  Code: string;
  Description: string;
  AmountInclTax: number;
  AmountExclTax: number;
  Points: number;
  Applies?: boolean;
}

const price = (amount: number) => formatPrice(amountToCents(amount));

/** Coupons and product vouchers: their own lines of a summary, after the regular lines (§4), in the viewer's VAT mode. */
export function DiscountRows({ lines }: { lines: readonly PromotionLineView[] }) {
  const shown = lines.filter(
    (line) => (line.Kind === 'Coupon' || line.Kind === 'ProductVoucher') && line.Applies !== false && line.AmountInclTax > 0,
  );
  return (
    <>
      {shown.map((line) => (
        <div key={`${line.Kind}-${line.Code}`} className="promo-row" data-testid="discount-line">
          <dt>
            {line.Description}
            {line.Code && !line.Description.includes(line.Code) && <span className="promo__code"> ({line.Code})</span>}
          </dt>
          <dd>
            − <Price amounts={{ incl: line.AmountInclTax, excl: line.AmountExclTax }} />
          </dd>
        </div>
      ))}
    </>
  );
}

/** Points and payment vouchers pay part of the total (incl. VAT): one line each, then what is left to pay. */
export function PaymentRows({ lines, amountToPay }: { lines: readonly PromotionLineView[]; amountToPay: number }) {
  const t = useT();
  const shown = lines.filter((line) => (line.Kind === 'Points' || line.Kind === 'PaymentVoucher') && line.AmountInclTax > 0);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((line) => (
        <div key={`${line.Kind}-${line.Code}`} className="promo-row" data-testid="payment-line">
          <dt>{line.Kind === 'Points' ? t('promo.pointsLine', { points: line.Points }) : line.Description}</dt>
          <dd>− {price(line.AmountInclTax)}</dd>
        </div>
      ))}
      <div className="promo-row">
        <dt className="cart__total">{t('promo.toPay')}</dt>
        <dd className="cart__total" data-testid="amount-to-pay">
          {price(amountToPay)}
        </dd>
      </div>
    </>
  );
}
