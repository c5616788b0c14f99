import { createRoute, z } from '@hono/zod-openapi';
import { ProductSummarySchema } from '../shared/product.schemas.ts';
import { NodeLinkSchema, WEB_NODE_FIELDS } from '../shared/web-node.schema.ts';
import { clampedInt, ContentLanguageSchema, dataEnvelope, errorResponses, IdParam, jsonContent, PagingQuery } from '../../lib/schemas.ts';

export interface WebNodeTree {
  Id: number;
  Name: string;
  Code: string;
  Url: string;
  Description: string;
  Level: number;
  /** The language of Name/Description: the request's where translated, else 'nl' (issue 12 defect 6). */
  Language: 'nl' | 'fr' | 'en';
  Children: WebNodeTree[];
}

export const WebNodeSchema: z.ZodType<WebNodeTree> = z
  .object({
    ...WEB_NODE_FIELDS,
    Level: z.number(),
    Language: ContentLanguageSchema,
    get Children() {
      return z.array(WebNodeSchema);
    },
  })
  .openapi('WebNode');

export const getMainRoot = createRoute({
  method: 'get',
  path: '/aspos/webnodes/main/root',
  tags: ['Web nodes'],
  summary: 'The category tree from the root',
  request: {
    query: z.object({
      descendantLevel: clampedInt(2, 1, 2),
    }),
  },
  responses: { 200: jsonContent(dataEnvelope(z.array(WebNodeSchema)), 'Hoofdcategorieën met kinderen') },
});

export const getMainNode = createRoute({
  method: 'get',
  path: '/aspos/webnodes/main/{id}',
  tags: ['Web nodes'],
  summary: 'A live web node with its live descendants (404 when unknown or not live)',
  request: { params: IdParam, query: z.object({ descendantLevel: clampedInt(1, 1, 2) }) },
  responses: { 200: jsonContent(dataEnvelope(WebNodeSchema), 'Categorie met subcategorieën'), ...errorResponses },
});

export const getNode = createRoute({
  method: 'get',
  path: '/aspos/webnodes/{id}',
  tags: ['Web nodes'],
  summary: 'A live web node without its children (404 when unknown or not live)',
  request: { params: IdParam },
  responses: { 200: jsonContent(dataEnvelope(WebNodeSchema), 'Categorie'), ...errorResponses },
});

/** Not in §7: the storefront's product page breadcrumb (its first category) in one call and one statement. */
export const getNodeTrail = createRoute({
  method: 'get',
  path: '/aspos/webnodes/trail/{id}',
  tags: ['Web nodes'],
  summary: 'A live web node with its ancestors, root first, ending with the node itself (404 when unknown or not live)',
  request: { params: IdParam },
  responses: { 200: jsonContent(dataEnvelope(z.array(NodeLinkSchema)), 'Kruimelpad van de categorie'), ...errorResponses },
});

export const getNodeProducts = createRoute({
  method: 'get',
  path: '/aspos/webnodes/{id}/products',
  tags: ['Web nodes'],
  summary: 'Visible products of a web node, in node order',
  request: { params: IdParam, query: PagingQuery },
  responses: {
    200: jsonContent(dataEnvelope(z.object({ Products: z.array(ProductSummarySchema), Total: z.number() })), 'Producten van de categorie'),
    ...errorResponses,
  },
});

export const getEmptyNodes = createRoute({
  method: 'get',
  path: '/aspos/webnodes/empty',
  tags: ['Web nodes'],
  summary: 'Urls of the web nodes whose lister shows this viewer no product (menus leave them out)',
  responses: { 200: jsonContent(dataEnvelope(z.array(z.string())), 'Urls van lege categorieën voor deze bezoeker') },
});
