import { createRoute, z } from '@hono/zod-openapi';
import { MAX_INT4, MESSAGE_IDS as M } from '@toonbank/domain';
import {
  clampedInt,
  dataEnvelope,
  errorResponses,
  IdParam,
  jsonContent,
  PagingQuery,
  storableText,
  stringList,
} from '../../lib/schemas.ts';
import { ProductDetailSchema, ProductSummarySchema } from '../shared/product.schemas.ts';

const ProductList = dataEnvelope(z.array(ProductSummarySchema));

export const productByUrlRoute = createRoute({
  method: 'get',
  path: '/aspos/products/url/{url}',
  tags: ['Products'],
  summary: 'A product page by its url (404 when unknown or not published for the viewer)',
  request: { params: z.object({ url: storableText(1, 300) }) },
  responses: { 200: jsonContent(dataEnvelope(ProductDetailSchema), 'Product'), ...errorResponses },
});

export const productsByIdsRoute = createRoute({
  method: 'get',
  path: '/aspos/products/ids',
  tags: ['Products'],
  summary: 'Visible products by ids (repeat productIds or separate by commas; at most 1000)',
  request: { query: z.object({ productIds: stringList() }) },
  responses: { 200: jsonContent(ProductList, 'Producten') },
});

export const productByNumberRoute = createRoute({
  method: 'get',
  path: '/aspos/products/number/{number}',
  tags: ['Products'],
  summary: 'A visible product by its product number',
  request: { params: z.object({ number: storableText(1, 100) }) },
  responses: { 200: jsonContent(dataEnvelope(ProductSummarySchema), 'Product'), ...errorResponses },
});

export const productByScanCodeRoute = createRoute({
  method: 'get',
  path: '/aspos/products/scancode/{code}',
  tags: ['Products'],
  summary: 'A visible product by its scan code (EAN)',
  request: { params: z.object({ code: storableText(1, 100) }) },
  responses: { 200: jsonContent(dataEnvelope(ProductSummarySchema), 'Product'), ...errorResponses },
});

export const productsByScanCodesRoute = createRoute({
  method: 'post',
  path: '/aspos/products/scancodes',
  tags: ['Products'],
  summary: 'Visible products by a list of scan codes (at most 1000)',
  request: {
    body: { content: { 'application/json': { schema: z.object({ ScanCodes: z.array(storableText(0, 100)).max(1000) }) } }, required: true },
  },
  responses: { 200: jsonContent(ProductList, 'Producten'), ...errorResponses },
});

export const connectionsRoute = createRoute({
  method: 'get',
  path: '/aspos/products/{id}/connections',
  tags: ['Products'],
  summary: "Related products (connection type 'Interesting' by default, limit 50)",
  request: {
    params: IdParam,
    query: z.object({
      limit: clampedInt(50, 1, 1000),
      type: z
        .enum(['Interesting', 'Size', 'Color', 'Variant'])
        .optional()
        .catch(undefined)
        .openapi({ type: 'string', enum: ['Interesting', 'Size', 'Color', 'Variant'] }),
    }),
  },
  responses: { 200: jsonContent(ProductList, 'Gerelateerde producten'), ...errorResponses },
});

export const ReviewSchema = z
  .object({ Id: z.number(), Rating: z.number(), Content: z.string(), Date: z.string(), FirstName: z.string() })
  .openapi('Review');

export const reviewsRoute = createRoute({
  method: 'get',
  path: '/aspos/products/{id}/reviews',
  tags: ['Products'],
  summary: 'Visible reviews (sortField CreatedAt or Rating, sortAscending; list starts at 3)',
  request: {
    params: IdParam,
    query: PagingQuery.extend({
      limit: clampedInt(3, 1, 1000),
      sortField: z.string().max(50).optional(),
      sortAscending: z.string().max(10).optional(),
    }),
  },
  responses: {
    200: jsonContent(
      dataEnvelope(z.object({ Reviews: z.array(ReviewSchema), Total: z.number(), Average: z.number().nullable() })),
      'Beoordelingen',
    ),
    ...errorResponses,
  },
});

export const addReviewRoute = createRoute({
  method: 'post',
  path: '/aspos/products/{id}/reviews',
  tags: ['Products'],
  summary: 'Write a review (login required); it is shown once approved',
  security: [{ bearer: [] }],
  request: {
    params: IdParam,
    body: {
      content: {
        'application/json': {
          schema: z.object({
            customerRating: z.number().int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange),
            content: z
              .string()
              .trim()
              .min(1, M.required)
              .max(4000)
              .refine((value) => !value.includes('\u0000'), { message: M.invalidValue }),
            isVisible: z.boolean().optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true), Id: z.number() }), 'Beoordeling opgeslagen'), ...errorResponses },
});

export const addViewedRoute = createRoute({
  method: 'post',
  path: '/aspos/products/viewed',
  tags: ['Products'],
  summary: 'Remember a product view of the logged-in customer (anonymous views are not stored)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ productId: z.number().int().positive().max(MAX_INT4), brandId: z.number().int().nullable().optional() }),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true), Stored: z.boolean() }), 'Opgeslagen'), ...errorResponses },
});

export const listViewedRoute = createRoute({
  method: 'get',
  path: '/aspos/products/viewed',
  tags: ['Products'],
  summary: 'Recently viewed products of the logged-in customer, newest first (empty for visitors)',
  request: { query: z.object({ limit: clampedInt(12, 1, 50) }) },
  responses: { 200: jsonContent(ProductList, 'Recent bekeken') },
});

export const DiscountSchema = z
  .object({
    Id: z.number(),
    Name: z.string(),
    Category: z.string(),
    FlyerCode: z.string(),
    StartDate: z.string(),
    EndDate: z.string(),
    Image: z.string().nullable(),
    PriceListId: z.number().nullable(),
    Percentage: z.number(),
  })
  .openapi('Discount');

export const discountsRoute = createRoute({
  method: 'get',
  path: '/aspos/discounts',
  tags: ['Products'],
  summary: "The discount per flyer code for the viewer's price list: one active today, else one that ended in the last two days",
  request: {
    query: z.object({
      flyerCodes: stringList(),
      startDate: z.string().max(40).optional().openapi({ description: 'Reference moment (ISO date); default now' }),
    }),
  },
  responses: { 200: jsonContent(dataEnvelope(z.array(DiscountSchema)), 'Kortingen'), ...errorResponses },
});
