/** Reads and writes of the stores-and-content feature: stores, stock per store, pages, news, FAQ, forms, sitemap urls. */
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import { ANONYMOUS_PUBLICATION_CODE } from '@toonbank/domain/publication';
import type { Db } from '../client.ts';
import { brands, products, webNodes } from '../schema/catalogue.ts';
import { articles, faqCategories, faqQuestions, newsCategories, newsItems } from '../schema/content.ts';
import { type FormField, forms, formSubmissions } from '../schema/forms.ts';
import { postcodeAreas } from '../schema/postcodes.ts';
import { stores, storeStock } from '../schema/stores.ts';
import { brandIsVisible, webNodeIsLive } from './catalogue.ts';
import { productVisibleTo } from './product-visibility.ts';
import { isProductVisible } from './products.ts';

export type StoreRow = typeof stores.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewsCategoryRow = typeof newsCategories.$inferSelect;
type FormRow = typeof forms.$inferSelect;
export type { FormField };

export async function listStores(db: Db): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.name));
}

export async function findStoreByUrl(db: Db, url: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.url, url));
  return row;
}

export async function findStoreById(db: Db, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

/** Coordinates of a four-digit postcode area. */
export async function findPostcodeArea(db: Db, postcode: string): Promise<{ city: string; lat: number; lng: number } | undefined> {
  const [row] = await db
    .select({ city: postcodeAreas.city, lat: postcodeAreas.lat, lng: postcodeAreas.lng })
    .from(postcodeAreas)
    .where(eq(postcodeAreas.postcode, postcode));
  return row;
}

/** The centre of a town: the mean of its postcode areas (case-insensitive exact name). */
export async function findTown(db: Db, town: string): Promise<{ city: string; lat: number; lng: number } | undefined> {
  const [row] = await db
    .select({
      city: sql<string>`min(${postcodeAreas.city})`,
      lat: sql<number>`avg(${postcodeAreas.lat})`.mapWith(Number),
      lng: sql<number>`avg(${postcodeAreas.lng})`.mapWith(Number),
      n: count(),
    })
    .from(postcodeAreas)
    .where(ilike(postcodeAreas.city, town.replace(/[%_\\]/g, '\\$&')));
  return row && row.n > 0 ? { city: row.city, lat: row.lat, lng: row.lng } : undefined;
}

/** Stock of one product in the stores shown on the product page, except `excludedStoreIds`. */
/** Stock per store shown on product pages, for one product, stores A-Z (no row in store_stock: 0). */
export async function listProductStoreStock(
  db: Db,
  productId: number,
  excludedStoreIds: readonly number[],
): Promise<{ store: StoreRow; quantity: number }[]> {
  return listProductsStoreStock(db, [productId], excludedStoreIds);
}

/** Stock per store shown on product pages, for several products: every product with every store, stores A-Z. */
export async function listProductsStoreStock(
  db: Db,
  productIds: readonly number[],
  excludedStoreIds: readonly number[],
): Promise<{ productId: number; store: StoreRow; quantity: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: products.id, store: stores, quantity: sql<number>`coalesce(${storeStock.quantity}, 0)`.mapWith(Number) })
    .from(stores)
    .innerJoin(products, inArray(products.id, [...productIds]))
    .leftJoin(storeStock, and(eq(storeStock.storeId, stores.id), eq(storeStock.productId, products.id)))
    .where(and(eq(stores.isShowOnPdp, true), excludedStoreIds.length ? notInArray(stores.id, [...excludedStoreIds]) : undefined))
    .orderBy(asc(stores.name));
}

export async function productExists(db: Db, productId: number, publicationCodes: string[]): Promise<boolean> {
  return isProductVisible(db, { publicationCodes, priceListId: null }, productId);
}

export async function findArticleByUrl(db: Db, url: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.url, url));
  return row;
}

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

export async function findForm(db: Db, id: string, locale: string): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.locale, locale)));
  return row;
}

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export async function insertFormSubmission(
  db: Executor,
  submission: { formId: string; culture: string; data: Record<string, string | boolean>; ip: string },
): Promise<number> {
  const [row] = await db.insert(formSubmissions).values(submission).returning({ id: formSubmissions.id });
  return row!.id;
}

/** Every public url path for the sitemap, by kind, with a last-modified day where known. */
export async function listSitemapPaths(db: Db, now: Date): Promise<{ path: string; lastmod?: string }[]> {
  const [productRows, nodeRows, brandRows, storeRows, articleRows, newsRows] = await Promise.all([
    db
      .select({ url: products.url })
      .from(products)
      .where(productVisibleTo({ publicationCodes: [ANONYMOUS_PUBLICATION_CODE], priceListId: null }))
      .orderBy(asc(products.id)),
    db.select({ url: webNodes.url }).from(webNodes).where(webNodeIsLive()).orderBy(asc(webNodes.url)),
    db.select({ url: brands.url }).from(brands).where(brandIsVisible).orderBy(asc(brands.url)),
    db.select({ url: stores.url }).from(stores).orderBy(asc(stores.url)),
    db
      .select({ url: articles.url, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(eq(articles.robotsNoIndex, false), eq(articles.loginRequired, false), sql`${articles.alternateUrl} is null`))
      .orderBy(asc(articles.url)),
    db
      .select({ name: newsItems.name, publicationDate: newsItems.publicationDate })
      .from(newsItems)
      .where(sql`${newsItems.publicationDate} <= ${now.toISOString()}`)
      .orderBy(desc(newsItems.publicationDate)),
  ]);
  return [
    { path: '/' },
    { path: '/vestigingen' },
    { path: '/klantenservice' },
    { path: '/nieuws' },
    ...productRows.map((row) => ({ path: `/product/detail/${row.url}` })),
    ...nodeRows.map((row) => ({ path: `/product/lister/${row.url}` })),
    ...brandRows.map((row) => ({ path: `/merken/${row.url}` })),
    ...storeRows.map((row) => ({ path: `/winkel/${row.url}` })),
    ...articleRows.map((row) => ({ path: `/${row.url}`, lastmod: row.updatedAt.toISOString().slice(0, 10) })),
    ...newsRows.map((row) => ({ path: `/nieuws/detail/${row.name}`, lastmod: row.publicationDate.toISOString().slice(0, 10) })),
  ];
}

/** The store ids left out of store stock and availability (shop setting `excludedStoreIds`, §5). */
export async function findExcludedStoreIds(db: Db): Promise<number[]> {
  const result = await db.execute<{ ids: unknown }>(sql`select value->'excludedStoreIds' as ids from settings where name = 'shop'`);
  const ids = result.rows[0]?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}
