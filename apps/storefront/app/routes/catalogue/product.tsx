import '../../styles/catalogue.css';
import { amountToCents, formatPrice, productJsonLd, REVIEW_SORTS, serializeJsonLd, type ReviewSort } from '@toonbank/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { data, Form, Link } from 'react-router';
import { AddToCart } from '../../components/cart/AddToCart.tsx';
import { IngredientsModal } from '../../components/cart/IngredientsModal.tsx';
import { ProductImage } from '../../components/product/ProductImage.tsx';
import { BuyBar } from '../../components/product/BuyBar.tsx';
import { OrderListButton, WishlistChoice, WishlistHeart } from '../../components/product/ListButtons.tsx';
import { DeliveryNote } from '../../components/product/DeliveryNote.tsx';
import { BannerLabel, ProductTile, visibleBrandName } from '../../components/product/ProductTile.tsx';
import type { TileProduct } from '../../lib/product-tile.ts';
import { Price, useIncludeVat, useShownPrice } from '../../components/product/Price.tsx';
import { Stars, useRatingText } from '../../components/product/Stars.tsx';
import { OrderQuantity } from '../../components/ui/QuantityStepper.tsx';
import { Tabs, type TabItem } from '../../components/ui/Tabs.tsx';
import { LOCALE_TAGS, translator, unitLabel, useLocale, useT, type MessageKey } from '../../i18n/messages.ts';
import { readData, type ApiClient } from '../../lib/api.ts';
import { dutchFragment } from '../../lib/content.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { cartFormAction } from '../../lib/cart.server.ts';
import { categoryTrail, orNotFound } from '../../lib/catalogue.server.ts';
import { useLazyData, useLoadWhenShown, type LazyData } from '../../lib/lazy-data.ts';
import { brandHref, listerHref, productHref, productTabPath } from '../../lib/links.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { productItem, useAnalyticsEvent } from '../../lib/analytics.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { canonicalLink, withLoaderHeaders } from '../../lib/search-signals.server.ts';
import { fetchWishlistCheck } from '../../lib/lists.server.ts';
import type { Route } from './+types/product';
import type { loader as tabLoader } from './product-tab.ts';
import { pageUrl } from '../../lib/page-url.ts';

/** §9: the review list starts at 3 and grows by 3 ('load more' keeps its state in the URL). */
const REVIEW_STEP = 3;

// Stock per store, with its own refresh through the API client: fetched when its tab first opens (decision 0018).
const StoreStock = lazy(() => import('../../components/stores/StoreStock.tsx').then((module) => ({ default: module.StoreStock })));

/** §7 products/url/{url}: the product as this visitor sees it. */
async function readProduct(api: ApiClient, slug: string) {
  return readData(await api.aspos.products.url[':url'].$get({ param: { url: encodeURIComponent(slug) } }));
}

type ProductAnswer = Awaited<ReturnType<typeof readProduct>>;

/**
 * What this page renders of the product answer (decision 0026): the loader's data is encoded into every page (the
 * turbo-stream) and decoded again by the browser, so the answer's fields that no component, `meta` or `handle` uses
 * (supplier state, tags, retail price, the brand's text, the variants' stock, delivery and prices excl. VAT…) stay on
 * the server.
 */
function shownProduct(product: ProductAnswer) {
  const brand = product.Brand;
  return {
    Id: product.Id,
    Number: product.Number,
    NumberTrimmed: product.NumberTrimmed,
    Name: product.Name,
    Language: product.Language,
    Url: product.Url,
    Img: product.Img,
    Brand: brand ? { Id: brand.Id, Name: brand.Name, Url: brand.Url } : null,
    PriceInclTax: product.PriceInclTax,
    PriceExclTax: product.PriceExclTax,
    OldPriceInclTax: product.OldPriceInclTax,
    OldPriceExclTax: product.OldPriceExclTax,
    AdvicePriceInclTax: product.AdvicePriceInclTax,
    UnitPriceInclTax: product.UnitPriceInclTax,
    UnitPriceExclTax: product.UnitPriceExclTax,
    Unit: product.Unit,
    Discount: product.Discount,
    MoreLessLevels: product.MoreLessLevels,
    ScanCode: product.ScanCode,
    InStock: product.InStock,
    StockLevel: product.StockLevel,
    AvailabilityMessage: product.AvailabilityMessage,
    IsOrderable: product.IsOrderable,
    IsVirtual: product.IsVirtual,
    MaxQuantity: product.MaxQuantity,
    PurchaseUnitFactor: product.PurchaseUnitFactor,
    Delivery: product.Delivery,
    Rating: product.Rating,
    ReviewCount: product.ReviewCount,
    WebshopBanner: product.WebshopBanner,
    WebshopBannerKind: product.WebshopBannerKind,
    Gallery: product.Gallery.map((image) => ({ Url: image.Url })),
    Description: product.Description,
    Ingredients: product.Ingredients,
    Usage: product.Usage,
    Usps: product.Usps,
    Variants: product.Variants.map((variant) => ({
      Id: variant.Id,
      Name: variant.Name,
      Url: variant.Url,
      Img: variant.Img,
      ConnectionType: variant.ConnectionType,
      Size: variant.Size,
      ColorHex: variant.ColorHex,
      ColorName: variant.ColorName,
      IsOrderable: variant.IsOrderable,
      PriceInclTax: variant.PriceInclTax,
    })),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, user } = getRequestContext(request, context);
  const url = pageUrl(request);
  const slug = params.slug;
  const product = await orNotFound(request, () => readProduct(api, slug));
  const reviewSort: ReviewSort = (REVIEW_SORTS as readonly string[]).includes(url.searchParams.get('reviewSort') ?? '')
    ? (url.searchParams.get('reviewSort') as ReviewSort)
    : 'newestFirst';
  const reviewLimit = Math.min(1000, Math.max(REVIEW_STEP, Number.parseInt(url.searchParams.get('reviews') ?? '', 10) || REVIEW_STEP));
  const id = String(product.Id);
  // Reviews are part of the page (their count is in the tab label; sort and 'load more' live in the URL). Related
  // products, recently viewed and stock per store load when their tab opens (product-tab route).
  const [reviews, trail, , wishlistCheck] = await Promise.all([
    api.aspos.products[':id'].reviews.$get({ param: { id }, query: { sortField: reviewSort, limit: String(reviewLimit) } }).then(readData),
    categoryTrail(api, product.WebNodeIds[0]),
    // §7 POST products/viewed on a product view; a failure must not break the page.
    user
      ? api.aspos.products.viewed.$post({ json: { productId: product.Id, brandId: product.Brand?.Id ?? null } }).catch(() => null)
      : null,
    // The heart's lists (§7 wishlists-check/{productId}): which of the customer's lists hold the product.
    fetchWishlistCheck(api, user, product.Id, locale),
  ]);
  const origin = publicOrigin(request);
  // The product's own address, whatever the request asked besides (review sort and count, tracking parameters).
  return data(
    {
      product: shownProduct(product),
      trail,
      reviews,
      reviewSort,
      reviewLimit,
      origin,
      loggedIn: Boolean(user),
      wishlistCheck,
      locale,
    },
    { headers: canonicalLink(origin, productHref(product.Url)) },
  );
}

export const headers: Route.HeadersFunction = withLoaderHeaders;

/** Add to cart (with or without JavaScript); anonymous visitors go to login and come back here (§6). */
export async function action({ request, context }: Route.ActionArgs) {
  return cartFormAction(request, context);
}

type LoaderData = Route.ComponentProps['loaderData'];

export const handle: ShellHandle = {
  breadcrumb: ({ data }) => {
    const product = (data as LoaderData | undefined)?.product;
    if (!product) return null;
    // Issue 12 defect 11: the category trail before the product (Hond › Voeding › Droogvoer › product).
    const trail = (data as LoaderData).trail.map((node) => ({ label: node.Name, to: listerHref(node.Url) }));
    return [...trail, { label: product.Name, to: productHref(product.Url) }];
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const t = translator(loaderData.locale);
  return [
    { title: t('meta.titleSuffix', { title: loaderData.product.Name }) },
    { name: 'description', content: loaderData.product.Description.slice(0, 160) },
  ];
}

function price(amount: number): string {
  return formatPrice(amountToCents(amount));
}

function Gallery({ product }: { product: LoaderData['product'] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const images = product.Gallery;
  const current = images[index] ?? null;
  return (
    <section className="pdp__gallery" aria-label={t('product.gallery')}>
      <div className="pdp__image">
        {current ? (
          <ProductImage url={current.Url} alt={product.Name} sizes="(max-width: 900px) 100vw, 480px" eager />
        ) : (
          <span className="product-tile__placeholder" role="img" aria-label={t('product.noImage')} />
        )}
        {product.WebshopBanner && (
          <BannerLabel banner={product.WebshopBanner} className={`pdp__banner pdp__banner--${product.WebshopBannerKind ?? 'label'}`} />
        )}
      </div>
      {images.length > 1 && (
        <ul className="pdp__thumbs">
          {images.map((image, i) => (
            <li key={image.Url}>
              <button
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                aria-label={t('product.image', { index: i + 1, count: images.length })}
              >
                <img src={image.Url} alt="" width="64" height="64" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuantityInput({ product }: { product: LoaderData['product'] }) {
  const t = useT();
  const factor = Math.max(1, product.PurchaseUnitFactor);
  if (!product.IsOrderable || product.MaxQuantity < factor) return null;
  return (
    <div className="pdp__quantity">
      <label htmlFor="pdp-quantity">{t('product.quantity')}</label>
      <OrderQuantity inputId="pdp-quantity" factor={factor} max={product.MaxQuantity} aria-describedby="pdp-quantity-hint" />
      <p id="pdp-quantity-hint" className="pdp__hint">
        {t('product.quantityHint', { factor, max: product.MaxQuantity })}
      </p>
    </div>
  );
}

function Reviews({ data }: { data: LoaderData }) {
  const t = useT();
  const locale = useLocale();
  const ratingText = useRatingText();
  const { reviews, product } = data;
  const reviewPage = `/review/${encodeURIComponent(product.Url)}?productId=${product.Id}&productName=${encodeURIComponent(product.Name)}`;
  return (
    <div className="reviews" id="reviews">
      {reviews.Average !== null && (
        <p className="reviews__summary">
          <Stars rating={reviews.Average} /> {ratingText(reviews.Average)} · {t('product.reviewCount', { count: reviews.Total })}
        </p>
      )}
      <Form method="get" preventScrollReset className="reviews__sort" onChange={(event) => event.currentTarget.requestSubmit()}>
        <label>
          {t('review.sort')}{' '}
          <select name="reviewSort" defaultValue={data.reviewSort} key={data.reviewSort}>
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`review.sort.${sort}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit">{t('review.sort')}</button>
        </noscript>
      </Form>
      {reviews.Reviews.length === 0 ? (
        <p>{t('review.none')}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.Reviews.map((review) => (
            <li key={review.Id} className="review">
              <Stars rating={review.Rating} />
              <p className="review__content">{review.Content}</p>
              <p className="review__meta">
                {t('review.by', { name: review.FirstName, date: new Date(review.Date).toLocaleDateString(LOCALE_TAGS[locale]) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {reviews.Total > reviews.Reviews.length && (
        <Link to={`?reviewSort=${data.reviewSort}&reviews=${data.reviewLimit + REVIEW_STEP}#reviews`} preventScrollReset className="button">
          {t('review.more')}
        </Link>
      )}
      <Link to={reviewPage} className="button button--primary">
        {t('review.write')}
      </Link>
    </div>
  );
}

type TabData = Awaited<ReturnType<typeof tabLoader>>;

/** A tab's content from the product-tab route: loaded when the tab opens (mounts), kept by the page. */
function LazyTab({ lazy, children }: { lazy: LazyData<TabData>; children: (data: TabData) => React.ReactNode }) {
  const t = useT();
  useLoadWhenShown(lazy);
  if (!lazy.data) {
    return (
      <p role="status" className="pdp__tab-status">
        {t('product.tabLoading')}
      </p>
    );
  }
  return children(lazy.data);
}

function ProductGrid({ products }: { products: TileProduct[] | null }) {
  const t = useT();
  if (!products) return <p role="alert">{t('error.loadFailed')}</p>;
  if (products.length === 0) return <p>{t('product.empty')}</p>;
  return (
    <ul className="listing__grid">
      {products.map((p) => (
        <li key={p.Id}>
          <ProductTile product={p} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** A product text; `lang` marks a Dutch text on a French or English page (issue 12 defect 6). */
function Text({ text, lang }: { text: string; lang: 'nl' | undefined }) {
  const t = useT();
  if (!text.trim()) return <p>{t('product.empty')}</p>;
  return (
    <div lang={lang}>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The product's tabs; related products, recently viewed and stock per store load when their tab first opens. */
function ProductTabs({ data: loaderData }: { data: LoaderData }) {
  const t = useT();
  const { product } = loaderData;
  const locale = useLocale();
  // Name, description, usage and USPs come in the page's language where the product has a translation (Language);
  // ingredients are always Dutch.
  const dutch = dutchFragment(product, locale);
  const connections = useLazyData<TabData>(productTabPath(product.Id, 'connections'));
  const viewed = useLazyData<TabData>(productTabPath(product.Id, 'viewed'));
  const stock = useLazyData<TabData>(productTabPath(product.Id, 'stock'));
  const items: TabItem[] = [
    { id: 'description', label: t('product.tab.description'), panel: <Text text={product.Description} lang={dutch} /> },
    {
      id: 'ingredients',
      label: t('product.tab.ingredients'),
      panel: <Text text={product.Ingredients} lang={locale === 'nl' ? undefined : 'nl'} />,
    },
    { id: 'usage', label: t('product.tab.usage'), panel: <Text text={product.Usage} lang={dutch} /> },
    { id: 'reviews', label: t('product.tab.reviews', { count: loaderData.reviews.Total }), panel: <Reviews data={loaderData} /> },
    {
      id: 'connections',
      label: t('product.tab.connections'),
      panel: <LazyTab lazy={connections}>{(data) => <ProductGrid products={data.products} />}</LazyTab>,
    },
    ...(loaderData.loggedIn
      ? [
          {
            id: 'viewed',
            label: t('product.tab.viewed'),
            panel: <LazyTab lazy={viewed}>{(data) => <ProductGrid products={data.products} />}</LazyTab>,
          },
        ]
      : []),
    {
      id: 'stock',
      label: t('product.tab.stock'),
      panel: (
        <LazyTab lazy={stock}>
          {({ stock: rows }) =>
            !rows ? (
              <p role="alert">{t('error.loadFailed')}</p>
            ) : rows.length === 0 ? (
              <p>{t('product.empty')}</p>
            ) : (
              <Suspense fallback={<p role="status">{t('product.tabLoading')}</p>}>
                <StoreStock productId={product.Id} rows={rows} />
              </Suspense>
            )
          }
        </LazyTab>
      ),
    },
  ];
  return <Tabs items={items} label={t('product.tabs')} className="pdp__tabs" listClassName="pdp__tablist" />;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const includeVat = useIncludeVat();
  const shownPrice = useShownPrice();
  const buyBox = useRef<HTMLDivElement>(null);
  const { product } = loaderData;
  useAnalyticsEvent(`view-${product.Id}`, () => [
    'view_item',
    { currency: 'EUR', value: product.PriceInclTax, items: [productItem(product)] },
  ]);
  const brand = product.Brand && visibleBrandName(product.Brand.Name) ? product.Brand : null;
  const variantGroups = Object.entries(
    product.Variants.reduce<Record<string, typeof product.Variants>>((groups, variant) => {
      (groups[variant.ConnectionType] ??= []).push(variant);
      return groups;
    }, {}),
  );
  const { origin } = loaderData;
  const jsonLd = productJsonLd({
    name: product.Name,
    url: `${origin}${productHref(product.Url)}`,
    image: product.Img ? new URL(product.Img, origin).toString() : null,
    description: product.Description.slice(0, 5000) || null,
    sku: product.Number,
    gtin: product.ScanCode && /^\d{13}$/.test(product.ScanCode) ? product.ScanCode : null,
    brand: brand?.Name ?? null,
    priceCents: amountToCents(product.PriceInclTax),
    inStock: product.InStock,
  });
  return (
    <article className="pdp container">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <div className="pdp__top">
        <Gallery product={product} />
        <div className="pdp__info">
          {brand && (
            <p className="pdp__brand">
              <Link to={brandHref(brand.Url)}>{brand.Name}</Link>
            </p>
          )}
          <h1 className="pdp__name" lang={dutchFragment(product, locale)}>
            {product.Name}
          </h1>
          <p className="pdp__number">
            {t('text.colon', { label: t('product.number') })} {product.NumberTrimmed}
          </p>
          {product.Rating !== null && (
            <p>
              <a href="#reviews">
                <Stars rating={product.Rating} /> {t('product.reviewCount', { count: product.ReviewCount })}
              </a>
            </p>
          )}
          <div className="pdp__prices">
            {product.OldPriceInclTax !== null && product.OldPriceExclTax !== null && (
              <p className="pdp__old-price">
                {t('product.oldPrice')} <Price amounts={{ incl: product.OldPriceInclTax, excl: product.OldPriceExclTax }} old />
              </p>
            )}
            <p className="pdp__price">
              <Price amounts={{ incl: product.PriceInclTax, excl: product.PriceExclTax }} />
            </p>
            <p className="pdp__price-other">
              {includeVat
                ? `${price(product.PriceExclTax)} ${t('product.exclVat')}`
                : `${price(product.PriceInclTax)} ${t('product.inclVat')}`}
            </p>
            {product.AdvicePriceInclTax !== null && (
              <p className="pdp__advice-price">
                {t('text.colon', { label: t('product.advicePrice') })} {price(product.AdvicePriceInclTax)} {t('product.inclVat')}
              </p>
            )}
            {product.UnitPriceInclTax !== null && product.UnitPriceExclTax !== null && product.Unit && (
              <p className="pdp__unit-price">
                {t('product.unitPrice', {
                  price: shownPrice({ incl: product.UnitPriceInclTax, excl: product.UnitPriceExclTax }),
                  unit: unitLabel(product.Unit, t),
                })}
              </p>
            )}
            {product.Discount && (
              <p className="pdp__discount">
                {t('product.discount', { name: product.Discount.Name, percent: product.Discount.Percentage })}
              </p>
            )}
          </div>
          {product.MoreLessLevels.length > 0 && (
            <section className="pdp__levels" aria-labelledby="pdp-levels">
              <h2 id="pdp-levels">{t('product.moreLess')}</h2>
              <table className="pdp__levels-table">
                <thead>
                  <tr>
                    <th scope="col">{t('product.levels.quantity')}</th>
                    <th scope="col">{t('product.levels.price')}</th>
                    <th scope="col">{t('product.levels.save')}</th>
                  </tr>
                </thead>
                <tbody>
                  {product.MoreLessLevels.map((level) => (
                    <tr key={level.Quantity}>
                      <th scope="row">{t('product.moreLessFrom', { quantity: level.Quantity })}</th>
                      <td>
                        <Price amounts={{ incl: level.PriceInclTax, excl: level.PriceExclTax }} />
                      </td>
                      <td>{level.Save > 0 ? t('product.save', { percent: Math.round(level.Save * 100) }) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <p className={`product-tile__stock product-tile__stock--${product.StockLevel}`}>
            <span className="product-tile__stock-dot" aria-hidden="true" />
            {t(`product.stock.${product.StockLevel}`)}
          </p>
          {product.AvailabilityMessage && <p className="pdp__availability">{t(`product.availability.${product.AvailabilityMessage}`)}</p>}
          {variantGroups.map(([type, variants]) => (
            <nav key={type} className="pdp__variants" aria-label={t(`product.variants.${type}` as MessageKey)}>
              <h2>{t(`product.variants.${type}` as MessageKey)}</h2>
              <ul>
                {variants.map((variant) => (
                  <li key={variant.Id}>
                    <Link
                      to={productHref(variant.Url)}
                      aria-current={variant.Id === product.Id ? 'page' : undefined}
                      className="pdp__variant"
                    >
                      {variant.ColorHex && <span className="pdp__swatch" style={{ background: variant.ColorHex }} aria-hidden="true" />}
                      {type === 'Color'
                        ? (variant.ColorName ?? variant.Name)
                        : type === 'Size'
                          ? (variant.Size ?? variant.Name)
                          : variant.Name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="pdp__buy" ref={buyBox}>
            <AddToCart product={product} quantityField={<QuantityInput product={product} />} />
            <div className="pdp-lists">
              <WishlistHeart productId={product.Id} name={product.Name} />
              <OrderListButton productId={product.Id} name={product.Name} />
            </div>
            {loaderData.wishlistCheck && <WishlistChoice productId={product.Id} name={product.Name} check={loaderData.wishlistCheck} />}
            <DeliveryNote delivery={product.Delivery} className="pdp__delivery" />
          </div>
          <IngredientsModal name={product.Name} ingredients={product.Ingredients} />
          {product.Usps.length > 0 && (
            <ul className="pdp__usps" lang={dutchFragment(product, locale)}>
              {product.Usps.map((usp) => (
                <li key={usp}>{usp}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {/* Keyed: another product (a client-side navigation) starts on its description with its own tab data. */}
      <ProductTabs key={product.Id} data={loaderData} />
      <BuyBar key={`bar-${product.Id}`} amounts={{ incl: product.PriceInclTax, excl: product.PriceExclTax }} target={buyBox} />
    </article>
  );
}
