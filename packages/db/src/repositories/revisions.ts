/**
 * The revisions the API's caches key on. Triggers bump a revision with every
 * write that can change what a cache holds, so a cached answer is reused only
 * while its revision is unchanged: the catalogue revision (products, prices,
 * placements, reviews, brands, web nodes), the stock revision (updates that
 * change only a product's stock, decision 0017), the content revision
 * (content, stores, settings) and each cart's own revision.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { preparedQuery } from '../prepared.ts';
import { carts } from '../schema/cart.ts';
import { contentRevision } from '../schema/content.ts';

/** The catalogue revision (the sum of its slots, so concurrent writers bump different rows); null when unknown. */
export async function readCatalogueRevision(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ revision: string | null }>(sql`select sum(revision) as revision from catalogue_revision`);
  const row = rows[0];
  return row?.revision == null ? null : Number(row.revision);
}

/**
 * The catalogue, stock and content revisions in one statement (a search keys its answer on the first, keeps its hits'
 * live stock by the second and its delivery settings by the third), and slot 1 of the catalogue revision (`index`: the
 * in-memory search index is current while it is unchanged, decision 0020); null when the catalogue or stock revision is
 * unknown.
 */
export async function readSearchRevisions(
  db: Db,
): Promise<{ catalogue: number; stock: number; content: number | null; index: number | null } | null> {
  const [row] = await searchRevisions(db).execute();
  if (row?.catalogue == null || row.stock == null) return null;
  return {
    catalogue: Number(row.catalogue),
    stock: Number(row.stock),
    content: row.content == null ? null : Number(row.content),
    index: row.index == null ? null : Number(row.index),
  };
}

/** A prepared statement: every search and list reads it (shared by the requests running at once). */
const searchRevisions = preparedQuery((db) =>
  db
    .select({
      catalogue: sql<string | null>`(select sum(revision) from catalogue_revision)`.as('catalogue'),
      stock: sql<string | null>`(select sum(revision) from stock_revision)`.as('stock'),
      content: sql<string | number | null>`(select revision from content_revision where id = 1)`.as('content'),
      index: sql<string | number | null>`(select revision from catalogue_revision where id = 1)`.as('index'),
    })
    .from(sql`(select 1) as one`)
    .prepare('toonbank_search_revisions'),
);

/** The content revision; null when unknown. */
export async function readContentRevision(db: Db): Promise<number | null> {
  const [row] = await contentRevisionRow(db).execute();
  return row?.revision ?? null;
}

/** A prepared statement: the content caches and the anonymous page cache key on it. */
const contentRevisionRow = preparedQuery((db) =>
  db
    .select({ revision: contentRevision.revision })
    .from(contentRevision)
    .where(eq(contentRevision.id, 1))
    .prepare('toonbank_content_revision'),
);

/** The stock revision (the sum of its slots; bumped by stock-only product updates, decision 0017); null when unknown. */
export async function readStockRevision(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ revision: string | null }>(sql`select sum(revision) as revision from stock_revision`);
  const row = rows[0];
  return row?.revision == null ? null : Number(row.revision);
}

/** What a computed cart depends on, read in one round trip (the API's cart cache keys on it). */
export interface CartRevision {
  cartId: number;
  /** Bumped by triggers on every write to the cart's lines and choices, the customer's addresses and the customer. */
  revision: number;
  /** Products, prices, discounts, placements. */
  catalogue: number;
  /** Stock (decision 0017). */
  stock: number;
  /** Content, stores and settings. */
  content: number;
}

/**
 * The columns of a `CartRevision`, selected from `carts` (the cart's row and the three shop-wide revisions in one
 * statement): read by `readCartRevision`, and by the cart batch with the cart's row lock (`lockCart` in cart.ts).
 */
export const cartRevisionColumns = {
  id: carts.id,
  revision: carts.revision,
  catalogue: sql<string | null>`(select sum(revision) from catalogue_revision)`.as('catalogue'),
  stock: sql<string | null>`(select sum(revision) from stock_revision)`.as('stock'),
  content: sql<string | number | null>`(select revision from content_revision where id = 1)`.as('content'),
};

/** A row of `cartRevisionColumns` as a `CartRevision`; null when a shop-wide revision is unknown. */
export function toCartRevision(row: {
  id: number;
  revision: number;
  catalogue: string | null;
  stock: string | null;
  content: string | number | null;
}): CartRevision | null {
  if (row.catalogue === null || row.stock === null || row.content === null) return null;
  return {
    cartId: row.id,
    revision: Number(row.revision),
    catalogue: Number(row.catalogue),
    stock: Number(row.stock),
    content: Number(row.content),
  };
}

/** A prepared statement: every `GET cart` (and checkout step) reads it first, also when the cached cart answers. */
const cartRevisionOfCustomer = preparedQuery((db) =>
  db
    .select(cartRevisionColumns)
    .from(carts)
    .where(eq(carts.customerId, sql.placeholder('customerId')))
    .prepare('toonbank_cart_revision'),
);

/** The revisions of a customer's cart and of the catalogue and content; null without a cart. */
export async function readCartRevision(db: Db, customerId: number): Promise<CartRevision | null> {
  const [row] = await cartRevisionOfCustomer(db).execute({ customerId });
  return row ? toCartRevision(row) : null;
}

/**
 * The content and catalogue revisions as one value: any content, product, placement, price or review write changes it
 * (the key of the anonymous page cache, decision 0007); null when unknown. `catalogueDb`: where catalogue reads go (a
 * read replica, decision 0019), so a page is never keyed on a catalogue revision newer than the data it shows.
 */
export async function readDataRevision(db: Db, catalogueDb: Db = db): Promise<string | null> {
  const [content, catalogue] = await Promise.all([readContentRevision(db), readCatalogueRevision(catalogueDb)]);
  return content === null || catalogue === null ? null : `${content}:${catalogue}`;
}
