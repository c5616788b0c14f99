import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, jsonContent } from '../../lib/schemas.ts';

export const sitemapRoute = createRoute({
  method: 'get',
  path: '/seo/sitemap',
  tags: ['SEO'],
  summary: 'Every public page path for sitemap.xml: products, categories, brands, stores, content pages, news',
  responses: {
    200: jsonContent(dataEnvelope(z.object({ Paths: z.array(z.object({ Path: z.string(), LastMod: z.string().nullable() })) })), 'Paden'),
  },
});
