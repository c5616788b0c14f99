/** Product pages, connections, lookups, reviews and recently viewed products (issue #3). */
import type { FieldTranslations } from '@toonbank/domain/content-culture';
import type { ReviewSort } from '@toonbank/domain/reviews';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { namedStatement, preparedQuery } from '../prepared.ts';
import { brands, productConnections, productImages, products, productWebNodes } from '../schema/catalogue.ts';
import { discounts, priceListPrices } from '../schema/pricing.ts';
import { productReviews, viewedProducts } from '../schema/reviews.ts';
import { productSummaryColumns, viewerPriceOf, type CatalogueViewer, type ProductSummaryRow } from './catalogue.ts';
import { PREPARED_VIEWER, productVisibleTo, viewerValues } from './product-visibility.ts';

function summaryQuery(db: Db, viewer: CatalogueViewer) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(priceListPrices, viewerPriceOf(viewer));
}

/** Visible products by id, in the order of `ids` (unknown and hidden ids are left out). */
export async function findProductSummaries(db: Db, viewer: CatalogueViewer, ids: readonly number[]): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db, viewer).where(and(inArray(products.id, [...ids]), productVisibleTo(viewer)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductSummaryRow => row !== undefined);
}

/** A product's summary row with its publication codes: who may see it is decided by the caller (`isProductVisibleTo`). */
export type ProductSummaryRowWithCodes = ProductSummaryRow & { publicationCodes: string[] };

/**
 * The stock of now of the given products, by id (decision 0017: stock is not part of the catalogue revision, so a
 * cached answer reads it live). Products that are gone are missing.
 */
export async function findStockQuantities(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await stockByIds(db).execute({ ids: [...ids] });
  return new Map(rows.map((row) => [row.id, row.stockQuantity]));
}

/** A prepared statement: every cached search, product and node answer reads its products' stock (decision 0017). */
const stockByIds = preparedQuery((db) =>
  db
    .select({ id: products.id, stockQuantity: products.stockQuantity })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('toonbank_stock_by_ids'),
);

/** Visible product ids among the given product numbers or scan codes. */
export async function findProductIdsBy(
  db: Db,
  viewer: CatalogueViewer,
  field: 'number' | 'scanCode',
  values: readonly string[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const column = field === 'number' ? products.number : products.scanCode;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(column, [...values]), productVisibleTo(viewer)))
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

export interface ProductDetailRow extends ProductSummaryRow {
  description: string;
  ingredients: string;
  usage: string;
  usps: string[];
  scanCode: string | null;
  supplierProductCode: string | null;
  size: string | null;
  colorHex: string | null;
  colorName: string | null;
  unit: string | null;
  unitContent: number | null;
  retailPriceInclCents: number | null;
  deliverableFromDate: string | null;
  publicationCodes: string[];
  tags: Record<string, string[]>;
  createdAt: Date;
  brandImg: string | null;
  brandDescription: string | null;
  images: { url: string; type: string }[];
  variants: (ProductSummaryRow & { connectionType: string; size: string | null; colorHex: string | null; colorName: string | null })[];
  webNodeIds: number[];
}

/** A prepared statement: a product page that the product cache has not seen reads it (the long tail, issue 19). */
const productDetail = preparedQuery((db) =>
  db
    .select({
      ...productSummaryColumns,
      description: products.description,
      ingredients: products.ingredients,
      usage: products.usage,
      usps: products.usps,
      scanCode: products.scanCode,
      supplierProductCode: products.supplierProductCode,
      size: products.size,
      colorHex: products.colorHex,
      colorName: products.colorName,
      unit: products.unit,
      unitContent: products.unitContent,
      retailPriceInclCents: products.retailPriceInclCents,
      deliverableFromDate: products.deliverableFromDate,
      publicationCodes: products.publicationCodes,
      tags: products.tags,
      createdAt: products.createdAt,
      brandImg: brands.img,
      brandDescription: brands.description,
      images: sql<
        { url: string; type: string }[]
      >`coalesce((select json_agg(json_build_object('url', ${productImages.url}, 'type', ${productImages.type}) order by ${productImages.id})
          from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`,
      variantLinks: sql<
        { productId: number; type: string }[]
      >`coalesce((select json_agg(json_build_object('productId', ${productConnections.connectedProductId}, 'type', ${productConnections.type}) order by ${productConnections.sortOrder})
          from ${productConnections} where ${productConnections.productId} = ${products.id} and ${productConnections.type} in ('Size', 'Color', 'Variant')), '[]'::json)`,
      webNodeIds: sql<
        number[]
      >`coalesce((select array_agg(${productWebNodes.webNodeId}) from ${productWebNodes} where ${productWebNodes.productId} = ${products.id}), '{}'::int[])`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(priceListPrices, viewerPriceOf(PREPARED_VIEWER))
    .where(and(eq(products.url, sql.placeholder('url')), productVisibleTo(PREPARED_VIEWER)))
    .prepare('toonbank_product_detail'),
);

/**
 * A visible product with everything its page shows, by url; undefined when unknown or hidden for the viewer. The
 * product, its images, its variant links and its categories come in one statement (a product page that the product
 * cache has not seen is the long tail of logged-in pages, decision 0026); its variants' summaries in one more when it has
 * variants.
 */
export async function findProductDetail(db: Db, viewer: CatalogueViewer, url: string): Promise<ProductDetailRow | undefined> {
  const [found] = await productDetail(db).execute({ url, ...viewerValues(viewer) });
  if (!found) return undefined;
  const { variantLinks, webNodeIds, ...row } = found;
  // The variants' summaries with what their links show (size, colour): one statement, in the links' order.
  const variantIds = variantLinks.map((link) => link.productId);
  const variantRows = variantIds.length
    ? await db
        .select({ ...productSummaryColumns, size: products.size, colorHex: products.colorHex, colorName: products.colorName })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(priceListPrices, viewerPriceOf(viewer))
        .where(and(inArray(products.id, variantIds), productVisibleTo(viewer)))
    : [];
  const variantsById = new Map(variantRows.map((variant) => [variant.id, variant]));
  const typeById = new Map(variantLinks.map((link) => [link.productId, link.type]));
  return {
    ...row,
    variants: variantIds
      .map((id) => variantsById.get(id))
      .filter((variant) => variant !== undefined)
      .map((variant) => ({ ...variant, connectionType: typeById.get(variant.id) ?? 'Variant' })),
    webNodeIds,
  };
}

/** True when the product exists and is visible for the viewer. */
export async function isProductVisible(db: Db, viewer: CatalogueViewer, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), productVisibleTo(viewer)));
  return rows.length > 0;
}

/** Visible connected products of one type (§9: 'Interesting', limit 50). */
export async function listConnections(
  db: Db,
  viewer: CatalogueViewer,
  productId: number,
  type: string,
  limit: number,
): Promise<ProductSummaryRow[]> {
  const links = await db
    .select({ id: productConnections.connectedProductId })
    .from(productConnections)
    .where(and(eq(productConnections.productId, productId), eq(productConnections.type, type)))
    .orderBy(asc(productConnections.sortOrder), asc(productConnections.connectedProductId))
    .limit(1000);
  return (
    await findProductSummaries(
      db,
      viewer,
      links.map((l) => l.id),
    )
  ).slice(0, limit);
}

// ------------------------------------------------------------------ reviews

export interface ReviewRow {
  id: number;
  rating: number;
  content: string;
  firstName: string;
  createdAt: Date;
}

/** The order of each review sort (§9) over `product_reviews r`, newest first among equals. */
const REVIEW_ORDER_SQL: Record<ReviewSort, SQL> = {
  newestFirst: sql`r.created_at desc, r.id desc`,
  oldestFirst: sql`r.created_at asc, r.id asc`,
  mostStars: sql`r.rating desc, r.created_at desc, r.id desc`,
  fewestStars: sql`r.rating asc, r.created_at desc, r.id desc`,
};

/** The reviews' statement of each sort, prepared: every product page asks for its first page of reviews (issue 19). */
const reviewsBySort = Object.fromEntries(
  (Object.keys(REVIEW_ORDER_SQL) as ReviewSort[]).map((sort) => [sort, preparedQuery((db) => reviewsStatement(db, sort))]),
) as Record<ReviewSort, (db: Db) => ReturnType<typeof reviewsStatement>>;

function reviewsStatement(db: Db, sort: ReviewSort) {
  // Qualified by hand: drizzle writes a one-table select's columns without their table.
  const visible = sql`r.product_id = "products"."id" and r.is_visible`;
  return db
    .select({
      total: sql<number>`(select count(*) from product_reviews r where ${visible})`.mapWith(Number),
      average: sql<number | null>`(select avg(r.rating) from product_reviews r where ${visible})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      rows: sql<
        { id: number; rating: number; content: string; firstName: string; createdAtMs: number }[]
      >`coalesce((select json_agg(page) from (
          select r.id as "id", r.rating as "rating", r.content as "content", r.first_name as "firstName",
                 extract(epoch from r.created_at) * 1000 as "createdAtMs"
            from product_reviews r where ${visible}
           order by ${REVIEW_ORDER_SQL[sort]} offset ${sql.placeholder('offset')} limit ${sql.placeholder('limit')}) page), '[]'::json)`,
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('productId')), productVisibleTo(PREPARED_VIEWER)))
    .prepare(`toonbank_reviews_${sort}`);
}

/** An average rating to one decimal, as the shop shows it; null without ratings. */
function roundedAverage(average: number | null | undefined): number | null {
  return average === null || average === undefined ? null : Math.round(average * 10) / 10;
}

/**
 * Visible reviews of a product the viewer may see, sorted, paged, with the average and count of all visible ones; in
 * one statement with the product's visibility check (every product page asks for its reviews, decision 0026).
 * Undefined when the product is unknown or hidden for the viewer.
 */
export async function listReviews(
  db: Db,
  viewer: CatalogueViewer,
  productId: number,
  sort: ReviewSort,
  page: { offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number; average: number | null } | undefined> {
  const [found] = await reviewsBySort[sort](db).execute({ productId, offset: page.offset, limit: page.limit, ...viewerValues(viewer) });
  if (!found) return undefined;
  return {
    rows: found.rows.map(({ createdAtMs, ...row }) => ({ ...row, createdAt: new Date(Math.trunc(createdAtMs)) })),
    total: found.total,
    average: roundedAverage(found.average),
  };
}

/** Stores a review; it stays invisible until approved. */
export async function addReview(
  db: Db,
  review: { productId: number; customerId: number; firstName: string; rating: number; content: string },
): Promise<number> {
  const [row] = await db
    .insert(productReviews)
    .values({ ...review, isVisible: false })
    .returning({ id: productReviews.id });
  return row!.id;
}

// ---------------------------------------------------------- recently viewed

/** How many recently viewed products a customer keeps. */
export const VIEWED_PRODUCTS_KEPT = 50;

/**
 * Remembers that a customer viewed a product (the latest view wins) when `viewer` may see it; keeps the last
 * `VIEWED_PRODUCTS_KEPT`. False, with nothing written, when the viewer may not see the product. One statement (every
 * product page of a logged-in customer sends it; the visibility check was a statement of its own): the delete runs on
 * the snapshot before the insert, so it keeps the newest of the *other* products, one fewer than the bound, beside the
 * one just viewed.
 */
export async function recordViewedProduct(
  db: Db,
  viewer: CatalogueViewer,
  customerId: number,
  productId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await viewedStatement(db, { productId, customerId, now: now.toISOString(), ...viewerValues(viewer) });
  return row?.visible === true;
}

/** `recordViewedProduct`'s statement, named: every logged-in product page sends it (issue 19). */
const viewedStatement = namedStatement<
  { visible: boolean },
  { productId: number; customerId: number; now: string; codes: string[]; priceListId: number }
>('toonbank_viewed_product', () => {
  const productId = sql.placeholder('productId');
  const customerId = sql.placeholder('customerId');
  return sql`
    with visible as (select ${products.id} from ${products} where ${products.id} = ${productId}::int and ${productVisibleTo(PREPARED_VIEWER)}),
    viewed as (
      insert into ${viewedProducts} (customer_id, product_id, viewed_at) select ${customerId}::int, id, ${sql.placeholder('now')}::timestamptz from visible
      on conflict (customer_id, product_id) do update set viewed_at = excluded.viewed_at
    ),
    trimmed as (
      delete from ${viewedProducts} where exists (select 1 from visible)
        and ${viewedProducts.customerId} = ${customerId}::int and ${viewedProducts.productId} <> ${productId}::int
        and ${viewedProducts.productId} not in (
          select ${viewedProducts.productId} from ${viewedProducts}
          where ${viewedProducts.customerId} = ${customerId}::int and ${viewedProducts.productId} <> ${productId}::int
          order by ${viewedProducts.viewedAt} desc limit ${VIEWED_PRODUCTS_KEPT - 1})
    )
    select exists (select 1 from visible) as visible`;
});

/** The customer's recently viewed products that are still visible, newest first. */
export async function listViewedProducts(db: Db, viewer: CatalogueViewer, customerId: number, limit: number): Promise<ProductSummaryRow[]> {
  const rows = await db
    .select({ id: viewedProducts.productId })
    .from(viewedProducts)
    .where(eq(viewedProducts.customerId, customerId))
    .orderBy(desc(viewedProducts.viewedAt))
    .limit(50);
  return (
    await findProductSummaries(
      db,
      viewer,
      rows.map((r) => r.id),
    )
  ).slice(0, limit);
}

// ---------------------------------------------------------------- discounts

export interface DiscountRow {
  id: number;
  name: string;
  category: string;
  flyerCode: string;
  priceListId: number | null;
  startDate: Date;
  endDate: Date;
  image: string | null;
  percentage: number;
}

/** Discounts of the given flyer codes that have not ended before `from` and started by `until`, newest start first. */
export async function listDiscountsByFlyerCodes(db: Db, flyerCodes: readonly string[], from: Date, until: Date): Promise<DiscountRow[]> {
  if (flyerCodes.length === 0) return [];
  return db
    .select({
      id: discounts.id,
      name: discounts.name,
      category: discounts.category,
      flyerCode: discounts.flyerCode,
      priceListId: discounts.priceListId,
      startDate: discounts.startDate,
      endDate: discounts.endDate,
      image: discounts.image,
      percentage: discounts.percentage,
    })
    .from(discounts)
    .where(
      and(
        inArray(
          sql`upper(${discounts.flyerCode})`,
          flyerCodes.map((c) => c.toUpperCase()),
        ),
        sql`${discounts.endDate} >= ${from.toISOString()}`,
        sql`${discounts.startDate} <= ${until.toISOString()}`,
      ),
    )
    .orderBy(desc(discounts.startDate), asc(discounts.id));
}

/** The French and English texts of products by id (issue 12), for answers built without them (the cart's lines). */
export async function findProductTranslations(db: Db, ids: readonly number[]): Promise<Map<number, FieldTranslations>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, translations: products.translations })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.translations]));
}

/**
 * Replaces the pictures of the product numbered `productNumber` with `urls` (imported photos, issue 12), in one
 * transaction: the first becomes the front picture, the others follow in order. The catalogue revision goes up, so
 * cached pages show the new pictures. False when no product has that number.
 */
export async function replaceProductPictures(db: Db, productNumber: string, urls: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.number, productNumber));
    if (!product) return false;
    await tx.delete(productImages).where(eq(productImages.productId, product.id));
    if (urls.length > 0) {
      await tx.insert(productImages).values(
        urls.map((url, index) => ({
          productId: product.id,
          url,
          type: index === 0 ? 'Front' : index === 1 ? 'Standard' : `Standard${index}`,
        })),
      );
    }
    await tx.execute(
      sql`insert into catalogue_revision (id, revision) values (1, 1) on conflict (id) do update set revision = catalogue_revision.revision + 1`,
    );
    return true;
  });
}
