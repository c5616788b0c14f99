/**
 * The summary rows of listed products with their pricing facts, in one named prepared statement (issue 19, the list of
 * 48 with the cache off, decision 0020): what `findProductSummaryRowsWithCodes` and `findPricingFacts` read in two
 * statements, the second planned on every call. The text is built once from the schema; each call only sends the ids,
 * the price list and the moment, and the rows come back in the shape the API maps (no row mapping per call).
 */
import type { PricingFacts } from '@toonbank/domain';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { Db } from '../client.ts';
import { brands, productImages, products } from '../schema/catalogue.ts';
import { discountProducts, discounts, priceListPriceLevels, priceListPrices, productPriceLevels } from '../schema/pricing.ts';
import { productReviews } from '../schema/reviews.ts';
import { addPriceHistory } from './pricing.ts';
import type { ProductSummaryRowWithCodes } from './products.ts';

/** The row of the statement: a summary row with its codes, and its pricing facts as JSON arrays (null: none). */
interface Row extends ProductSummaryRowWithCodes {
  /** On one row only (null on the others): the list tiers, the price list's tiers and the discounts not ended. */
  pricing:
    | [
        [number, number, number][] | null,
        [number, number, number][] | null,
        [number, number, string, number, number | null, string, string][] | null,
      ]
    | null;
}

/**
 * The same columns as `productSummaryColumns` (catalogue.ts) and `publicationCodes`, named as the row's fields; on one
 * row the tiers and the discounts not ended at the moment of all the ids, exactly as `findPricingFacts` reads them
 * (three aggregates over the ids, each evaluated once: per-row subqueries cost the database a third more CPU than the
 * two statements did, measured at 100k).
 */
const statement = sql`select
    ${products.id} as "id", ${products.number} as "number", ${products.type} as "type", ${products.name} as "name",
    ${products.url} as "url", ${products.brandId} as "brandId", ${brands.name} as "brandName", ${brands.url} as "brandUrl",
    (select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id}
      order by case when ${productImages.type} = 'Front' then 0 else 1 end, ${productImages.id} limit 1) as "image",
    ${products.translations} as "translations", ${products.listPriceInclCents} as "listPriceInclCents",
    ${priceListPrices.netPriceExclCents} as "netPriceExclCents", ${products.taxRate} as "taxRate",
    ${products.stockQuantity} as "stockQuantity", ${products.maxInCart} as "maxInCart",
    ${products.purchaseUnitFactor} as "purchaseUnitFactor", ${products.supplierState} as "supplierState",
    ${products.isActive} as "isActive", ${products.isViewable} as "isViewable", ${products.isOrderable} as "isOrderable",
    ${products.isVirtual} as "isVirtual", ${products.webshopBanner} as "webshopBanner",
    (select coalesce(array_agg(${productReviews.rating}), '{}') from ${productReviews}
      where ${productReviews.productId} = ${products.id} and ${productReviews.isVisible}) as "ratings",
    ${products.publicationCodes} as "publicationCodes",
    case when row_number() over () = 1 then json_build_array(
      (select json_agg(json_build_array(${productPriceLevels.productId}, ${productPriceLevels.quantity}, ${productPriceLevels.priceInclCents})
                       order by ${productPriceLevels.productId}, ${productPriceLevels.quantity})
         from ${productPriceLevels} where ${productPriceLevels.productId} = any(${sql.placeholder('ids')}::int[])),
      (select json_agg(json_build_array(${priceListPriceLevels.productId}, ${priceListPriceLevels.quantity}, ${priceListPriceLevels.netPriceExclCents})
                       order by ${priceListPriceLevels.productId}, ${priceListPriceLevels.quantity})
         from ${priceListPriceLevels}
        where ${priceListPriceLevels.priceListId} = ${sql.placeholder('priceListId')}::int
          and ${priceListPriceLevels.productId} = any(${sql.placeholder('ids')}::int[])),
      (select json_agg(json_build_array(${discountProducts.productId}, ${discounts.id}, ${discounts.name}, ${discounts.percentage},
                                        ${discounts.priceListId}, ${discounts.startDate}, ${discounts.endDate}) order by ${discounts.id})
         from ${discountProducts} join ${discounts} on ${discounts.id} = ${discountProducts.discountId}
        where ${discountProducts.productId} = any(${sql.placeholder('ids')}::int[])
          and ${discounts.endDate} >= ${sql.placeholder('now')}::timestamptz)) end as "pricing"
  from ${products}
  left join ${brands} on ${brands.id} = ${products.brandId}
  left join ${priceListPrices} on ${priceListPrices.productId} = ${products.id}
        and ${priceListPrices.priceListId} = ${sql.placeholder('priceListId')}::int
  where ${products.id} = any(${sql.placeholder('ids')}::int[])`;

/** The statement's text and its parameters in order (placeholders), built once. */
const query = new PgDialect().sqlToQuery(statement);
const STATEMENT_NAME = 'toonbank_summary_rows_with_pricing';

/**
 * Summary rows by id with the net prices of price list `priceListId` (none for null) and every product's publication
 * codes, visible or not, in no particular order (as `findProductSummaryRowsWithCodes`), and the pricing facts of each
 * row at `now` (as `findPricingFacts` gives them; the price history in a second statement where a discount has begun).
 */
export async function findSummaryRowsWithPricing(
  db: Db,
  priceListId: number | null,
  ids: readonly number[],
  now: Date,
): Promise<{ rows: ProductSummaryRowWithCodes[]; facts: Map<number, PricingFacts> }> {
  const facts = new Map<number, PricingFacts>();
  if (ids.length === 0) return { rows: [], facts };
  const values = fillPlaceholders(query.params, { ids: [...new Set(ids)], priceListId: priceListId ?? -1, now: now.toISOString() });
  // Through the pool, as `namedStatementRows` (prepared.ts) sends its statements.
  const pool = (db as Db & { $client: Pool }).$client;
  const { rows: read } = await pool.query<Row & QueryResultRow>({ name: STATEMENT_NAME, text: query.sql, values });
  const rows: ProductSummaryRowWithCodes[] = [];
  let pricing: Row['pricing'] = null;
  for (const { pricing: onRow, ...row } of read) {
    rows.push(row);
    pricing ??= onRow;
  }
  for (const row of rows) facts.set(row.id, { listTiers: [], netTiers: [], discounts: [], history: [] });
  const [listTiers, netTiers, running] = pricing ?? [null, null, null];
  for (const [productId, quantity, priceInclCents] of listTiers ?? []) facts.get(productId)?.listTiers.push({ quantity, priceInclCents });
  for (const [productId, quantity, priceExclCents] of netTiers ?? []) facts.get(productId)?.netTiers.push({ quantity, priceExclCents });
  for (const [productId, id, name, percentage, list, startDate, endDate] of running ?? []) {
    facts
      .get(productId)
      ?.discounts.push({ id, name, percentage, priceListId: list, startDate: new Date(startDate), endDate: new Date(endDate) });
  }
  await addPriceHistory(db, facts, now);
  return { rows, facts };
}
