import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contentItems } from '../schema/content.ts';

export type ContentItemRow = typeof contentItems.$inferSelect;

/** Every item of the named content areas, in display order (filtering by date is the caller's rule). */
export async function listContentItems(db: Db, areas: readonly string[]): Promise<ContentItemRow[]> {
  if (areas.length === 0) return [];
  return db
    .select()
    .from(contentItems)
    .where(inArray(contentItems.area, [...areas]))
    .orderBy(asc(contentItems.area), asc(contentItems.sortOrder), asc(contentItems.id));
}
