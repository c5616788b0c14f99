import type { RouteHandler } from '@hono/zod-openapi';
import { findBrandByUrl, listPopularBrands, listVisibleBrands, type BrandRow } from '@toonbank/db/repositories/catalogue';
import { contentLanguage, localizeFields, type ContentLanguage } from '@toonbank/domain';
import { catalogueDb, type AppEnv } from '../../lib/context.ts';
import { cachedByRevision, revisionsOfRequest } from '../../lib/revision-cache.ts';
import { ApiError } from '../../lib/errors.ts';
import type { brandByUrlRoute, listBrandsRoute, popularBrandsRoute } from './brands.routes.ts';

/** A brand in `language`: its description translated where it has one, else the Dutch one (`Language` says which). */
function toBrand(row: BrandRow, language: ContentLanguage) {
  const text = localizeFields(row, row.translations, language, ['description']);
  return {
    Id: row.id,
    Name: row.name,
    Url: row.url,
    Img: row.img,
    Description: text.description,
    Language: text.language,
    IsNew: row.isNew,
  };
}

export const listBrandsHandler: RouteHandler<typeof listBrandsRoute, AppEnv> = async (c) => {
  const rows = await listVisibleBrands(catalogueDb(c.var.deps));
  const language = contentLanguage(c.var.language);
  return c.json({ Success: true as const, Data: rows.map((row) => toBrand(row, language)) }, 200);
};

export const popularBrandsHandler: RouteHandler<typeof popularBrandsRoute, AppEnv> = async (c) => {
  const { limit } = c.req.valid('query');
  const { deps } = c.var;
  // The same rows for every viewer and language: a brand's popularity and visibility are its own row's (its rank and
  // its name, §5), and every write to `brands` bumps the content revision (migration `content`). So the answer is kept
  // per content revision and read from the primary, where that revision is read; `limit` (1–100) bounds the keys.
  // The content revision comes with the page's other revisions in one statement (`revisionsOfRequest`, shared by the
  // reads of a page); with a read replica it is the primary's own read.
  const content = (await revisionsOfRequest(deps))?.content ?? undefined;
  // The rows are kept; each request takes the description in its own language.
  const rows = await cachedByRevision(deps, `brands:popular:${limit}`, () => listPopularBrands(deps.database.db, limit), content);
  const language = contentLanguage(c.var.language);
  return c.json({ Success: true as const, Data: rows.map((row) => toBrand(row, language)) }, 200);
};

export const brandByUrlHandler: RouteHandler<typeof brandByUrlRoute, AppEnv> = async (c) => {
  const row = await findBrandByUrl(catalogueDb(c.var.deps), c.req.valid('param').url);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return c.json({ Success: true as const, Data: toBrand(row, contentLanguage(c.var.language)) }, 200);
};
