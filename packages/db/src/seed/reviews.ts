/**
 * Demo product reviews (§3 Review) and the search documents of the catalogue
 * feature. Reviews are deterministic: about one product in eight gets one to
 * six reviews by demo customers, mostly visible; a few wait for approval.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productReviews } from '../schema/reviews.ts';
import type { Dataset } from './dataset.ts';
import { addDays } from './dates.ts';
import { insertInBatches, type SeedTx } from './insert.ts';
import { Random } from './random.ts';

const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Mijn hond is er gek op, bestel ik zeker weer.',
    'Topkwaliteit en snel geleverd.',
    'Onze kat eet het met smaak op.',
    'Prima prijs-kwaliteitverhouding.',
  ],
  4: ['Goed product, de verpakking kan beter.', 'Wordt goed gegeten, iets aan de prijzige kant.', 'Doet wat het belooft.'],
  3: ['Redelijk, niet bijzonder.', 'Ons huisdier moest er even aan wennen.'],
  2: ['Viel tegen, wordt maar half opgegeten.', 'Verpakking was beschadigd.'],
  1: ['Helaas niet geschikt voor onze hond.', 'Niet wat ik ervan verwachtte.'],
};

export type ReviewRow = typeof productReviews.$inferInsert;

function buildReviews(data: Dataset, reference: Date, seed: number): ReviewRow[] {
  const random = new Random(seed).fork('reviews');
  const customers = data.people.customers;
  const rows: ReviewRow[] = [];
  for (const product of data.catalog.products) {
    if (product.isVirtual || product.type !== 'Product' || !random.chance(0.125)) continue;
    const count = random.int(1, 6);
    for (let i = 0; i < count; i += 1) {
      const rating = random.weighted([
        [5, 5],
        [4, 4],
        [3, 2],
        [2, 1],
        [1, 1],
      ] as const);
      const customer = customers.length > 0 ? random.pick(customers) : null;
      rows.push({
        productId: product.id,
        customerId: customer?.id ?? null,
        rating,
        content: random.pick(REVIEW_TEXTS[rating] ?? ['Prima.']),
        firstName: customer?.firstName ?? 'Klant',
        isVisible: random.chance(0.9),
        createdAt: addDays(reference, -random.int(1, 400)),
      });
    }
  }
  return rows;
}

/**
 * Switches the per-statement search refresh (trigger `toonbank_catalogue_changed`) and the upkeep of the products' front
 * images and visible ratings (migration 0029) off for the rest of the transaction: a bulk load rebuilds all documents
 * and those columns once at the end instead (seedCatalogueExtras).
 */
export async function pauseSearchRefresh(tx: SeedTx): Promise<void> {
  await tx.execute(sql`select set_config('toonbank.search_refresh', 'off', true)`);
}

/** Inserts the demo reviews and builds the search document of every product (one bulk rebuild). */
export async function seedCatalogueExtras(db: Db, data: Dataset, reference: Date, seed: number): Promise<number> {
  const reviews = buildReviews(data, reference, seed);
  await db.transaction(async (tx) => {
    await pauseSearchRefresh(tx);
    await insertInBatches(tx, productReviews, reviews);
    await tx.execute(sql`select toonbank_refresh_product_search(null)`);
    // The products' front images and visible ratings, whose triggers the pause switched off too (migration 0029).
    await tx.execute(sql`select toonbank_refresh_summary_columns()`);
  });
  return reviews.length;
}
