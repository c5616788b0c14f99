/** Response shapes of a product as listed (summary) and on its own page (detail), shared by every call that answers products. */
import { z } from '@hono/zod-openapi';
import { ContentLanguageSchema } from '../../lib/schemas.ts';

/**
 * When the product arrives if ordered now for delivery in the Netherlands: the checkout's delivery promise
 * (`deliveryPromise`, `lineEstimate`) for one purchase unit. In stock: the date ('morgen' before the cutoff); otherwise
 * the weeks a product not in stock takes.
 */
export const DeliveryEstimateSchema = z
  .object({
    InStock: z.boolean(),
    Date: z.string().nullable(),
    IsTomorrow: z.boolean(),
    Cutoff: z.string(),
    MinWeeks: z.number().nullable(),
    MaxWeeks: z.number().nullable(),
  })
  .openapi('DeliveryEstimate');

export const BrandRefSchema = z.object({ Id: z.number(), Name: z.string(), Url: z.string() }).openapi('BrandRef');

/** A product as listed (§3 Product, the fields a tile needs). Amounts in euros with two decimals. */
export const ProductSummarySchema = z
  .object({
    Id: z.number(),
    Type: z.string(),
    Number: z.string(),
    NumberTrimmed: z.string(),
    /** In the request's language where the product has a translation, else Dutch (see Language). */
    Name: z.string(),
    /** The language of Name: 'nl' when the product has no translation in the request's language (issue 12). */
    Language: ContentLanguageSchema,
    Url: z.string(),
    Img: z.string().nullable(),
    Brand: BrandRefSchema.nullable(),
    /** What this viewer pays for one piece (price list, dated discount): the one price computation. */
    PriceInclTax: z.number(),
    PriceExclTax: z.number(),
    /** The price to strike through, only for a real reduction for this viewer (a dated discount; Omnibus rule). */
    OldPriceInclTax: z.number().nullable(),
    OldPriceExclTax: z.number().nullable(),
    /** For a viewer on a net-price list: the consumer list price, shown as 'Adviesprijs' (never as a 'was' price). */
    AdvicePriceInclTax: z.number().nullable(),
    Discount: z.object({ Id: z.number(), Name: z.string(), Percentage: z.number() }).nullable(),
    TaxRate: z.number(),
    InStock: z.boolean(),
    StockQuantity: z.number(),
    StockLevel: z.enum(['none', 'limited', 'enough']),
    MaxInCart: z.number().nullable(),
    PurchaseUnitFactor: z.number(),
    IsOrderable: z.boolean(),
    IsVirtual: z.boolean(),
    SupplierState: z.string(),
    WebshopBanner: z.string().nullable(),
    /** Stock clamped to the maximum in the cart. */
    MaxQuantity: z.number(),
    /** Average of the visible reviews (one decimal); null without reviews. */
    Rating: z.number().nullable(),
    ReviewCount: z.number(),
    /** Null where not computed (a cart line's product: the checkout has its own per line) or not orderable. */
    Delivery: DeliveryEstimateSchema.nullable(),
  })
  .openapi('ProductSummary');

export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A product's detail page (§3 Product): the summary with gallery, brand, texts, tiers and variants. */
export const ProductDetailSchema = ProductSummarySchema.extend({
  Gallery: z.array(z.object({ Url: z.string(), Type: z.string() })),
  Brand: z.object({ Id: z.number(), Name: z.string(), Url: z.string(), Img: z.string().nullable(), Description: z.string() }).nullable(),
  RetailPrice: z.number().nullable(),
  IsViewable: z.boolean(),
  IsValidInCart: z.boolean(),
  ScanCode: z.string().nullable(),
  SupplierProductCode: z.string().nullable(),
  DeliverableFromDate: z.string().nullable(),
  AvailabilityMessage: z.enum(['available', 'suspended', 'unavailable']).nullable(),
  WebshopBannerKind: z.enum(['tag', 'label']).nullable(),
  Size: z.string().nullable(),
  ColorHex: z.string().nullable(),
  ColorName: z.string().nullable(),
  Unit: z.string().nullable(),
  UnitPriceInclTax: z.number().nullable(),
  UnitPriceExclTax: z.number().nullable(),
  Tags: z.record(z.string(), z.array(z.string())),
  Description: z.string(),
  Ingredients: z.string(),
  Usage: z.string(),
  Usps: z.array(z.string()),
  /** §3 moreLessLevels: the tiers this viewer pays, only those cheaper than their price for one piece; Save is the fraction saved. */
  MoreLessLevels: z.array(z.object({ Quantity: z.number(), PriceInclTax: z.number(), PriceExclTax: z.number(), Save: z.number() })),
  Variants: z.array(
    ProductSummarySchema.extend({
      ConnectionType: z.string(),
      Size: z.string().nullable(),
      ColorHex: z.string().nullable(),
      ColorName: z.string().nullable(),
    }),
  ),
  WebNodeIds: z.array(z.number()),
}).openapi('ProductDetail');

export type ProductDetail = z.infer<typeof ProductDetailSchema>;
