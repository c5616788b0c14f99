import type { RouteHandler } from '@hono/zod-openapi';
import { findArticleByUrl, listFaq } from '@toonbank/db/repositories/content';
import {
  findNewsCategoryByName,
  findNewsItem,
  listNewsCategories,
  listNewsItems,
  type NewsCategoryRow,
  type NewsItemRow,
} from '@toonbank/db/repositories/news';
import {
  contentLanguage,
  formatDutchDate,
  localizeArticle,
  localizeFields,
  normalizeContentUrl,
  type ContentLanguage,
} from '@toonbank/domain';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { cachedByRevision } from '../../lib/revision-cache.ts';
import { resolveBlocks, toFaqQuestion } from './blocks.ts';
import type {
  faqAllRoute,
  faqCategoryByNameRoute,
  loadArticleRoute,
  newsCategoryByIdRoute,
  newsCategoryByNameRoute,
  newsItemByIdRoute,
  newsItemByNameRoute,
  newsTagRoute,
} from './pages.routes.ts';

export const loadArticleHandler: RouteHandler<typeof loadArticleRoute, AppEnv> = async (c) => {
  const { Url, Culture } = c.req.valid('json');
  const { deps, session } = c.var;
  const url = normalizeContentUrl(Url);
  // The page's French or English version when asked for and present, field by field Dutch otherwise.
  const language = contentLanguage(Culture ?? c.var.language);
  const article = url === null ? null : await cachedByRevision(deps, `article:${language}:${url}`, () => buildArticle(deps, url, language));
  if (!article) return c.json({ Success: false as const, Article: null, ReasonCode: 'NotFound' as const }, 404);
  if (article.LoginRequired && !session)
    return c.json({ Success: true as const, Article: null, ReasonCode: 'LoginRequired' as const }, 200);
  return c.json(
    { Success: true as const, Article: article, ReasonCode: article.AlternateUrl ? ('Redirect' as const) : ('Ok' as const) },
    200,
  );
};

/** The article at a normalised url in `language` (Dutch fallback) with its blocks resolved, or null. */
async function buildArticle(deps: AppDeps, url: string, language: ContentLanguage) {
  const row = await findArticleByUrl(deps.database.db, url);
  if (!row) return null;
  const text = localizeArticle(row, row.translations, language);
  return {
    Id: row.id,
    Url: row.url,
    Type: row.type,
    Title: text.title,
    Heading: text.heading,
    Summary: text.summary,
    Blocks: await resolveBlocks(deps.database.db, text.blocks),
    MetaTitle: text.metaTitle ?? text.title,
    MetaDescription: text.metaDescription ?? text.summary,
    MetaImage: row.metaImage,
    MetaKeywords: text.metaKeywords,
    RobotsNoIndex: row.robotsNoIndex,
    RobotsNoFollow: row.robotsNoFollow,
    LoginRequired: row.loginRequired,
    AlternateUrl: row.alternateUrl,
    UpdatedAt: row.updatedAt.toISOString(),
    Language: text.language,
  };
}

/** A news item's title, summary and blocks in `language`, field by field Dutch where it has no translation. */
function localizeNews(row: NewsItemRow, language: ContentLanguage) {
  return localizeArticle(
    {
      title: row.title,
      heading: null,
      summary: row.summary,
      blocks: row.blocks,
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
    },
    row.translations,
    language,
  );
}

function newsSummary(row: NewsItemRow & { categoryName: string }, language: ContentLanguage) {
  const text = localizeNews(row, language);
  return {
    Id: row.id,
    Name: row.name,
    Title: text.title,
    Author: row.author,
    Summary: text.summary ?? '',
    Image: row.image,
    Tags: row.tags,
    PublicationDate: row.publicationDate.toISOString(),
    PublicationDateDisplay: formatDutchDate(row.publicationDate),
    CategoryName: row.categoryName,
    Language: text.language,
  };
}

const toCategory = (row: NewsCategoryRow, language: ContentLanguage) => {
  const text = localizeFields(row, row.translations, language, ['title']);
  return { Id: row.id, Name: row.name, Title: text.title, Language: text.language };
};
const newsNotFound = () => new ApiError(404, 'NEWS_NOT_FOUND', 'newsNotFound');

async function newsPage(
  c: { var: AppEnv['Variables'] },
  filter: { category: NewsCategoryRow | null; tag: string | null },
  page: { offset: number; limit: number },
  locale: string,
  /** The category list when the caller has already read it. */
  loadedCategories?: NewsCategoryRow[],
) {
  const { deps } = c.var;
  const db = deps.database.db;
  const language = contentLanguage(locale);
  const [result, categories] = await Promise.all([
    listNewsItems(db, { categoryId: filter.category?.id, tag: filter.tag ?? undefined }, deps.now(), page),
    loadedCategories ?? listNewsCategories(db),
  ]);
  return {
    Success: true as const,
    Data: {
      Category: filter.category ? toCategory(filter.category, language) : null,
      Tag: filter.tag,
      Items: result.rows.map((row) => newsSummary(row, language)),
      Total: result.total,
      Categories: categories.map((category) => toCategory(category, language)),
    },
  };
}

/** `alle` lists every category's items. */
export const newsCategoryByNameHandler: RouteHandler<typeof newsCategoryByNameRoute, AppEnv> = async (c) => {
  const { name, locale } = c.req.valid('param');
  const category = name === 'alle' ? null : await findNewsCategoryByName(c.var.deps.database.db, name);
  if (category === undefined) throw new ApiError(404, 'NEWS_CATEGORY_NOT_FOUND', 'newsCategoryNotFound');
  return c.json(await newsPage(c, { category, tag: null }, c.req.valid('query'), locale), 200);
};

export const newsCategoryByIdHandler: RouteHandler<typeof newsCategoryByIdRoute, AppEnv> = async (c) => {
  const { id, locale } = c.req.valid('param');
  const categories = await listNewsCategories(c.var.deps.database.db);
  const category = categories.find((row) => row.id === id);
  if (!category) throw new ApiError(404, 'NEWS_CATEGORY_NOT_FOUND', 'newsCategoryNotFound');
  return c.json(await newsPage(c, { category, tag: null }, c.req.valid('query'), locale, categories), 200);
};

export const newsTagHandler: RouteHandler<typeof newsTagRoute, AppEnv> = async (c) => {
  const { tag, locale } = c.req.valid('param');
  return c.json(await newsPage(c, { category: null, tag }, c.req.valid('query'), locale), 200);
};

async function newsDetail(c: { var: AppEnv['Variables'] }, by: { name: string } | { id: number }, locale: string) {
  const { deps } = c.var;
  const language = contentLanguage(locale);
  const row = await findNewsItem(deps.database.db, by, deps.now());
  if (!row) throw newsNotFound();
  const category = localizeFields({ title: row.categoryTitle }, row.categoryTranslations, language, ['title']);
  return {
    Success: true as const,
    Data: {
      ...newsSummary(row, language),
      CategoryTitle: category.title,
      Blocks: await resolveBlocks(deps.database.db, localizeNews(row, language).blocks),
    },
  };
}

export const newsItemByNameHandler: RouteHandler<typeof newsItemByNameRoute, AppEnv> = async (c) =>
  c.json(await newsDetail(c, { name: c.req.valid('param').name }, c.req.valid('param').locale), 200);

export const newsItemByIdHandler: RouteHandler<typeof newsItemByIdRoute, AppEnv> = async (c) =>
  c.json(await newsDetail(c, { id: c.req.valid('param').id }, c.req.valid('param').locale), 200);

function toFaq(category: Awaited<ReturnType<typeof listFaq>>[number], language: ContentLanguage) {
  const text = localizeFields(category, category.translations, language, ['title']);
  return {
    Id: category.id,
    Name: category.name,
    Title: text.title,
    Language: text.language,
    Questions: category.questions.map((q) => toFaqQuestion(q, language)),
  };
}

export const faqCategoryByNameHandler: RouteHandler<typeof faqCategoryByNameRoute, AppEnv> = async (c) => {
  const { name, locale } = c.req.valid('param');
  const [category] = await listFaq(c.var.deps.database.db, name);
  if (!category) throw new ApiError(404, 'FAQ_NOT_FOUND', 'faqCategoryNotFound');
  return c.json({ Success: true as const, Data: toFaq(category, contentLanguage(locale)) }, 200);
};

export const faqAllHandler: RouteHandler<typeof faqAllRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const language = contentLanguage(c.req.valid('param').locale);
  const data = await cachedByRevision(deps, `faq:all:${language}`, async () =>
    (await listFaq(deps.database.db)).map((category) => toFaq(category, language)),
  );
  return c.json({ Success: true as const, Data: data }, 200);
};
