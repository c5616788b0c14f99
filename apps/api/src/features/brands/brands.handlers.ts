import type { RouteHandler } from '@hono/zod-openapi';
import { findBrandByUrl, listPopularBrands, listVisibleBrands, type BrandRow } from '@toonbank/db/repositories/catalogue';
import { catalogueDb, type AppEnv } from '../../lib/context.ts';
import { cachedByRevision, revisionsOfRequest } from '../../lib/revision-cache.ts';
import { ApiError } from '../../lib/errors.ts';
import type { brandByUrlRoute, listBrandsRoute, popularBrandsRoute } from './brands.routes.ts';

function toBrand(row: BrandRow) {
  return { Id: row.id, Name: row.name, Url: row.url, Img: row.img, Description: row.description, IsNew: row.isNew };
}

export const listBrandsHandler: RouteHandler<typeof listBrandsRoute, AppEnv> = async (c) => {
  const rows = await listVisibleBrands(catalogueDb(c.var.deps));
  return c.json({ Success: true as const, Data: rows.map(toBrand) }, 200);
};

export const popularBrandsHandler: RouteHandler<typeof popularBrandsRoute, AppEnv> = async (c) => {
  const { limit } = c.req.valid('query');
  const { deps } = c.var;
  // The same answer for every viewer and language: a brand's popularity and visibility are its own row's (its rank and
  // its name, §5), and every write to `brands` bumps the content revision (migration `content`). So the answer is kept
  // per content revision and read from the primary, where that revision is read; `limit` (1–100) bounds the keys.
  // The content revision comes with the page's other revisions in one statement (`revisionsOfRequest`, shared by the
  // reads of a page); with a read replica it is the primary's own read.
  const content = (await revisionsOfRequest(deps))?.content ?? undefined;
  const Data = await cachedByRevision(
    deps,
    `brands:popular:${limit}`,
    async () => (await listPopularBrands(deps.database.db, limit)).map(toBrand),
    content,
  );
  return c.json({ Success: true as const, Data }, 200);
};

export const brandByUrlHandler: RouteHandler<typeof brandByUrlRoute, AppEnv> = async (c) => {
  const row = await findBrandByUrl(catalogueDb(c.var.deps), c.req.valid('param').url);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return c.json({ Success: true as const, Data: toBrand(row) }, 200);
};
