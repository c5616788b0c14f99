/**
 * Site content: the content areas (menus, banners, USPs), content pages, news,
 * the FAQ, and the content revision that every content write bumps so that the
 * API's caches know when to drop their entries.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ArticleTranslations, FieldTranslations } from '@toonbank/domain/content-culture';

/**
 * Items of the content areas of §3 (MainMenu, FooterMenu, TopMenu, SiteBanners,
 * HomeBanners, MainUsps, ...). Menus nest through `parentId`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    key: text('key'),
    name: text('name').notNull(),
    title: text('title'),
    text: text('text'),
    url: text('url'),
    alternateUrl: text('alternate_url'),
    newWindow: boolean('new_window').notNull().default(false),
    image: text('image'),
    publicationDate: timestamp('publication_date', { withTimezone: true }),
    removalDate: timestamp('removal_date', { withTimezone: true }),
    /** French and English name, title and text ({ fr: { name, title, text }, en: … }); Dutch is the base text. */
    translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
  },
  (t) => [index('content_items_area_idx').on(t.area, t.sortOrder)],
);

/** Content pages (§3 Article/content) with structured blocks. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    type: text('type').notNull().default('ContentPage'),
    title: text('title').notNull(),
    heading: text('heading'),
    summary: text('summary'),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaImage: text('meta_image'),
    metaKeywords: text('meta_keywords'),
    robotsNoIndex: boolean('robots_no_index').notNull().default(false),
    robotsNoFollow: boolean('robots_no_follow').notNull().default(false),
    loginRequired: boolean('login_required').notNull().default(false),
    alternateUrl: text('alternate_url'),
    /** French and English versions ({ fr: { title, heading, summary, blocks, meta… }, en: … }); Dutch is the base text above. */
    translations: jsonb('translations').$type<ArticleTranslations>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('articles_url_idx').on(t.url)],
);

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  /** French and English title ({ fr: { title }, en: … }). */
  translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
});

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    name: text('name').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull().default(''),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    image: text('image'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publicationDate: timestamp('publication_date', { withTimezone: true }).notNull(),
    /** French and English versions ({ fr: { title, summary, blocks }, en: … }); Dutch is the base text above. */
    translations: jsonb('translations').$type<ArticleTranslations>().notNull().default({}),
  },
  (t) => [uniqueIndex('news_items_name_idx').on(t.name)],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** French and English title ({ fr: { title }, en: … }). */
  translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
});

export const faqQuestions = pgTable('faq_questions', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** French and English question and answer ({ fr: { question, answer }, en: … }). */
  translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
});

/**
 * One row whose `revision` goes up whenever content the shop caches changes
 * (articles, news, FAQ, stores, forms, brands, web nodes): statement-level
 * triggers in the migration bump it, so API caches know when to refresh.
 */
export const contentRevision = pgTable('content_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
