import { createRoute, z } from '@hono/zod-openapi';
import { CONTENT_LANGUAGES } from '@toonbank/domain';
import { clampedInt, ContentLanguageSchema, dataEnvelope, errorResponses, IdParam, jsonContent, PagingQuery } from '../../lib/schemas.ts';
import { BlockSchema, FaqQuestionSchema } from './blocks.ts';

const Locale = z
  .string()
  .max(10)
  .openapi({ param: { name: 'locale', in: 'path' }, example: 'nl-NL' });

export const ArticleSchema = z
  .object({
    Id: z.number(),
    Url: z.string(),
    Type: z.string(),
    Title: z.string(),
    Heading: z.string().nullable(),
    Summary: z.string().nullable(),
    Blocks: z.array(BlockSchema),
    MetaTitle: z.string(),
    MetaDescription: z.string().nullable(),
    MetaImage: z.string().nullable(),
    MetaKeywords: z.string().nullable(),
    RobotsNoIndex: z.boolean(),
    RobotsNoFollow: z.boolean(),
    LoginRequired: z.boolean(),
    AlternateUrl: z.string().nullable(),
    UpdatedAt: z.string(),
    /** The language of the text: the asked Culture's, or 'nl' when the page has no version in it (Dutch fallback). */
    Language: z.enum(CONTENT_LANGUAGES),
  })
  .openapi('Article');

const ReasonCode = z.enum(['Ok', 'Redirect', 'LoginRequired', 'NotFound']);

export const loadArticleRoute = createRoute({
  method: 'post',
  path: '/vm/u',
  tags: ['Content'],
  summary: 'Load the content page at a url (§4 content load result)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              AtomType: z.string().max(50).optional(),
              Url: z.string().max(4000),
              PathUrl: z.string().max(4000).optional(),
              Culture: z.string().max(10).optional(),
            })
            .openapi('ContentLoadRequest'),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonContent(
      z.object({ Success: z.literal(true), Article: ArticleSchema.nullable(), ReasonCode }).openapi('ContentLoadResult'),
      'Ok; Redirect (AlternateUrl, send a 301); LoginRequired (no article for anonymous visitors)',
    ),
    400: errorResponses[400],
    404: jsonContent(z.object({ Success: z.literal(false), Article: z.null(), ReasonCode }), 'Geen pagina op deze url'),
  },
});

export const NewsItemSchema = z
  .object({
    Id: z.number(),
    Name: z.string(),
    Title: z.string(),
    Author: z.string(),
    Summary: z.string(),
    Image: z.string().nullable(),
    Tags: z.array(z.string()),
    PublicationDate: z.string(),
    /** dd-MM-yyyy (nl-NL, Amsterdam). */
    PublicationDateDisplay: z.string(),
    CategoryName: z.string(),
    /** The language of Title, Summary and Blocks: the requested one where translated, else 'nl' (Dutch fallback). */
    Language: z.enum(CONTENT_LANGUAGES),
  })
  .openapi('NewsItemSummary');

export const NewsItemDetailSchema = NewsItemSchema.extend({ Blocks: z.array(BlockSchema), CategoryTitle: z.string() }).openapi('NewsItem');

/** A news category; Language is that of its Title ('nl' when it has no translation). */
const NewsCategorySchema = z.object({ Id: z.number(), Name: z.string(), Title: z.string(), Language: z.enum(CONTENT_LANGUAGES) });

const NewsPage = z
  .object({
    Category: NewsCategorySchema.nullable(),
    Tag: z.string().nullable(),
    Items: z.array(NewsItemSchema),
    Total: z.number(),
    Categories: z.array(NewsCategorySchema),
  })
  .openapi('NewsPage');

const newsPaging = z.object({ offset: PagingQuery.shape.offset, limit: clampedInt(9, 1, 100) });

export const newsCategoryByNameRoute = createRoute({
  method: 'get',
  path: '/newscategorybyname/{name}/{locale}',
  tags: ['News'],
  summary: 'A news category by name with its published items, newest first (name `alle` for all)',
  request: { params: z.object({ name: z.string().min(1).max(100), locale: Locale }), query: newsPaging },
  responses: { 200: jsonContent(dataEnvelope(NewsPage), 'Nieuws'), ...errorResponses },
});

export const newsCategoryByIdRoute = createRoute({
  method: 'get',
  path: '/newscategory/{id}/{locale}',
  tags: ['News'],
  summary: 'A news category by id with its published items',
  request: { params: IdParam.extend({ locale: Locale }), query: newsPaging },
  responses: { 200: jsonContent(dataEnvelope(NewsPage), 'Nieuws'), ...errorResponses },
});

export const newsTagRoute = createRoute({
  method: 'get',
  path: '/newstag/{tag}/{locale}',
  tags: ['News'],
  summary: 'Published news items with a tag',
  request: { params: z.object({ tag: z.string().min(1).max(100), locale: Locale }), query: newsPaging },
  responses: { 200: jsonContent(dataEnvelope(NewsPage), 'Nieuws met deze tag'), ...errorResponses },
});

export const newsItemByNameRoute = createRoute({
  method: 'get',
  path: '/newsitembyname/{name}/{locale}',
  tags: ['News'],
  summary: 'One published news item by name',
  request: { params: z.object({ name: z.string().min(1).max(200), locale: Locale }) },
  responses: { 200: jsonContent(dataEnvelope(NewsItemDetailSchema), 'Nieuwsbericht'), ...errorResponses },
});

export const newsItemByIdRoute = createRoute({
  method: 'get',
  path: '/content/newsitem/{id}/{locale}',
  tags: ['News'],
  summary: 'One published news item by id',
  request: { params: IdParam.extend({ locale: Locale }) },
  responses: { 200: jsonContent(dataEnvelope(NewsItemDetailSchema), 'Nieuwsbericht'), ...errorResponses },
});

export const FaqCategorySchema = z
  .object({
    Id: z.number(),
    Name: z.string(),
    Title: z.string(),
    /** The language of Title and of each question: the requested one where translated, else 'nl'. */
    Language: ContentLanguageSchema,
    Questions: z.array(FaqQuestionSchema),
  })
  .openapi('FaqCategory');

export const faqCategoryByNameRoute = createRoute({
  method: 'get',
  path: '/faqcategorybyname/{name}/{locale}',
  tags: ['FAQ'],
  summary: 'One FAQ category with its questions',
  request: { params: z.object({ name: z.string().min(1).max(100), locale: Locale }) },
  responses: { 200: jsonContent(dataEnvelope(FaqCategorySchema), 'Veelgestelde vragen'), ...errorResponses },
});

export const faqAllRoute = createRoute({
  method: 'get',
  path: '/faq/{locale}',
  tags: ['FAQ'],
  summary: 'Every FAQ category with its questions',
  request: { params: z.object({ locale: Locale }) },
  responses: { 200: jsonContent(dataEnvelope(z.array(FaqCategorySchema)), 'Veelgestelde vragen') },
});
