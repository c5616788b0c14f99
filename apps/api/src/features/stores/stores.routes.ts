import { createRoute, z } from '@hono/zod-openapi';
import { OpeningStateSchema } from '../shared/opening-state.ts';
import { ProductSummarySchema } from '../shared/product.schemas.ts';
import { dataEnvelope, errorResponses, IdParam, jsonContent } from '../../lib/schemas.ts';

const TimeSchema = z.string().openapi({ example: '09:00:00' });

export const StoreSchema = z
  .object({
    Id: z.number(),
    Name: z.string(),
    Type: z.string(),
    Code: z.string(),
    Url: z.string(),
    Address: z.object({
      Street: z.string(),
      HouseNumber: z.string(),
      HouseNumberExtension: z.string().nullable(),
      PostalCode: z.string(),
      City: z.string(),
      CountryCode: z.string(),
    }),
    Lat: z.number(),
    Lng: z.number(),
    DistanceInMeters: z.number().nullable(),
    PhoneNumber: z.string(),
    Email: z.string(),
    GlobalLocationNumber: z.string().nullable(),
    Manager: z.object({ FirstName: z.string(), LastName: z.string() }).nullable(),
    Image: z.string().nullable(),
    Logo: z.string().nullable(),
    Gallery: z.array(z.object({ Url: z.string(), Type: z.string() })),
    Social: z.record(z.string(), z.string()),
    WebshopIsPickupStore: z.boolean(),
    WebshopIsShowOnPDP: z.boolean(),
    OpeningTimes: z.object({
      Weekdays: z.array(z.object({ Day: z.number().int().min(0).max(6), OpeningTime: TimeSchema, ClosingTime: TimeSchema })),
      ExtraOpeningDays: z.array(
        z.object({ Date: z.string(), OpeningTime: TimeSchema, ClosingTime: TimeSchema, Description: z.string().nullable() }),
      ),
      ExtraClosingDays: z.array(z.object({ Date: z.string(), Description: z.string().nullable() })),
    }),
    OpeningState: OpeningStateSchema,
  })
  .openapi('Store');

export const StoreDetailSchema = StoreSchema.extend({
  /** The coming weeks, special days applied. */
  Schedule: z.array(
    z.object({
      Date: z.string(),
      Weekday: z.number(),
      Open: z.string().nullable(),
      Close: z.string().nullable(),
      Kind: z.enum(['regular', 'extraOpening', 'extraClosing']),
      Description: z.string().nullable(),
    }),
  ),
}).openapi('StoreDetail');

const coordinate = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw) => {
      const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(value) && value >= min && value <= max ? value : null;
    })
    .openapi({ type: 'number' });

export const LocationSchema = z.object({ Query: z.string(), City: z.string(), Lat: z.number(), Lng: z.number() }).openapi('GeoLocation');

export const listStoresRoute = createRoute({
  method: 'get',
  path: '/aspos/stores',
  tags: ['Stores'],
  summary: 'All stores with today’s opening state, by name or by distance from a point, postcode or town',
  request: {
    query: z.object({
      storeTags: z
        .union([z.string().max(50), z.array(z.string().max(50)).max(10)])
        .optional()
        .openapi({ description: 'Store types, e.g. Store or Warehouse' }),
      distanceFromLatitude: coordinate(-90, 90),
      distanceFromLongitude: coordinate(-180, 180),
      near: z.string().max(100).optional().openapi({ description: 'A Dutch postcode (1234 AB or 1234) or a town', example: '3511 AB' }),
      sort: z
        .string()
        .optional()
        .transform((value): 'name' | 'distance' => (value === 'distance' ? 'distance' : 'name'))
        .openapi({ type: 'string', enum: ['name', 'distance'], default: 'name' }),
    }),
  },
  responses: {
    200: jsonContent(
      dataEnvelope(z.object({ Stores: z.array(StoreSchema), Location: LocationSchema.nullable(), LocationNotFound: z.boolean() })),
      'Winkels; Location is the point distances are measured from',
    ),
  },
});

export const storeByUrlRoute = createRoute({
  method: 'get',
  path: '/aspos/stores/url/{url}',
  tags: ['Stores'],
  summary: 'One store by its url, with the schedule of the coming weeks',
  request: { params: z.object({ url: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(dataEnvelope(StoreDetailSchema), 'Winkel'), ...errorResponses },
});

export const storeByIdRoute = createRoute({
  method: 'get',
  path: '/aspos/stores/{id}',
  tags: ['Stores'],
  summary: 'One store by id',
  request: { params: IdParam },
  responses: { 200: jsonContent(dataEnvelope(StoreDetailSchema), 'Winkel'), ...errorResponses },
});

export const storeSocialRoute = createRoute({
  method: 'get',
  path: '/aspos/stores/{id}/social',
  tags: ['Stores'],
  summary: 'Social links of a store',
  request: { params: IdParam },
  responses: { 200: jsonContent(dataEnvelope(z.record(z.string(), z.string())), 'Sociale media'), ...errorResponses },
});

export const StoreStockSchema = z
  .object({
    StoreId: z.number(),
    StoreName: z.string(),
    StoreUrl: z.string(),
    City: z.string(),
    Quantity: z.number(),
    /** none, low (1-5), some (6-20), plenty. */
    QuantityClass: z.enum(['none', 'low', 'some', 'plenty']),
    IsPickupStore: z.boolean(),
    OpeningState: OpeningStateSchema,
  })
  .openapi('StoreStock');

export const productStockRoute = createRoute({
  method: 'get',
  path: '/aspos/products/{id}/stock',
  tags: ['Stores'],
  summary: 'Stock of a product per store shown on the product page (the excluded store left out)',
  request: { params: IdParam },
  responses: { 200: jsonContent(dataEnvelope(z.array(StoreStockSchema)), 'Voorraad per winkel'), ...errorResponses },
});

export const ProductStockSchema = ProductSummarySchema.pick({
  InStock: true,
  StockQuantity: true,
  StockLevel: true,
  MaxInCart: true,
  IsOrderable: true,
})
  .extend({ ProductId: z.number(), Stores: z.array(StoreStockSchema) })
  .openapi('ProductStock');

export const productsStockRoute = createRoute({
  method: 'post',
  path: '/aspos/products/stock',
  tags: ['Stores'],
  summary:
    'Current stock of several products (§7 products/stock): visible ones only, in the order asked; excludeStockInfo leaves out the stores',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ ids: z.array(IdParam.shape.id).min(1).max(1000), excludeStockInfo: z.boolean().default(false) }),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(dataEnvelope(z.array(ProductStockSchema)), 'Voorraad per product'), ...errorResponses },
});
