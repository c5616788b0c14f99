import { z } from '@hono/zod-openapi';

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
    Language: z.enum(['nl', 'fr', 'en']),
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
  })
  .openapi('ProductSummary');

export type ProductSummary = z.infer<typeof ProductSummarySchema>;
