import type { RouteHandler } from '@hono/zod-openapi';
import { contentLanguage, isWithinPublicationWindow, localizeFields, type ContentLanguage } from '@toonbank/domain';
import {
  findWebNode,
  listWebNodeDescendants,
  listWebNodeLiveness,
  listWebNodeProducts,
  listWebNodes,
  type WebNodeRow,
} from '@toonbank/db/repositories/catalogue';
import { countWebNodeProducts, findEmptyWebNodeUrls, findWebNodeTrail } from '@toonbank/db/repositories/search';
import { catalogueDb, type AppDeps, type AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { cachedByCatalogueRevision, cachedByRevision } from '../../lib/revision-cache.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { deliveryMoment, stockFactsOf, toProductSummaries, withLiveStock } from '../shared/product.mappers.ts';
import { pricingMoment } from '../../lib/pricing-moment.ts';
import type { getEmptyNodes, getMainNode, getMainRoot, getNode, getNodeProducts, getNodeTrail, WebNodeTree } from './webnodes.routes.ts';

/** Rows ordered parents first; a row whose parent is not among them is a root only when `isRoot` says so. */
export function buildTree(
  rows: readonly WebNodeRow[],
  isRoot: (row: WebNodeRow) => boolean = (row) => row.level === 1,
  language: ContentLanguage = 'nl',
): WebNodeTree[] {
  const byId = new Map<number, WebNodeTree>();
  const roots: WebNodeTree[] = [];
  for (const row of rows) {
    const text = localizeFields(row, row.translations, language, ['name', 'description']);
    const node: WebNodeTree = {
      Id: row.id,
      Name: text.name,
      Code: row.code,
      Url: row.url,
      Description: text.description,
      Level: row.level,
      Language: text.language,
      Children: [],
    };
    byId.set(row.id, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.Children.push(node);
    else if (isRoot(row)) roots.push(node);
  }
  return roots;
}

async function liveNode(deps: AppDeps, id: number): Promise<WebNodeRow> {
  const node = await findWebNode(catalogueDb(deps), id, { liveOnly: true });
  if (!node) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return node;
}

/**
 * Whether a web node is live now (`webNodeIsLive`'s rule: active, and now within its start and end date), answered from
 * every node's liveness facts kept per content revision (each write to `web_nodes` bumps it, migration `content`), so a
 * page asks no statement of its own for it (the home page's product rows, issue 19). The moment is applied per call:
 * a node whose start date passes goes live without a write. Read from the primary, where the content revision is read.
 */
async function isLiveNode(deps: AppDeps, id: number): Promise<boolean> {
  const liveness = await cachedByRevision(deps, 'web-nodes:liveness', async () => {
    const rows = await listWebNodeLiveness(deps.database.db);
    return new Map(rows.map((row) => [row.id, row]));
  });
  const node = liveness.get(id);
  return (
    node !== undefined &&
    node.isActive &&
    isWithinPublicationWindow({ publicationDate: node.startDate, removalDate: node.endDate }, deps.now())
  );
}

export const getMainRootHandler: RouteHandler<typeof getMainRoot, AppEnv> = async (c) => {
  const { descendantLevel } = c.req.valid('query');
  // Level 1 nodes are the root's children; descendantLevel counts levels below them.
  const rows = await listWebNodes(catalogueDb(c.var.deps), descendantLevel + 1);
  return c.json({ Success: true as const, Data: buildTree(rows, undefined, contentLanguage(c.var.language)) }, 200);
};

export const getNodeProductsHandler: RouteHandler<typeof getNodeProducts, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { offset, limit } = c.req.valid('query');
  const { deps } = c.var;
  if (!(await isLiveNode(deps, id))) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const viewer = await resolveViewer(deps, c.var.session);
  const language = contentLanguage(c.var.language);
  // A page of a node's products (the home page's rows) per catalogue revision, keyed like a search answer; the stock
  // of its products is read live (decision 0017).
  const [pricing, delivery] = await Promise.all([pricingMoment(deps), deliveryMoment(deps)]);
  const key = JSON.stringify([
    'node-products',
    [...viewer.publicationCodes].sort(),
    viewer.priceListId,
    id,
    offset,
    limit,
    language,
    pricing,
    delivery,
  ]);
  const page = await cachedByCatalogueRevision(deps, key, async () => {
    const [rows, total] = await Promise.all([
      listWebNodeProducts(catalogueDb(deps), viewer, id, { offset, limit }),
      countWebNodeProducts(catalogueDb(deps), viewer, id),
    ]);
    const products = await toProductSummaries(deps, viewer, rows, language);
    return { products, total, stock: rows.map((row) => [row.id, stockFactsOf(row)] as const) };
  });
  const products = await withLiveStock(deps, page.products, new Map(page.stock));
  return c.json({ Success: true as const, Data: { Products: products, Total: page.total } }, 200);
};

export const getMainNodeHandler: RouteHandler<typeof getMainNode, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const node = await liveNode(c.var.deps, id);
  const descendants = await listWebNodeDescendants(catalogueDb(c.var.deps), id, c.req.valid('query').descendantLevel);
  const [tree] = buildTree([node, ...descendants], (row) => row.id === node.id, contentLanguage(c.var.language));
  return c.json({ Success: true as const, Data: tree! }, 200);
};

export const getNodeHandler: RouteHandler<typeof getNode, AppEnv> = async (c) => {
  const [tree] = buildTree([await liveNode(c.var.deps, c.req.valid('param').id)], () => true, contentLanguage(c.var.language));
  return c.json({ Success: true as const, Data: tree! }, 200);
};

/** The product page's breadcrumb: the node's ancestors and the node, names in the request's language (as the lister's). */
export const getNodeTrailHandler: RouteHandler<typeof getNodeTrail, AppEnv> = async (c) => {
  const node = await findWebNodeTrail(catalogueDb(c.var.deps), c.req.valid('param').id);
  if (!node) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const language = contentLanguage(c.var.language);
  const Data = [...node.ancestors, node].map((n) => {
    const text = localizeFields(n, n.translations, language, ['name']);
    return { Id: n.id, Name: text.name, Url: n.url, Language: text.language };
  });
  return c.json({ Success: true as const, Data }, 200);
};

/** Asked on every page (the menus): cached per set of publication codes until the catalogue changes. */
export const getEmptyNodesHandler: RouteHandler<typeof getEmptyNodes, AppEnv> = async (c) => {
  const { deps } = c.var;
  const viewer = await resolveViewer(deps, c.var.session);
  const key = JSON.stringify(['empty-nodes', [...viewer.publicationCodes].sort()]);
  const urls = await cachedByCatalogueRevision(deps, key, () => findEmptyWebNodeUrls(catalogueDb(deps), viewer));
  return c.json({ Success: true as const, Data: urls }, 200);
};
