import { createRoute, z } from '@hono/zod-openapi';
import { clampedInt, ContentLanguageSchema, dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';

export const BrandSchema = z
  .object({
    Id: z.number(),
    Name: z.string(),
    Url: z.string(),
    Img: z.string().nullable(),
    /** In the request's language where the brand has it, else Dutch. */
    Description: z.string(),
    /** The language of `Description`: 'nl' when it has no translation. */
    Language: ContentLanguageSchema,
    IsNew: z.boolean(),
  })
  .openapi('Brand');

export const listBrandsRoute = createRoute({
  method: 'get',
  path: '/aspos/brands',
  tags: ['Brands'],
  summary: 'All visible brands, A-Z',
  responses: { 200: jsonContent(dataEnvelope(z.array(BrandSchema)), 'Merken') },
});

export const popularBrandsRoute = createRoute({
  method: 'get',
  path: '/aspos/brands/popular',
  tags: ['Brands'],
  summary: 'Popular brands (default 10)',
  request: {
    query: z.object({ limit: clampedInt(10, 1, 100) }),
  },
  responses: { 200: jsonContent(dataEnvelope(z.array(BrandSchema)), 'Populaire merken') },
});

export const brandByUrlRoute = createRoute({
  method: 'get',
  path: '/aspos/brands/url/{url}',
  tags: ['Brands'],
  summary: 'One brand by its url',
  request: { params: z.object({ url: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(dataEnvelope(BrandSchema), 'Merk'), ...errorResponses },
});
