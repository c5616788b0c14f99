import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/messages.ts';
import { dutchFragment } from '../../lib/content.ts';
import { productHref } from '../../lib/links.ts';
import { Icon } from '../ui/Icon.tsx';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';

/** The product fields a tile shows (the API's ProductSummary). */
export interface TileProduct {
  Id: number;
  Name: string;
  /** The language of Name: 'nl' when the product has no translation in the page's language (issue 12 defect 6). */
  Language?: 'nl' | 'fr' | 'en';
  Url: string;
  Img: string | null;
  Brand: { Id: number; Name: string; Url: string } | null;
  PriceInclTax: number;
  PriceExclTax: number;
  /** A real reduction's reference price (dated discount, Omnibus rule), struck through. */
  OldPriceInclTax: number | null;
  OldPriceExclTax: number | null;
  StockLevel: 'none' | 'limited' | 'enough';
  WebshopBanner?: string | null;
}

/**
 * Only the fields a tile shows, for loader data: the API's product summaries carry
 * twice as many (numbers, tax, stock quantity...), and every field of every tile
 * is serialised into the page for hydration.
 */
export function toTileProduct(product: TileProduct): TileProduct {
  const { Id, Name, Language, Url, Img, Brand, PriceInclTax, PriceExclTax, OldPriceInclTax, OldPriceExclTax, StockLevel, WebshopBanner } = product;
  return {
    Id,
    Name,
    Language: Language ?? 'nl',
    Url,
    Img,
    Brand: Brand && { Id: Brand.Id, Name: Brand.Name, Url: Brand.Url },
    PriceInclTax,
    PriceExclTax,
    OldPriceInclTax,
    OldPriceExclTax,
    StockLevel,
    WebshopBanner: WebshopBanner ?? null,
  };
}

/** §5: brands named 'geen merk' or without a name are not shown. */
export function visibleBrandName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && trimmed.toLowerCase() !== 'geen merk' ? trimmed : null;
}

/**
 * A product tile: image (`eager` for the tiles in view when the page opens, lazy for the rest), brand, name, price (nl-NL euros, the price the API
 * gives this viewer: list price for visitors, net price for customers, in the
 * viewer's VAT mode with its label; a real reduction struck through) and stock. The name is the link; it stretches over the whole tile, and the tile
 * shows the focus ring.
 */
export function ProductTile({ product, headingLevel = 3, eager = false }: { product: TileProduct; headingLevel?: 2 | 3 | 4; eager?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const brand = visibleBrandName(product.Brand?.Name);
  return (
    <article className="product-tile">
      <div className="product-tile__media">
        {product.Img ? (
          <ProductImage url={product.Img} alt={product.Name} sizes="(max-width: 600px) 50vw, 240px" eager={eager} className="product-tile__image" />
        ) : (
          <span className="product-tile__placeholder" role="img" aria-label={t('product.noImage')}>
            <Icon name="paw" size={48} />
          </span>
        )}
        {product.WebshopBanner && <span className="product-tile__label">{product.WebshopBanner}</span>}
      </div>
      <div className="product-tile__body">
        {brand && <p className="product-tile__brand">{brand}</p>}
        {/* A name without a translation is the Dutch one: marked lang="nl" on a French or English page. */}
        <Heading className="product-tile__name" lang={dutchFragment({ Language: product.Language ?? 'nl' }, locale)}>
          <Link to={productHref(product.Url)} className="product-tile__link">
            {product.Name}
          </Link>
        </Heading>
        {product.OldPriceInclTax !== null && product.OldPriceExclTax !== null && (
          <p className="product-tile__old">
            {t('product.oldPrice')} <Price amounts={{ incl: product.OldPriceInclTax, excl: product.OldPriceExclTax }} old />
          </p>
        )}
        <p className="product-tile__price">
          <span className="visually-hidden">{t('product.price')}: </span>
          <Price amounts={{ incl: product.PriceInclTax, excl: product.PriceExclTax }} />
        </p>
        <p className={`product-tile__stock product-tile__stock--${product.StockLevel}`}>
          <span className="product-tile__stock-dot" aria-hidden="true" />
          {t(`product.stock.${product.StockLevel}`)}
        </p>
      </div>
    </article>
  );
}
