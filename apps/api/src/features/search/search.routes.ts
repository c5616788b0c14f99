import { createRoute, z } from '@hono/zod-openapi';
import { SORT_OPTIONS } from '@toonbank/domain';
import { ProductSummarySchema } from '../shared/product.schemas.ts';
import { NodeLinkSchema, WEB_NODE_FIELDS } from '../shared/web-node.schema.ts';
import {
  clampedInt,
  ContentLanguageSchema,
  dataEnvelope,
  errorResponses,
  jsonContent,
  storableText,
  stringList,
} from '../../lib/schemas.ts';

/** The keyword: any text; cut to 1,000 characters before normalising (never refused). */
const Keyword = z
  .string()
  .optional()
  .transform((raw) => (raw ?? '').slice(0, 1000))
  .openapi({ type: 'string', example: 'hondenvoer' });

const FacetValueSchema = z.object({ Label: z.string(), Value: z.string(), Count: z.number(), Checked: z.boolean() });
export const FacetSchema = z.object({ Field: z.string(), Label: z.string(), Values: z.array(FacetValueSchema) }).openapi('FilterFacet');
export const SortOptionSchema = z
  .object({ Label: z.string(), Field: z.string(), Order: z.enum(['asc', 'desc']), Value: z.string() })
  .openapi('SortOption');

export const SearchResultSchema = z
  .object({
    SearchTerm: z.string(),
    Hits: z.array(ProductSummarySchema),
    Total: z.number(),
    Offset: z.number(),
    Limit: z.number(),
    SortBy: z.string(),
    Facets: z.array(FacetSchema),
    PriceRange: z.object({ Min: z.number(), Max: z.number(), SelectedMin: z.number().nullable(), SelectedMax: z.number().nullable() }),
    Sorts: z.array(SortOptionSchema),
  })
  .openapi('SearchResult');

export type SearchResultBody = z.infer<typeof SearchResultSchema>;

export const searchRoute = createRoute({
  method: 'get',
  path: '/meilisearch/v1/default/search',
  tags: ['Search'],
  summary: 'Search and list products with facets (Dutch full-text search with typo tolerance)',
  description:
    'Facet filters are `field:value` strings: `brand:<brand url>`, `webnode:<id>` (with its subtree), `price:<min>-<max>` (euros), `tag.<key>:<value>`, `tag:<value>` (that value under any tag key, case-insensitive). ' +
    '`baseFacetFilters` fix the context (lister node, brand, tag) and are not offered as facets. Malformed filters and unknown sorts are ignored.',
  request: {
    query: z.object({
      searchTerm: Keyword,
      offset: clampedInt(0, 0, 1_000_000),
      limit: clampedInt(24, 1, 1000),
      sortBy: z
        .string()
        .max(1000)
        .optional()
        .openapi({ enum: [...SORT_OPTIONS] }),
      baseFacetFilters: stringList(),
      facetFilters: stringList(),
    }),
  },
  responses: { 200: jsonContent(dataEnvelope(SearchResultSchema), 'Zoekresultaten met facetten'), ...errorResponses },
});

const SuggestionLink = z.object({ Name: z.string(), Url: z.string() });
/** Each Language is that of its Name: the request's where translated, 'nl' for a Dutch name (marked lang="nl" on a French or English page). */
export const SuggestionsSchema = z
  .object({
    AheadWords: z.object({ Name: z.string(), List: z.array(z.object({ Name: z.string(), Language: ContentLanguageSchema })) }),
    Brands: z.object({ Name: z.string(), List: z.array(SuggestionLink) }),
    Categories: z.object({ Name: z.string(), List: z.array(SuggestionLink.extend({ Language: ContentLanguageSchema })) }),
    Products: z.object({
      Name: z.string(),
      List: z.array(SuggestionLink.extend({ Img: z.string().nullable(), Language: ContentLanguageSchema })),
    }),
  })
  .openapi('SearchSuggestions');

export const multiSearchRoute = createRoute({
  method: 'get',
  path: '/meilisearch/v1/multi-search',
  tags: ['Search'],
  summary: 'Search suggestions: ahead words, brands, categories, products (default 5 each)',
  request: { query: z.object({ searchTerm: Keyword, limit: clampedInt(5, 1, 20), facetFilters: stringList() }) },
  responses: { 200: jsonContent(dataEnvelope(SuggestionsSchema), 'Zoeksuggesties'), ...errorResponses },
});

export const searchConfigRoute = createRoute({
  method: 'get',
  path: '/meilisearch/v1/config',
  tags: ['Search'],
  summary: 'Sort options, page sizes and facet fields of the search',
  responses: {
    200: jsonContent(
      dataEnvelope(
        z.object({
          Sorts: z.array(SortOptionSchema),
          PageSizes: z.array(z.number()),
          DefaultPageSize: z.number(),
          FacetFields: z.array(z.string()),
          SuggestLimit: z.number(),
        }),
      ),
      'Zoekinstellingen',
    ),
  },
});

export const ListerNodeSchema = z
  .object({
    ...WEB_NODE_FIELDS,
    Banner: z.string().nullable(),
    /** The language of Name/Description: the request's where translated, else 'nl'. */
    Language: ContentLanguageSchema,
    Ancestors: z.array(NodeLinkSchema),
    Children: z.array(NodeLinkSchema),
    /** The node has products, but none published for this viewer (e.g. point-of-sale material: business customers only). */
    ForOtherCustomers: z.boolean(),
  })
  .openapi('ListerNode');

export const webNodeByUrlRoute = createRoute({
  method: 'get',
  path: '/aspos/webnodes/url/{url}',
  tags: ['Web nodes'],
  summary: 'A live web node by its url path (e.g. hond/voeding), with ancestors and children, for the product lister',
  request: { params: z.object({ url: storableText(1, 300) }) },
  responses: { 200: jsonContent(dataEnvelope(ListerNodeSchema), 'Categorie'), ...errorResponses },
});
