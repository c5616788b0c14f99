import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { bannerLabel, useLocale, useT } from '../../i18n/messages.ts';
import { dutchFragment } from '../../lib/content.ts';
import { productHref } from '../../lib/links.ts';
import type { TileProduct } from '../../lib/product-tile.ts';
import { AddToCart } from '../cart/AddToCart.tsx';
import { Icon } from '../ui/Icon.tsx';
import { OrderQuantity } from '../ui/QuantityStepper.tsx';
import { DeliveryNote } from './DeliveryNote.tsx';
import { OrderListButton, ProductFields, WishlistHeart } from './ListButtons.tsx';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';
import { Stars, useRatingText } from './Stars.tsx';

/** §5: brands named 'geen merk' or without a name are not shown. */
/** A product's label (webshop banner) in the visitor's language, or marked Dutch where it has no translation. */
export function BannerLabel({ banner, className }: { banner: string; className: string }) {
  const label = bannerLabel(banner, useT(), useLocale());
  return (
    <span className={className} lang={label.lang}>
      {label.text}
    </span>
  );
}

export function visibleBrandName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && trimmed.toLowerCase() !== 'geen merk' ? trimmed : null;
}

/** '★★★★★ (12)' with '4,5 van 5 sterren, 12 beoordelingen' for screen readers; nothing without reviews. */
function TileRating({ rating, count }: { rating: number | null; count: number }) {
  const t = useT();
  const ratingText = useRatingText();
  if (rating === null || count === 0) return null;
  return (
    <p className="product-tile__rating">
      <span className="visually-hidden">{t('tile.rating', { rating: ratingText(rating), count })}</span>
      <Stars rating={rating} decorative />{' '}
      <span className="product-tile__reviews" aria-hidden="true">
        {`(${count})`}
      </span>
    </p>
  );
}

/**
 * Quick add on a tile: the product page's add to cart (posting to the cart's action) with a quantity stepper; an
 * anonymous visitor goes to the login page that says why and adds the product after logging in. Only for products
 * ordered as they are (a product with sizes is chosen on its page).
 */
function hasQuickAdd(product: TileProduct): boolean {
  return product.IsOrderable && !product.IsVirtual && product.MaxQuantity >= Math.max(1, product.PurchaseUnitFactor);
}

/** The quick add's form is the tile's one form for the cart and the order list (`formId`, issue 19). */
function QuickAdd({ product, formId }: { product: TileProduct; formId: string }) {
  const t = useT();
  const location = useLocation();
  const inputId = `quick-${formId}`;
  const factor = Math.max(1, product.PurchaseUnitFactor);
  return (
    <AddToCart
      className="product-tile__add"
      action="/cart"
      formId={formId}
      fields={<ProductFields productId={product.Id} name={product.Name} returnTo={location.pathname + location.search} />}
      nameHint={product.Name}
      product={{ ...product, Variants: [] }}
      quantityField={
        <OrderQuantity
          inputId={inputId}
          factor={factor}
          max={product.MaxQuantity}
          aria-label={t('tile.quantity', { name: product.Name })}
        />
      }
    />
  );
}

/**
 * A product tile: image (`eager` for the tiles in view when the page opens, lazy for the rest), brand, name, rating,
 * price (nl-NL euros, the price the API gives this viewer: list price for visitors, net price for customers, in the
 * viewer's VAT mode with its label; a real reduction struck through), stock, the delivery promise and a quick add.
 * The name is the link; it stretches over the whole tile, and the tile shows the focus ring.
 */
export function ProductTile({
  product,
  headingLevel = 3,
  eager = false,
}: {
  product: TileProduct;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const brand = visibleBrandName(product.Brand?.Name);
  const formId = `tile-${useId().replace(/[^\w-]/g, '')}`;
  const quickAdd = hasQuickAdd(product);
  return (
    <article className="product-tile">
      <div className="product-tile__media">
        {product.Img ? (
          <ProductImage
            url={product.Img}
            alt={product.Name}
            sizes="(max-width: 600px) 50vw, 240px"
            eager={eager}
            className="product-tile__image"
          />
        ) : (
          <span className="product-tile__placeholder" role="img" aria-label={t('product.noImage')}>
            <Icon name="paw" size={48} />
          </span>
        )}
        {product.WebshopBanner && <BannerLabel banner={product.WebshopBanner} className="product-tile__label" />}
        <WishlistHeart productId={product.Id} name={product.Name} className="product-tile__heart" />
      </div>
      <div className="product-tile__body">
        {brand && <p className="product-tile__brand">{brand}</p>}
        {/* A name without a translation is the Dutch one: marked lang="nl" on a French or English page. */}
        <Heading className="product-tile__name" lang={dutchFragment({ Language: product.Language ?? 'nl' }, locale)}>
          <Link to={productHref(product.Url)} className="product-tile__link">
            {product.Name}
          </Link>
        </Heading>
        <TileRating rating={product.Rating} count={product.ReviewCount} />
        {product.OldPriceInclTax !== null && product.OldPriceExclTax !== null && (
          <p className="product-tile__old">
            {t('product.oldPrice')} <Price amounts={{ incl: product.OldPriceInclTax, excl: product.OldPriceExclTax }} old />
          </p>
        )}
        <p className="product-tile__price">
          {/* One text node ('Prijs: '), not two, and the price's parts straight in the paragraph (issue 19). */}
          <span className="visually-hidden">{`${t('text.colon', { label: t('product.price') })} `}</span>
          <Price amounts={{ incl: product.PriceInclTax, excl: product.PriceExclTax }} bare />
        </p>
        <p className={`product-tile__stock product-tile__stock--${product.StockLevel}`}>
          <span className="product-tile__stock-dot" aria-hidden="true" />
          {t(`product.stock.${product.StockLevel}`)}
        </p>
        <DeliveryNote delivery={product.Delivery} className="product-tile__delivery" />
        {quickAdd && <QuickAdd product={product} formId={formId} />}
        <OrderListButton productId={product.Id} name={product.Name} form={quickAdd ? formId : undefined} />
      </div>
    </article>
  );
}
