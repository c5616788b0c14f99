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
import {
  cachedByCatalogueRevision,
  cachedByRevision,
  isSearchCacheOn,
  revisionsOfRequest,
  searchRevisionsOfRequest,
} from '../../lib/revision-cache.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { deliveryMomentOf, loadDeliveryContext, stockFactsOf, toProductSummaries, withLiveStock } from '../shared/product.mappers.ts';
import { liveStockQuantities } from '../shared/stock-cache.ts';
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
async function isLiveNode(deps: AppDeps, id: number, contentRevision?: number): Promise<boolean> {
  const liveness = await cachedByRevision(
    deps,
    'web-nodes:liveness',
    async () => {
      const rows = await listWebNodeLiveness(deps.database.db);
      return new Map(rows.map((row) => [row.id, row]));
    },
    contentRevision,
  );
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
  // As a search does (decisions 0016, 0020): the catalogue, stock and content revisions in one statement, shared by
  // the page's rows (`sharedReads`); the node's liveness by the content revision, the page of products by the
  // catalogue revision, and their stock of now per catalogue and stock revision (`liveStockQuantities`: a row whose
  // products' stock no write changed since an earlier page read it sends no stock statement).
  const read = await revisionsOfRequest(deps);
  if (!(await isLiveNode(deps, id, read?.content ?? undefined))) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const revisions = isSearchCacheOn(deps) ? read : null;
  const viewer = await resolveViewer(deps, c.var.session);
  const language = contentLanguage(c.var.language);
  const delivery = await loadDeliveryContext(deps, read?.content ?? undefined);
  const pricing = await pricingMoment(deps, read?.catalogue);
  const key = JSON.stringify([
    'node-products',
    [...viewer.publicationCodes].sort(),
    viewer.priceListId,
    id,
    offset,
    limit,
    language,
    pricing,
    deliveryMomentOf(delivery),
  ]);
  /** The products' stock read with them when this request builds the page (live: read after the revisions). */
  let fresh: ReadonlyMap<number, number> | undefined;
  const build = async () => {
    const [rows, total] = await Promise.all([
      listWebNodeProducts(catalogueDb(deps), viewer, id, { offset, limit }),
      countWebNodeProducts(catalogueDb(deps), viewer, id),
    ]);
    fresh = new Map(rows.map((row) => [row.id, row.stockQuantity]));
    const products = await toProductSummaries(deps, viewer, rows, language, delivery);
    return { products, total, stock: rows.map((row) => [row.id, stockFactsOf(row)] as const) };
  };
  const page = await (revisions === null ? build() : cachedByCatalogueRevision(deps, key, build, revisions.catalogue));
  const quantities = await liveStockQuantities(
    deps,
    page.products.map((product) => product.Id),
    revisions,
    fresh,
  );
  const products = await withLiveStock(deps, page.products, new Map(page.stock), delivery, quantities);
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
  // The catalogue revision as a page's rows read it, with the stock and content revisions in one statement.
  const revision = (await searchRevisionsOfRequest(deps))?.catalogue;
  const urls = await cachedByCatalogueRevision(deps, key, () => findEmptyWebNodeUrls(catalogueDb(deps), viewer), revision);
  return c.json({ Success: true as const, Data: urls }, 200);
};
