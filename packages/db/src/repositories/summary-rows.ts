/**
 * The summary rows of listed products with their pricing facts, in one named prepared statement (issue 19, the list of
 * 48 with the cache off, decision 0020): what `findProductSummaryRowsWithCodes` and `findPricingFacts` read in two
 * statements, the second planned on every call. The text is built once from the schema; each call only sends the ids,
 * the price list and the moment. The rows come back as one JSON value and are turned into the rows the API maps here;
 * their `translations` hold the names only (what a summary shows).
 */
import { CONTENT_LANGUAGES, type FieldTranslations, type PricingFacts } from '@toonbank/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { intArrayLiteral, namedStatement } from '../prepared.ts';
import { brands, products } from '../schema/catalogue.ts';
import { discountProducts, discounts, priceListPriceLevels, priceListPrices, productPriceLevels } from '../schema/pricing.ts';
import { addPriceHistory } from './pricing.ts';
import type { ProductSummaryRowWithCodes } from './products.ts';

/** The languages other than Dutch whose product names a summary may show (`localizeFields` of the name). */
const OTHER_LANGUAGES = CONTENT_LANGUAGES.filter((language) => language !== 'nl');

/**
 * A summary row as the statement sends it: the values of `productSummaryColumns` but `translations`, the publication
 * codes, and the product's names in `OTHER_LANGUAGES`' order (null: none).
 */
type SummaryTuple = [
  id: number,
  number: string,
  type: string,
  name: string,
  url: string,
  brandId: number | null,
  brandName: string | null,
  brandUrl: string | null,
  image: string | null,
  listPriceInclCents: number,
  netPriceExclCents: number | null,
  taxRate: number,
  stockQuantity: number,
  maxInCart: number | null,
  purchaseUnitFactor: number,
  supplierState: string,
  isActive: boolean,
  isViewable: boolean,
  isOrderable: boolean,
  isVirtual: boolean,
  webshopBanner: string | null,
  ratings: number[],
  publicationCodes: string[],
  names: unknown[],
];

/** The one row of the statement: the summary rows and the pricing facts of all the ids, as JSON (null: none). */
interface Row {
  rows: SummaryTuple[] | null;
  listTiers: [number, number, number][] | null;
  netTiers: [number, number, number][] | null;
  running: [number, number, string, number, number | null, string, string][] | null;
}

/**
 * One row: the summary rows of the ids as one JSON array of arrays (the columns of `productSummaryColumns` and
 * `publicationCodes`; of `translations` only the names, the one field a summary shows), and the tiers and the discounts
 * not ended at the moment of all the ids, exactly as `findPricingFacts` reads them (three aggregates over the ids, each
 * evaluated once: per-row subqueries cost the database a third more CPU than two statements did, measured at 100k).
 * Issue 19, branch list24 (decision 0020, 2026-11-28): the rows as one JSON value, which pg hands to V8's JSON.parse,
 * instead of 24 fields a row each decoded and parsed by pg; the names instead of the whole translations (a translated
 * product's descriptions, usage and USPs in two languages, about 1.1 KB a row that was read, decoded and dropped); the
 * front images and ratings of all the ids in one pass each instead of a subquery per row. Branch cols27b (2026-11-29): the
 * front image and the visible ratings are columns of the product kept by triggers (migration 0029), read with the row.
 */
const statement = sql`select
    (select json_agg(json_build_array(
        ${products.id}, ${products.number}, ${products.type}, ${products.name}, ${products.url}, ${products.brandId},
        ${brands.name}, ${brands.url}, ${products.frontImageUrl},
        ${products.listPriceInclCents}, ${priceListPrices.netPriceExclCents}, ${products.taxRate},
        ${products.stockQuantity}, ${products.maxInCart}, ${products.purchaseUnitFactor}, ${products.supplierState},
        ${products.isActive}, ${products.isViewable}, ${products.isOrderable}, ${products.isVirtual}, ${products.webshopBanner},
        ${products.visibleRatings}, ${products.publicationCodes},
        json_build_array(${sql.join(
          OTHER_LANGUAGES.map((language) => sql`${products.translations} -> ${sql.raw(`'${language}'`)} -> 'name'`),
          sql`, `,
        )})))
      from ${products}
      left join ${brands} on ${brands.id} = ${products.brandId}
      left join ${priceListPrices} on ${priceListPrices.productId} = ${products.id}
            and ${priceListPrices.priceListId} = ${sql.placeholder('priceListId')}::int
     where ${products.id} = any(${sql.placeholder('ids')}::int[])) as "rows",
    (select json_agg(json_build_array(${productPriceLevels.productId}, ${productPriceLevels.quantity}, ${productPriceLevels.priceInclCents})
                     order by ${productPriceLevels.productId}, ${productPriceLevels.quantity})
       from ${productPriceLevels} where ${productPriceLevels.productId} = any(${sql.placeholder('ids')}::int[])) as "listTiers",
    (select json_agg(json_build_array(${priceListPriceLevels.productId}, ${priceListPriceLevels.quantity}, ${priceListPriceLevels.netPriceExclCents})
                     order by ${priceListPriceLevels.productId}, ${priceListPriceLevels.quantity})
       from ${priceListPriceLevels}
      where ${priceListPriceLevels.priceListId} = ${sql.placeholder('priceListId')}::int
        and ${priceListPriceLevels.productId} = any(${sql.placeholder('ids')}::int[])) as "netTiers",
    (select json_agg(json_build_array(${discountProducts.productId}, ${discounts.id}, ${discounts.name}, ${discounts.percentage},
                                      ${discounts.priceListId}, ${discounts.startDate}, ${discounts.endDate}) order by ${discounts.id})
       from ${discountProducts} join ${discounts} on ${discounts.id} = ${discountProducts.discountId}
      where ${discountProducts.productId} = any(${sql.placeholder('ids')}::int[])
        and ${discounts.endDate} >= ${sql.placeholder('now')}::timestamptz) as "running"`;

/** The summary row of a tuple; of its translations only the names (null and missing names left out). */
function toRow(tuple: SummaryTuple): ProductSummaryRowWithCodes {
  const [
    id,
    number,
    type,
    name,
    url,
    brandId,
    brandName,
    brandUrl,
    image,
    listPriceInclCents,
    netPriceExclCents,
    taxRate,
    stockQuantity,
    maxInCart,
    purchaseUnitFactor,
    supplierState,
    isActive,
    isViewable,
    isOrderable,
    isVirtual,
    webshopBanner,
    ratings,
    publicationCodes,
    names,
  ] = tuple;
  const translations: FieldTranslations = {};
  OTHER_LANGUAGES.forEach((language, i) => {
    if (names[i] !== null && names[i] !== undefined) translations[language] = { name: names[i] as string };
  });
  return {
    id,
    number,
    type,
    name,
    url,
    brandId,
    brandName,
    brandUrl,
    image,
    translations,
    listPriceInclCents,
    netPriceExclCents,
    taxRate,
    stockQuantity,
    maxInCart,
    purchaseUnitFactor,
    supplierState,
    isActive,
    isViewable,
    isOrderable,
    isVirtual,
    webshopBanner,
    ratings,
    publicationCodes,
  };
}

const summaryRowsWithPricing = namedStatement<Row, { ids: string; priceListId: number; now: string }>(
  'toonbank_summary_rows',
  () => statement,
);

/**
 * Summary rows by id with the net prices of price list `priceListId` (none for null) and every product's publication
 * codes, visible or not, in no particular order (as `findProductSummaryRowsWithCodes`; their `translations` hold the
 * names only, their ratings oldest first), and the pricing facts of each row at
 * `now` (as `findPricingFacts` gives them; the price history in a second statement where a discount has begun).
 */
export async function findSummaryRowsWithPricing(
  db: Db,
  priceListId: number | null,
  ids: readonly number[],
  now: Date,
): Promise<{ rows: ProductSummaryRowWithCodes[]; facts: Map<number, PricingFacts> }> {
  const facts = new Map<number, PricingFacts>();
  if (ids.length === 0) return { rows: [], facts };
  const [read] = await summaryRowsWithPricing(db, {
    ids: intArrayLiteral([...new Set(ids)]),
    priceListId: priceListId ?? -1,
    now: now.toISOString(),
  });
  const { rows: tuples, listTiers, netTiers, running } = read!;
  const rows = (tuples ?? []).map(toRow);
  for (const row of rows) facts.set(row.id, { listTiers: [], netTiers: [], discounts: [], history: [] });
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
