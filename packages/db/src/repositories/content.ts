/** The shop's own pages: content items of the home and landing pages, articles and the FAQ. */
import { asc, eq, sql } from 'drizzle-orm';
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { Db } from '../client.ts';
import { preparedQuery } from '../prepared.ts';
import { articles, contentItems, faqCategories, faqQuestions } from '../schema/content.ts';

export type ContentItemRow = typeof contentItems.$inferSelect;

/** Every item of the named content areas, in display order (filtering by date is the caller's rule). */
export async function listContentItems(db: Db, areas: readonly string[]): Promise<ContentItemRow[]> {
  if (areas.length === 0) return [];
  return itemsOfAreas(db).execute({ areas: [...areas] });
}

/** `listContentItems`'s statement, prepared: the home page reads its areas (issue 19). */
const itemsOfAreas = preparedQuery((db) =>
  db
    .select()
    .from(contentItems)
    .where(sql`${contentItems.area} = any(${sql.placeholder('areas')}::text[])`)
    .orderBy(asc(contentItems.area), asc(contentItems.sortOrder), asc(contentItems.id))
    .prepare('toonbank_content_items'),
);

export type ArticleRow = typeof articles.$inferSelect;

export async function findArticleByUrl(db: Db, url: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.url, url));
  return row;
}

interface FaqCategoryWithQuestions {
  id: number;
  name: string;
  title: string;
  translations: FieldTranslations;
  questions: { id: number; question: string; answer: string; translations: FieldTranslations }[];
}

/** FAQ categories in order with their questions; one category when `name` is given. */
export async function listFaq(db: Db, name?: string): Promise<FaqCategoryWithQuestions[]> {
  const rows = await db
    .select({ category: faqCategories, question: faqQuestions })
    .from(faqCategories)
    .leftJoin(faqQuestions, eq(faqQuestions.categoryId, faqCategories.id))
    .where(name === undefined ? undefined : eq(faqCategories.name, name))
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id), asc(faqQuestions.sortOrder), asc(faqQuestions.id));
  const result = new Map<number, FaqCategoryWithQuestions>();
  for (const { category, question } of rows) {
    let entry = result.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, title: category.title, translations: category.translations, questions: [] };
      result.set(category.id, entry);
    }
    if (question)
      entry.questions.push({ id: question.id, question: question.question, answer: question.answer, translations: question.translations });
  }
  return [...result.values()];
}
