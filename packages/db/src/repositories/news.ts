/** News items and their categories; only items whose publication date has come are read. */
import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { Db } from '../client.ts';
import { newsCategories, newsItems } from '../schema/content.ts';

export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewsCategoryRow = typeof newsCategories.$inferSelect;

export async function findNewsCategoryByName(db: Db, name: string): Promise<NewsCategoryRow | undefined> {
  const [row] = await db.select().from(newsCategories).where(eq(newsCategories.name, name));
  return row;
}

export async function listNewsCategories(db: Db): Promise<NewsCategoryRow[]> {
  return db.select().from(newsCategories).orderBy(asc(newsCategories.title));
}

/** Published news items (publication date not in the future), newest first, by category or tag. */
export async function listNewsItems(
  db: Db,
  filter: { categoryId?: number; tag?: string },
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ rows: (NewsItemRow & { categoryName: string })[]; total: number }> {
  const where = and(
    sql`${newsItems.publicationDate} <= ${now.toISOString()}`,
    filter.categoryId !== undefined ? eq(newsItems.categoryId, filter.categoryId) : undefined,
    filter.tag !== undefined ? arrayContains(newsItems.tags, [filter.tag]) : undefined,
  );
  // The total is counted on its own: a window count(*) over () has no rows to ride on past the last page (it said 0).
  const [rows, [counted]] = await Promise.all([
    db
      .select({ item: newsItems, categoryName: newsCategories.name })
      .from(newsItems)
      .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(where)
      .orderBy(desc(newsItems.publicationDate), desc(newsItems.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(newsItems).innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId)).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.item, categoryName: row.categoryName })), total: counted?.total ?? 0 };
}

export async function findNewsItem(
  db: Db,
  by: { name: string } | { id: number },
  now: Date,
): Promise<(NewsItemRow & { categoryName: string; categoryTitle: string; categoryTranslations: FieldTranslations }) | undefined> {
  const [row] = await db
    .select({
      item: newsItems,
      categoryName: newsCategories.name,
      categoryTitle: newsCategories.title,
      categoryTranslations: newsCategories.translations,
    })
    .from(newsItems)
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .where(
      and('name' in by ? eq(newsItems.name, by.name) : eq(newsItems.id, by.id), sql`${newsItems.publicationDate} <= ${now.toISOString()}`),
    );
  return row
    ? { ...row.item, categoryName: row.categoryName, categoryTitle: row.categoryTitle, categoryTranslations: row.categoryTranslations }
    : undefined;
}
