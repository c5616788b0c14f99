import type { ProductSummary } from '@toonbank/api/types';

/** The fields of the API's product summary a tile shows. */
type TileField =
  | 'Id'
  | 'Name'
  | 'Url'
  | 'Img'
  | 'Brand'
  | 'PriceInclTax'
  | 'PriceExclTax'
  | 'OldPriceInclTax'
  | 'OldPriceExclTax'
  | 'StockLevel'
  | 'Rating'
  | 'ReviewCount'
  | 'Delivery'
  | 'IsOrderable'
  | 'IsVirtual'
  | 'MaxQuantity'
  | 'PurchaseUnitFactor';

/**
 * The product a tile shows: those fields of the API's ProductSummary. `Language` (of the name; 'nl' without a
 * translation) and the `WebshopBanner` label may be missing from other product shapes that fill a tile.
 */
export type TileProduct = Pick<ProductSummary, TileField> & Partial<Pick<ProductSummary, 'Language' | 'WebshopBanner'>>;

/**
 * Only the fields a tile shows, for loader data: the API's product summaries carry
 * twice as many (numbers, tax, stock quantity...), and every field of every tile
 * is serialised into the page for hydration.
 */
export function toTileProduct(product: TileProduct): TileProduct {
  const { Id, Name, Language, Url, Img, Brand, PriceInclTax, PriceExclTax, OldPriceInclTax, OldPriceExclTax, StockLevel, WebshopBanner } =
    product;
  const { Rating, ReviewCount, Delivery, IsOrderable, IsVirtual, MaxQuantity, PurchaseUnitFactor } = product;
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
    Rating,
    ReviewCount,
    Delivery,
    IsOrderable,
    IsVirtual,
    MaxQuantity,
    PurchaseUnitFactor,
  };
}
