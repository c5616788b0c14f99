/**
 * Maps the product repository's rows to the response shapes of the product
 * calls (spec §7): a product's detail page, its reviews and flyer discounts.
 * Amounts go out as euros with two decimals; a product's texts in the
 * request's language when translated (the ingredients always stay Dutch).
 */
import {
  availabilityMessage,
  centsToAmount,
  type ContentLanguage,
  type Price,
  isValidInCart,
  orderImages,
  webshopBannerKind,
} from '@toonbank/domain';
import type { DiscountRow, ProductDetailRow, ReviewRow } from '@toonbank/db/repositories/products';
import { toProductSummary, type DeliveryContext } from '../shared/product.mappers.ts';
import type { ProductDetail } from '../shared/product.schemas.ts';

export function toProductDetail(
  row: ProductDetailRow,
  price: Price,
  variantPrices: ReadonlyMap<number, Price>,
  now: Date,
  language: ContentLanguage = 'nl',
  delivery: DeliveryContext | null = null,
): ProductDetail {
  const summary = toProductSummary(row, price, language, delivery);
  // Name, description, usage and USPs are translated together (issue 12); the ingredients stay Dutch.
  const translation = summary.Language === 'nl' ? undefined : row.translations[summary.Language];
  const images = orderImages(row.images);
  return {
    ...summary,
    Img: images[0]?.url ?? row.image,
    Gallery: images.map((image) => ({ Url: image.url, Type: image.type })),
    Brand:
      row.brandId !== null && row.brandName !== null
        ? { Id: row.brandId, Name: row.brandName, Url: row.brandUrl ?? '', Img: row.brandImg, Description: row.brandDescription ?? '' }
        : null,
    RetailPrice: row.retailPriceInclCents === null ? null : centsToAmount(row.retailPriceInclCents),
    IsViewable: row.isViewable,
    IsValidInCart: isValidInCart({ ...row, hasWebNode: row.webNodeIds.length > 0 }),
    ScanCode: row.scanCode,
    SupplierProductCode: row.supplierProductCode,
    DeliverableFromDate: row.deliverableFromDate,
    AvailabilityMessage: availabilityMessage(row.supplierState),
    WebshopBannerKind: row.webshopBanner ? webshopBannerKind(row.webshopBanner, now) : null,
    Size: row.size,
    ColorHex: row.colorHex,
    ColorName: row.colorName,
    Unit: row.unit,
    UnitPriceInclTax: row.unitContent && row.unitContent > 0 ? centsToAmount(Math.round(price.unit.inclCents / row.unitContent)) : null,
    UnitPriceExclTax: row.unitContent && row.unitContent > 0 ? centsToAmount(Math.round(price.unit.exclCents / row.unitContent)) : null,
    Tags: row.tags,
    Description: translation?.description ?? row.description,
    Ingredients: row.ingredients,
    Usage: translation?.usage ?? row.usage,
    Usps: translation?.usps ? translation.usps.split('\n') : row.usps,
    MoreLessLevels: price.tiers.map((tier) => ({
      Quantity: tier.quantity,
      PriceInclTax: centsToAmount(tier.unit.inclCents),
      PriceExclTax: centsToAmount(tier.unit.exclCents),
      Save: tier.save,
    })),
    Variants: row.variants.map((variant) => ({
      ...toProductSummary(variant, variantPrices.get(variant.id)!, language, delivery),
      ConnectionType: variant.connectionType,
      Size: variant.size,
      ColorHex: variant.colorHex,
      ColorName: variant.colorName,
    })),
    WebNodeIds: row.webNodeIds,
  };
}

/** A visible review as shown under a product: its date as ISO text. */
export function toReview(row: ReviewRow) {
  return { Id: row.id, Rating: row.rating, Content: row.content, Date: row.createdAt.toISOString(), FirstName: row.firstName };
}

/** A flyer discount as the discounts call shows it; its dates as ISO text. */
export function toDiscount(d: DiscountRow) {
  return {
    Id: d.id,
    Name: d.name,
    Category: d.category,
    FlyerCode: d.flyerCode,
    StartDate: d.startDate.toISOString(),
    EndDate: d.endDate.toISOString(),
    Image: d.image,
    PriceListId: d.priceListId,
    Percentage: d.percentage,
  };
}
