import type { DeliveryEstimate } from '@toonbank/api/types';

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
  /** Average of the visible reviews; null without reviews. */
  Rating: number | null;
  ReviewCount: number;
  /** The checkout's delivery promise for this product ordered now; null when not orderable. */
  Delivery: DeliveryEstimate | null;
  IsOrderable: boolean;
  IsVirtual: boolean;
  MaxQuantity: number;
  PurchaseUnitFactor: number;
}

/**
 * Only the fields a tile shows, for loader data: the API's product summaries carry
 * twice as many (numbers, tax, stock quantity...), and every field of every tile
 * is serialised into the page for hydration.
 */
export function toTileProduct(product: TileProduct): TileProduct {
  const { Id, Name, Language, Url, Img, Brand, PriceInclTax, PriceExclTax, OldPriceInclTax, OldPriceExclTax, StockLevel, WebshopBanner } = product;
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
