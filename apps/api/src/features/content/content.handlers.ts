import type { RouteHandler } from '@hono/zod-openapi';
import { listContentItems, type ContentItemRow } from '@toonbank/db/repositories/content';
import { contentLanguage, isWithinPublicationWindow, localizeFields, type ContentLanguage } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { cachedByRevision } from '../../lib/revision-cache.ts';
import type { ContentItemTree, getContentAreas } from './content.routes.ts';

/** Nests items under their parents; an item outside its window hides its children too. */
export function buildContentAreas(rows: readonly ContentItemRow[], areas: readonly string[], now: Date, language: ContentLanguage = 'nl') {
  const visible = rows.filter((row) => isWithinPublicationWindow(row, now));
  const nodes = new Map<number, ContentItemTree>();
  for (const row of visible) {
    const text = localizeFields(row, row.translations, language, ['name', 'title', 'text']);
    nodes.set(row.id, {
      Id: row.id,
      Key: row.key,
      Name: text.name,
      Title: text.title,
      Text: text.text,
      Language: text.language,
      Url: row.url,
      AlternateUrl: row.alternateUrl,
      NewWindow: row.newWindow,
      Image: row.image,
      Children: [],
    });
  }
  const result: Record<string, ContentItemTree[]> = Object.fromEntries(areas.map((area) => [area, []]));
  for (const row of visible) {
    const node = nodes.get(row.id)!;
    if (row.parentId === null) result[row.area]?.push(node);
    else nodes.get(row.parentId)?.Children.push(node);
  }
  return result;
}

export const getContentAreasHandler: RouteHandler<typeof getContentAreas, AppEnv> = async (c) => {
  const { areas } = c.req.valid('query');
  const { deps } = c.var;
  // The items as stored, kept per set of areas until the content changes (the home page asks for its areas on every
  // render); the publication window and the language are applied per request.
  const key = `content-items:${[...new Set(areas)].sort().join(',')}`;
  const rows = await cachedByRevision(deps, key, () => listContentItems(deps.database.db, areas));
  return c.json({ Success: true as const, Data: buildContentAreas(rows, areas, deps.now(), contentLanguage(c.var.language)) }, 200);
};
