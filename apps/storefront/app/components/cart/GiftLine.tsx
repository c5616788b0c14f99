import { Form, Link } from 'react-router';
import { useLocale, useT } from '../../i18n/messages.ts';
import { dutchFragment } from '../../lib/content.ts';
import type { CartLineData } from '../../lib/cart.server.ts';
import { Price } from '../product/Price.tsx';
import { ProductImage } from '../product/ProductImage.tsx';

/** A chosen gift in the cart (§4 derived line): marked 'Gratis proefje', one piece at EUR 0.00, removable, not editable. */
export function GiftLine({ line, busy }: { line: CartLineData; busy: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="cart-line cart-line--gift" data-testid="cart-line" data-gift="true" data-product-id={line.ProductId}>
      <div className="cart-line__image">
        {line.Product?.Img ? (
          <ProductImage url={line.Product.Img} alt="" sizes="96px" />
        ) : (
          <span className="product-tile__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line__info">
        <p className="cart-line__badge">{t('gifts.badge')}</p>
        <h2 className="cart-line__name" lang={dutchFragment({ Language: line.Product?.Language ?? 'nl' }, locale)}>
          {line.ProductUrl ? <Link to={line.ProductUrl}>{line.ProductTitle}</Link> : line.ProductTitle}
        </h2>
        <p className="cart-line__price">
          {t('text.colon', { label: t('cart.quantity') })} {line.Quantity}
        </p>
      </div>
      <div className="cart-line__actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="gift-remove" />
          <input type="hidden" name="productId" value={line.ProductId} />
          <button
            type="submit"
            className="button button--secondary-outline"
            aria-label={t('gifts.removeGift', { name: line.ProductTitle })}
            disabled={busy}
          >
            {t('cart.remove')}
          </button>
        </Form>
      </div>
      <div className="cart-line__totals">
        <p className="cart-line__total" data-testid="gift-price">
          <span className="visually-hidden">{t('text.colon', { label: t('cart.lineTotal') })} </span>
          <Price amounts={{ incl: line.TotalInclTax, excl: line.TotalExclTax }} />
        </p>
      </div>
    </li>
  );
}
