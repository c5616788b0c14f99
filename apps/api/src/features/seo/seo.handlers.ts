import type { RouteHandler } from '@hono/zod-openapi';
import { listSitemapPaths } from '@toonbank/db/repositories/sitemap';
import { catalogueDb, type AppEnv } from '../../lib/context.ts';
import type { sitemapRoute } from './seo.routes.ts';

export const sitemapHandler: RouteHandler<typeof sitemapRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const paths = await listSitemapPaths(catalogueDb(deps), deps.now());
  return c.json({ Success: true as const, Data: { Paths: paths.map((p) => ({ Path: p.path, LastMod: p.lastmod ?? null })) } }, 200);
};
