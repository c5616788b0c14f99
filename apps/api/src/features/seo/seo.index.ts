import { createRouter } from '../../lib/create-app.ts';
import { sitemapHandler } from './seo.handlers.ts';
import { sitemapRoute } from './seo.routes.ts';

export const seoRouter = createRouter().openapi(sitemapRoute, sitemapHandler);
