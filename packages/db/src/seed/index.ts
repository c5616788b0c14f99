/**
 * Deterministic demo data for an empty Toonbank database: a Dutch pet-supplies
 * wholesaler and web shop (dogs, cats, small animals, birds, fish, horses).
 *
 *   await seedDemoData(db, { products: 2000, referenceDate: new Date() });
 *   await writeDemoImages(path.join(dataDir, 'images')); // served at /images
 *
 * The same `seed`, `products` and reference day give identical rows (only the
 * password hashes differ: scrypt salts are random). Dates of banners,
 * discounts, store holidays and campaigns are relative to `referenceDate`.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { hashPassword } from '../password-hash.ts';
import { brands, productConnections, productImages, products, productWebNodes, webNodes } from '../schema/catalogue.ts';
import { articles, contentItems, faqCategories, faqQuestions, newsCategories, newsItems } from '../schema/content.ts';
import { addresses, customers, representativeCustomers, users } from '../schema/customers.ts';
import {
  discountProducts,
  discounts,
  priceListPriceLevels,
  priceListPrices,
  priceLists,
  productPriceHistory,
  productPriceLevels,
} from '../schema/pricing.ts';
import { postcodes } from '../schema/postcodes.ts';
import { coupons, vouchers } from '../schema/promotions.ts';
import { settings } from '../schema/settings.ts';
import { stores, storeStock } from '../schema/stores.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { buildDataset, type Dataset } from './dataset.ts';
import { DEFAULT_REFERENCE_DATE } from './dates.ts';
import { seedCustomerHistory } from './history.ts';
import { insertInBatches, syncIdSequences, type SeedTx } from './insert.ts';
import { insertStoresContent } from './stores-content.ts';
import { buildPostcodes } from './postcodes.ts';
import { pauseSearchRefresh, seedCatalogueExtras } from './reviews.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts.ts';
export { DEFAULT_REFERENCE_DATE } from './dates.ts';
export { writeDemoImages } from './images/index.ts';
export { truncateAllTables } from './insert.ts';
export type { ShopSetting } from './settings.ts';

interface SeedOptions {
  /** Number of products (default 2,000; 100,000 works in a couple of minutes). */
  products?: number;
  /** PRNG seed (default 2026). */
  seed?: number;
  /** Day the data is relative to (default 2026-11-01); the server passes today. */
  referenceDate?: Date;
  onProgress?: (message: string) => void;
}

interface SeedCounts {
  products: number;
  brands: number;
  stores: number;
  customers: number;
}

export const DEFAULT_SEED_PRODUCTS = 2_000;
export const DEFAULT_SEED = 2026;

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  const log = options.onProgress ?? (() => {});
  const products = Math.max(1, Math.floor(options.products ?? DEFAULT_SEED_PRODUCTS));
  const data = buildDataset({
    products,
    seed: options.seed ?? DEFAULT_SEED,
    referenceDate: options.referenceDate ?? DEFAULT_REFERENCE_DATE,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  log(`Demogegevens opgebouwd (${products} producten), nu wegschrijven...`);
  await db.transaction((tx) => insertReferenceData(tx, data, log));
  await db.transaction((tx) => insertCatalog(tx, data, log));
  await db.transaction((tx) => insertPeople(tx, data, log));
  await db.transaction((tx) => insertContent(tx, data, log));
  await db.transaction((tx) => insertStoresContent(tx, log));
  await db.transaction((tx) => tableWriter(tx, log)('postcodes', postcodes, buildPostcodes(data)));
  const reviews = await seedCatalogueExtras(db, data, options.referenceDate ?? DEFAULT_REFERENCE_DATE, options.seed ?? DEFAULT_SEED);
  log(`${reviews} beoordelingen en de zoekindex opgeslagen.`);
  await syncIdSequences(db, ID_TABLES);
  // After the id sequences: the history is written through the repositories, which take ids from them.
  const history = await seedCustomerHistory(db, data, options.seed ?? DEFAULT_SEED);
  log(`${history.orders} bestellingen en ${history.storePurchases} winkelaankopen van de demoklanten opgeslagen.`);
  return {
    products: data.catalog.products.length,
    brands: data.brands.length,
    stores: data.stores.length,
    customers: data.people.customers.length,
  };
}

/** True when none of the tables the seed fills has rows. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const checks = [settings, webNodes, brands, products, customers, users, contentItems, articles];
  const exists = sql.join(
    checks.map((table) => sql`exists(select 1 from ${table})`),
    sql` or `,
  );
  const result = await db.execute<{ used: boolean }>(sql`select (${exists}) as used`);
  return result.rows[0]?.used === false;
}

const ID_TABLES = [
  webNodes,
  brands,
  priceLists,
  products,
  productImages,
  discounts,
  stores,
  customers,
  users,
  addresses,
  contentItems,
  articles,
  newsCategories,
  newsItems,
  faqCategories,
  faqQuestions,
  coupons,
  vouchers,
];

type Log = (message: string) => void;

/** Inserts one table's rows and reports how many and how long. */
function tableWriter(tx: SeedTx, log: Log) {
  return async <T extends PgTable>(label: string, table: T, rows: readonly T['$inferInsert'][]): Promise<void> => {
    const started = performance.now();
    await insertInBatches(tx, table, rows);
    log(`${rows.length} ${label} opgeslagen (${Math.round(performance.now() - started)} ms).`);
  };
}

async function insertReferenceData(tx: SeedTx, data: Dataset, log: Log): Promise<void> {
  const write = tableWriter(tx, log);
  await write('instellingen', settings, data.settings);
  await write('categorieën', webNodes, data.webNodes);
  await write('merken', brands, data.brands);
  await write('prijslijsten', priceLists, data.priceLists);
  await write('winkels', stores, data.stores);
}

async function insertCatalog(tx: SeedTx, data: Dataset, log: Log): Promise<void> {
  const write = tableWriter(tx, log);
  const { catalog } = data;
  await pauseSearchRefresh(tx);
  await write('producten', products, catalog.products);
  await write('productafbeeldingen', productImages, catalog.images);
  await write('categoriekoppelingen', productWebNodes, catalog.webNodeLinks);
  await write('productrelaties', productConnections, catalog.connections);
  await write('prijslijstprijzen', priceListPrices, catalog.priceListPrices);
  await write('staffelprijzen', productPriceLevels, catalog.priceLevels);
  await write('staffelprijzen per prijslijst', priceListPriceLevels, catalog.priceListLevels);
  // The products' insert recorded today's list prices; the demo has 60 days of history instead.
  await tx.delete(productPriceHistory);
  await write('prijshistorie', productPriceHistory, catalog.listPriceHistory);
  await write('kortingen', discounts, catalog.discounts);
  await write('kortingsproducten', discountProducts, catalog.discountProducts);
  await write('winkelvoorraadregels', storeStock, catalog.storeStock);
}

async function insertPeople(tx: SeedTx, data: Dataset, log: Log): Promise<void> {
  const write = tableWriter(tx, log);
  const { people } = data;
  await write('klanten', customers, people.customers);
  await write('logins', users, people.users);
  await write('adressen', addresses, people.addresses);
  await write('vertegenwoordigerskoppelingen', representativeCustomers, people.representativeCustomers);
  await write('kortingscodes', coupons, data.promotions.coupons);
  await write('tegoedbonnen', vouchers, data.promotions.vouchers);
}

async function insertContent(tx: SeedTx, data: Dataset, log: Log): Promise<void> {
  const write = tableWriter(tx, log);
  const { content } = data;
  await write('contentitems', contentItems, content.items);
  await write("pagina's", articles, content.articles);
  await write('nieuwscategorieën', newsCategories, content.news.categories);
  await write('nieuwsberichten', newsItems, content.news.items);
  await write('FAQ-categorieën', faqCategories, content.faq.categories);
  await write('veelgestelde vragen', faqQuestions, content.faq.questions);
}
