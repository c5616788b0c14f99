import type { FieldTranslations } from '@toonbank/domain/content-culture';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, products, productWebNodes, webNodes } from '../schema/catalogue.ts';
import { priceListPrices } from '../schema/pricing.ts';
import { PREPARED_VIEWER, productVisibleTo } from './product-visibility.ts';

export type WebNodeRow = typeof webNodes.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

/** Active, and `at` (default: the database's now) within its start and end date when it has them. */
export function webNodeIsLive(at?: Date) {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return and(
    eq(webNodes.isActive, true),
    sql`coalesce(${webNodes.startDate} <= ${moment}, true)`,
    sql`coalesce(${webNodes.endDate} > ${moment}, true)`,
  ) as SQL;
}

/** What a web node's liveness depends on besides the moment (`webNodeIsLive`), per node. */
export interface WebNodeLiveness {
  id: number;
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
}

/** Every web node's liveness facts (the API keeps them per content revision and applies the moment itself). */
export async function listWebNodeLiveness(db: Db): Promise<WebNodeLiveness[]> {
  return db
    .select({ id: webNodes.id, isActive: webNodes.isActive, startDate: webNodes.startDate, endDate: webNodes.endDate })
    .from(webNodes);
}

/** Live web nodes down to `maxLevel`, ordered for tree building. */
export async function listWebNodes(db: Db, maxLevel: number): Promise<WebNodeRow[]> {
  return db
    .select()
    .from(webNodes)
    .where(and(webNodeIsLive(), sql`${webNodes.level} <= ${maxLevel}`))
    .orderBy(asc(webNodes.level), asc(webNodes.sortOrder), asc(webNodes.name));
}

export async function findWebNode(db: Db, id: number, options: { liveOnly?: boolean } = {}): Promise<WebNodeRow | undefined> {
  const [row] = await db
    .select()
    .from(webNodes)
    .where(options.liveOnly ? and(eq(webNodes.id, id), webNodeIsLive()) : eq(webNodes.id, id));
  return row;
}

/**
 * The live descendants of a web node down to `depth` levels below it, ordered for tree building. A node
 * whose parent is not live is left out with its subtree, as in the main tree (one query per level).
 */
export async function listWebNodeDescendants(db: Db, nodeId: number, depth: number): Promise<WebNodeRow[]> {
  const found: WebNodeRow[] = [];
  let parents = [nodeId];
  for (let level = 0; level < depth && parents.length > 0; level += 1) {
    const children = await db
      .select()
      .from(webNodes)
      .where(and(inArray(webNodes.parentId, parents), webNodeIsLive()))
      .orderBy(asc(webNodes.sortOrder), asc(webNodes.name));
    found.push(...children);
    parents = children.map((child) => child.id);
  }
  return found;
}

export async function findWebNodeByUrl(db: Db, url: string): Promise<WebNodeRow | undefined> {
  const [row] = await db.select().from(webNodes).where(eq(webNodes.url, url));
  return row;
}

/** §5: brands named 'geen merk' or without a name are hidden. */
export const brandIsVisible = sql`btrim(${brands.name}) <> '' and lower(btrim(${brands.name})) <> 'geen merk'`;

/** Visible brands, A-Z. */
export async function listVisibleBrands(db: Db): Promise<BrandRow[]> {
  return db.select().from(brands).where(brandIsVisible).orderBy(sql`lower(${brands.name})`);
}

export async function listPopularBrands(db: Db, limit: number): Promise<BrandRow[]> {
  return db
    .select()
    .from(brands)
    .where(and(isNotNull(brands.popularRank), brandIsVisible))
    .orderBy(asc(brands.popularRank))
    .limit(limit);
}

export async function findBrandByUrl(db: Db, url: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.url, url), brandIsVisible));
  return row;
}

/** What a visitor's catalogue depends on: which codes they see and which price list applies. */
export interface CatalogueViewer {
  publicationCodes: string[];
  priceListId: number | null;
}

export interface ProductSummaryRow {
  id: number;
  number: string;
  type: string;
  name: string;
  url: string;
  brandId: number | null;
  brandName: string | null;
  brandUrl: string | null;
  image: string | null;
  listPriceInclCents: number;
  netPriceExclCents: number | null;
  taxRate: number;
  stockQuantity: number;
  maxInCart: number | null;
  purchaseUnitFactor: number;
  supplierState: string;
  isActive: boolean;
  isViewable: boolean;
  isOrderable: boolean;
  isVirtual: boolean;
  webshopBanner: string | null;
  /** French and English name and texts (issue 12); empty for a product shown in Dutch everywhere. */
  translations: FieldTranslations;
  /** The ratings (1-5) of the product's visible reviews. */
  ratings: number[];
}

/**
 * One page of the visible, viewable products of a web node in node order, for the viewer's codes and prices.
 * The page is read along `product_web_nodes_node_order_idx`, so it costs offset + limit placements whatever the
 * node's size; the total comes from `countWebNodeProducts` (search.ts).
 */
export async function listWebNodeProducts(
  db: Db,
  viewer: CatalogueViewer,
  webNodeId: number,
  page: { offset: number; limit: number },
): Promise<ProductSummaryRow[]> {
  return db
    .select(productSummaryColumns)
    .from(productWebNodes)
    .innerJoin(products, eq(products.id, productWebNodes.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(priceListPrices, viewerPriceOf(viewer))
    .where(and(eq(productWebNodes.webNodeId, webNodeId), productVisibleTo(viewer)))
    .orderBy(asc(productWebNodes.sortOrder), asc(productWebNodes.productId))
    .offset(page.offset)
    .limit(page.limit);
}

/** The join condition of the viewer's own net price of a product (none for a viewer without a price list). */
export function viewerPriceOf(viewer: CatalogueViewer): SQL {
  const priceListId = viewer === PREPARED_VIEWER ? sql.placeholder('priceListId') : (viewer.priceListId ?? -1);
  return and(eq(priceListPrices.productId, products.id), eq(priceListPrices.priceListId, priceListId)) as SQL;
}

/**
 * The summary columns of a product. Its front image and the ratings of its visible reviews are columns of the product,
 * kept by the triggers of `product_images` and `product_reviews` (migration 0029, decision 0020): a 'Front' image
 * first, then the lowest id; the ratings oldest first.
 */
export const productSummaryColumns = {
  id: products.id,
  number: products.number,
  type: products.type,
  name: products.name,
  url: products.url,
  brandId: products.brandId,
  brandName: brands.name,
  brandUrl: brands.url,
  image: products.frontImageUrl,
  translations: products.translations,
  listPriceInclCents: products.listPriceInclCents,
  netPriceExclCents: priceListPrices.netPriceExclCents,
  taxRate: products.taxRate,
  stockQuantity: products.stockQuantity,
  maxInCart: products.maxInCart,
  purchaseUnitFactor: products.purchaseUnitFactor,
  supplierState: products.supplierState,
  isActive: products.isActive,
  isViewable: products.isViewable,
  isOrderable: products.isOrderable,
  isVirtual: products.isVirtual,
  webshopBanner: products.webshopBanner,
  ratings: products.visibleRatings,
};
