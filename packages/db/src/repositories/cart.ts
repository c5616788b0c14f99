/** The cart of a customer (spec §3 Cart, Cart line; §7 Cart calls). Every query of the cart lives here. */
import { isProductVisibleTo } from '@toonbank/domain/product-visibility';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbTransaction, Executor } from '../client.ts';
import { namedStatement, preparedQuery } from '../prepared.ts';
import { cartLines, carts, cartShares, type SharedCartLine } from '../schema/cart.ts';
import { brands, products, productWebNodes } from '../schema/catalogue.ts';
import { priceListPrices } from '../schema/pricing.ts';
import { productSummaryColumns, viewerPriceOf, type CatalogueViewer, type ProductSummaryRow } from './catalogue.ts';
import { cartRevisionColumns, toCartRevision, type CartRevision } from './revisions.ts';

export interface CartLineRow {
  id: number;
  productId: number;
  quantity: number;
  derived: boolean;
  notes: string;
  /** The unit price the customer last saw and accepted for the line (null: none recorded). */
  confirmedUnitInclCents: number | null;
  confirmedUnitExclCents: number | null;
}

const lineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  quantity: cartLines.quantity,
  derived: cartLines.derived,
  notes: cartLines.notes,
  confirmedUnitInclCents: cartLines.confirmedUnitInclCents,
  confirmedUnitExclCents: cartLines.confirmedUnitExclCents,
};

/** The lines of a customer's cart in the order they were added (oldest first); empty without a cart. */
export async function listCartLines(db: Db, customerId: number): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.customerId, customerId))
    .orderBy(asc(cartLines.id));
}

/** A cart line with the stock facts of its product (null when the product is gone), for the header's count. */
export interface CartLineStockRow extends CartLineRow {
  stockQuantity: number | null;
  maxInCart: number | null;
  purchaseUnitFactor: number | null;
}

/** The lines of a customer's cart with their products' stock facts: one indexed read, no prices. */
export async function listCartLineStock(db: Db, customerId: number): Promise<CartLineStockRow[]> {
  return cartLineStock(db).execute({ customerId });
}

/** A prepared statement: every logged-in page shows the cart's count (issue 19). */
const cartLineStock = preparedQuery((db) =>
  db
    .select({
      ...lineColumns,
      stockQuantity: products.stockQuantity,
      maxInCart: products.maxInCart,
      purchaseUnitFactor: products.purchaseUnitFactor,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .leftJoin(products, eq(products.id, cartLines.productId))
    .where(eq(carts.customerId, sql.placeholder('customerId')))
    .prepare('toonbank_cart_line_stock'),
);

/** The new absolute quantity of one product in the cart; 0 removes its line. */
export interface CartLineWrite {
  productId: number;
  quantity: number;
  /** The unit price the customer now sees and accepts for the line; left out: the recorded one stays. */
  confirmed?: { inclCents: number; exclCents: number };
  /** A new line is a derived (gift) line; an existing line keeps what it is. */
  derived?: boolean;
}

/** The cart's row as locked by a change, with the revisions its computed answer is keyed on (see `CartRevision`). */
export type CartLock = CartRevision;

/**
 * Locks a customer's cart row (created when missing) in `tx` and reads its revision with the catalogue, stock and
 * content revisions in the same statement. The cart's revision is that of the locked row (read again after waiting for
 * the lock); the shop-wide ones are as the statement's snapshot saw them, so what the transaction reads after it is as
 * new as they are or newer (a cache keyed on them is never newer than its data).
 */
async function lockCart(tx: DbTransaction, customerId: number): Promise<CartLock> {
  const read = () => tx.select(cartRevisionColumns).from(carts).where(eq(carts.customerId, customerId)).for('update', { of: carts });
  let [row] = await read();
  if (!row) {
    await tx.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
    [row] = await read();
  }
  const lock = row && toCartRevision(row);
  if (!lock) throw new Error(`cart of customer ${customerId} missing after insert`);
  return lock;
}

/** The lines of a locked cart in the order they were added (inside the transaction that holds the lock). */
export async function listLockedCartLines(tx: DbTransaction, cartId: number): Promise<CartLineRow[]> {
  return tx.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));
}

interface WrittenLineRecord extends Record<string, unknown> {
  id: number;
  product_id: number;
  quantity: number;
  derived: boolean;
  notes: string;
  confirmed_unit_incl_cents: number | null;
  confirmed_unit_excl_cents: number | null;
}

const toLineRow = (row: WrittenLineRecord): CartLineRow => ({
  id: row.id,
  productId: row.product_id,
  quantity: row.quantity,
  derived: row.derived,
  notes: row.notes,
  confirmedUnitInclCents: row.confirmed_unit_incl_cents,
  confirmedUnitExclCents: row.confirmed_unit_excl_cents,
});

/** Writes as the lines to delete and the lines to upsert (the last write of a product wins, as when applied one by one). */
function splitWrites(writes: readonly CartLineWrite[]): { removed: number[]; kept: CartLineWrite[] } {
  const latest = [...new Map(writes.map((write) => [write.productId, write])).values()];
  return {
    removed: latest.filter((write) => write.quantity <= 0).map((write) => write.productId),
    kept: latest.filter((write) => write.quantity > 0),
  };
}

/** Deletes the lines of products `removed` (an int[] value) of the cart `cartId` (an id or an expression giving it). */
function deleteLines(cartId: SQL | number, removed: SQL): SQL {
  return sql`delete from ${cartLines} where cart_id = ${cartId} and product_id = any(${removed}::int[])`;
}

/** The upserted lines as one array per column (values or placeholders), for `unnest`. */
interface LineColumns {
  productIds: SQL;
  quantities: SQL;
  derived: SQL;
  incl: SQL;
  excl: SQL;
}

/** The lines to upsert as one array per column. */
function lineArrays(kept: readonly CartLineWrite[]) {
  return {
    productIds: kept.map((w) => w.productId),
    quantities: kept.map((w) => w.quantity),
    derived: kept.map((w) => w.derived ?? false),
    incl: kept.map((w) => w.confirmed?.inclCents ?? null),
    excl: kept.map((w) => w.confirmed?.exclCents ?? null),
  };
}

/** The columns of lines to upsert as bound arrays. */
function lineColumnsOf(kept: readonly CartLineWrite[]): LineColumns {
  const arrays = lineArrays(kept);
  const column = (values: unknown[]) => sql`${sql.param(values)}`;
  return {
    productIds: column(arrays.productIds),
    quantities: column(arrays.quantities),
    derived: column(arrays.derived),
    incl: column(arrays.incl),
    excl: column(arrays.excl),
  };
}

/**
 * Upserts lines of the cart `cartId` from arrays (the statement's text does not depend on how many): a new line is
 * inserted, an existing one gets the quantity, and the accepted price when the write has one. `where`: a condition
 * every row must meet (the compare-and-set of `writeCartLinesAt`).
 */
function upsertLines(cartId: SQL | number, lines: LineColumns, now: SQL, where: SQL = sql`true`): SQL {
  return sql`
    insert into ${cartLines} (cart_id, product_id, quantity, derived, confirmed_unit_incl_cents, confirmed_unit_excl_cents)
    select ${cartId}, w.product_id, w.quantity, w.derived, w.incl, w.excl
    from unnest(${lines.productIds}::int[], ${lines.quantities}::int[], ${lines.derived}::boolean[], ${lines.incl}::int[], ${lines.excl}::int[])
      as w(product_id, quantity, derived, incl, excl)
    where ${where}
    on conflict (cart_id, product_id) do update set
      quantity = excluded.quantity,
      confirmed_unit_incl_cents = coalesce(excluded.confirmed_unit_incl_cents, cart_lines.confirmed_unit_incl_cents),
      confirmed_unit_excl_cents = coalesce(excluded.confirmed_unit_excl_cents, cart_lines.confirmed_unit_excl_cents),
      updated_at = ${now}
    returning id, product_id, quantity, derived, notes, confirmed_unit_incl_cents, confirmed_unit_excl_cents`;
}

/**
 * Writes the lines of a locked cart in one statement (deletes and upserts), then the cart's `updated_at`, which also
 * reads the revision the lines' triggers left. Returns the rows upserted (with their ids) and that revision.
 */
async function writeCartLines(
  tx: DbTransaction,
  lock: CartLock,
  writes: readonly CartLineWrite[],
): Promise<{ written: CartLineRow[]; revision: number }> {
  if (writes.length === 0) return { written: [], revision: lock.revision };
  const { removed, kept } = splitWrites(writes);
  const now = new Date();
  let written: CartLineRow[] = [];
  if (kept.length === 0) await tx.execute(deleteLines(lock.cartId, sql`${sql.param(removed)}`));
  else {
    const remove = removed.length > 0 ? sql`with removed as (${deleteLines(lock.cartId, sql`${sql.param(removed)}`)})` : sql``;
    const { rows } = await tx.execute<WrittenLineRecord>(sql`${remove} ${upsertLines(lock.cartId, lineColumnsOf(kept), sql`${now}`)}`);
    written = rows.map(toLineRow);
  }
  const [cart] = await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, lock.cartId)).returning({ revision: carts.revision });
  return { written, revision: Number(cart!.revision) };
}

/**
 * The compare-and-set of `writeCartLinesAt`: its text is the same for every batch (arrays of lines, `unnest`), so it is
 * a named prepared statement whose SQL drizzle builds once per process.
 */
const linesAtStatement = namedStatement<
  { matched: number; deleted: number; written: WrittenLineRecord[] },
  {
    cartId: number;
    revision: number;
    catalogue: number;
    stock: number;
    content: number;
    removed: number[];
    productIds: number[];
    quantities: number[];
    derived: boolean[];
    incl: (number | null)[];
    excl: (number | null)[];
    now: Date;
  }
>('toonbank_cart_lines_at', () => {
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const cartId = sql`(select id from cart)`;
  const now = value('now');
  const lines = {
    productIds: value('productIds'),
    quantities: value('quantities'),
    derived: value('derived'),
    incl: value('incl'),
    excl: value('excl'),
  };
  return sql`
    with cart as (
      select c.id from ${carts} c
      where c.id = ${value('cartId')} and c.revision = ${value('revision')}
        and (select sum(revision) from catalogue_revision) = ${value('catalogue')}
        and (select sum(revision) from stock_revision) = ${value('stock')}
        and (select revision from content_revision where id = 1) = ${value('content')}
      for update of c),
    removed as (${deleteLines(cartId, value('removed'))} returning 1),
    written as (${upsertLines(cartId, lines, now, sql`exists (select 1 from cart)`)}),
    touched as (update ${carts} set updated_at = ${now}
      where id = ${cartId} and not exists (select 1 from removed) and not exists (select 1 from written))
    select (select count(*) from cart)::int as matched, (select count(*) from removed)::int as deleted,
      coalesce((select json_agg(written) from written), '[]'::json) as written`;
});

/**
 * Writes lines of a cart in one statement, its own transaction, only while the cart and the shop are still at `at`
 * (compare and set): the statement locks the cart row when its revision, and the catalogue, stock and content
 * revisions, are those of `at`, and then deletes and upserts the lines. The cart row is updated once: the lines'
 * triggers set its `updated_at` with the revision bump (migration 0028_cart_row_once), and the statement sets it itself
 * only when no line was deleted or written (no trigger saw rows). `existing`:
 * the products of the cart's lines at `at`. Returns the rows upserted and the cart's revision after the statement, or
 * null when the cart or the shop moved on (nothing written).
 *
 * The revision after is the one the lines' statement triggers leave (migration 0018_checkout_speed): each of the
 * delete, the insert and the update that touches rows bumps it by one; the cart cache test checks this stays so.
 */
export async function writeCartLinesAt(
  db: Db,
  at: CartRevision,
  writes: readonly CartLineWrite[],
  existing: ReadonlySet<number>,
): Promise<{ written: CartLineRow[]; revision: number } | null> {
  const { removed, kept } = splitWrites(writes);
  const rows = await linesAtStatement(db, {
    cartId: at.cartId,
    revision: at.revision,
    catalogue: at.catalogue,
    stock: at.stock,
    content: at.content,
    removed,
    ...lineArrays(kept),
    now: new Date(),
  });
  const row = rows[0];
  if (!row || row.matched === 0) return null;
  const written = row.written.map(toLineRow);
  const bumps = [
    row.deleted > 0,
    written.some((line) => !existing.has(line.productId)),
    written.some((line) => existing.has(line.productId)),
  ];
  return { written, revision: at.revision + bumps.filter(Boolean).length };
}

/**
 * Changes a customer's cart atomically, for a caller that may know the cart's lines already (the cart cache): the cart
 * is created when missing and locked, `decide` gets the lock with the revisions (`CartLock`) and the transaction
 * (reads it needs must use it: a pool read while holding the lock can starve the pool; `listLockedCartLines` reads the
 * lines), and returns the writes to make. All writes commit together or not at all, in one statement. Returns
 * `decide`'s result, the lock, the rows written and the cart's revision after the writes.
 */
export async function changeCartAt<T>(
  db: Db,
  customerId: number,
  decide: (lock: CartLock, tx: DbTransaction) => Promise<{ writes: CartLineWrite[]; result: T }>,
): Promise<{ result: T; lock: CartLock; written: CartLineRow[]; revision: number }> {
  return db.transaction(async (tx) => {
    const lock = await lockCart(tx, customerId);
    const { writes, result } = await decide(lock, tx);
    return { result, lock, ...(await writeCartLines(tx, lock, writes)) };
  });
}

/**
 * Changes a customer's cart atomically: the cart is created when missing and locked, `decide` sees its current lines
 * and returns the writes to make (plus anything it wants to hand back); all writes commit together or not at all.
 */
export async function changeCart<T>(
  db: Db,
  customerId: number,
  /** Gets the transaction too: reads it needs must use it, not the pool (a pool read while holding the lock can starve the pool). */
  decide: (lines: CartLineRow[], tx: DbTransaction) => Promise<{ writes: CartLineWrite[]; result: T }>,
): Promise<T> {
  const { result } = await changeCartAt(db, customerId, async (lock, tx) => decide(await listLockedCartLines(tx, lock.cartId), tx));
  return result;
}

/** Removes every line of a customer's cart (§7 DELETE cart/lines). */
export async function emptyCart(db: Db, customerId: number): Promise<void> {
  await db
    .delete(cartLines)
    .where(inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId))));
}

export interface CartProductRow extends ProductSummaryRow {
  publicationCodes: string[];
  /** The viewer may see the product (the domain's `isProductVisibleTo`): shown in the shop and released for their codes. */
  visible: boolean;
  hasWebNode: boolean;
}

/**
 * The products of cart lines or changes with the viewer's prices, whether or
 * not they are still visible to the viewer (a hidden product makes its line
 * invalid rather than vanish). Unknown ids are left out.
 */
export async function findCartProducts(
  db: Executor,
  viewer: CatalogueViewer,
  ids: readonly number[],
): Promise<Map<number, CartProductRow>> {
  const result = new Map<number, CartProductRow>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  const rows = await db
    .select({
      ...productSummaryColumns,
      publicationCodes: products.publicationCodes,
      hasWebNode: sql<boolean>`exists (select 1 from ${productWebNodes} where ${productWebNodes.productId} = ${products.id})`.mapWith(
        Boolean,
      ),
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(priceListPrices, viewerPriceOf(viewer))
    .where(inArray(products.id, unique));
  for (const row of rows) result.set(row.id, { ...row, visible: isProductVisibleTo(row, viewer.publicationCodes) });
  return result;
}

/** A note for one line of the customer's cart (§7 cart/lines/notes). */
export interface CartLineNoteWrite {
  lineId: number;
  notes: string;
}

/**
 * Sets the notes of lines of a customer's cart in one transaction while the cart is locked. `decide` sees the current
 * lines and returns the notes to write (or throws to write nothing); line ids of other carts are never touched.
 */
export async function setCartLineNotes(db: Db, customerId: number, decide: (lines: CartLineRow[]) => CartLineNoteWrite[]): Promise<void> {
  await changeCart(db, customerId, async (lines, tx) => {
    const ids = new Set(lines.map((line) => line.id));
    const writes = decide(lines).filter((write) => ids.has(write.lineId));
    if (writes.length > 0) {
      const now = new Date();
      for (const write of writes) {
        await tx.update(cartLines).set({ notes: write.notes, updatedAt: now }).where(eq(cartLines.id, write.lineId));
      }
    }
    return { writes: [], result: undefined };
  });
}

/** Of `ids`, the products placed in the web node `nodeId` (the samples node: which cart lines hold sample products). */
export async function productsInWebNode(db: Executor, nodeId: number, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ productId: productWebNodes.productId })
    .from(productWebNodes)
    .where(and(eq(productWebNodes.webNodeId, nodeId), inArray(productWebNodes.productId, unique)));
  return new Set(rows.map((row) => row.productId));
}

/** The ids of the products placed in web node `nodeId`, best weighted first, at most `limit` (the gift selector's fetch). */
export async function listWebNodeProductIds(db: Executor, nodeId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(productWebNodes)
    .innerJoin(products, eq(products.id, productWebNodes.productId))
    .where(eq(productWebNodes.webNodeId, nodeId))
    .orderBy(sql`${products.weighting} desc`, asc(products.name), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ------------------------------------------------------------ shared carts (§7 cart/share, cart/use-share)

/** Saves a snapshot of lines under `key` for the customer who shares them. */
export async function createCartShare(db: Db, share: { key: string; customerId: number; lines: SharedCartLine[] }): Promise<Date> {
  const [row] = await db.insert(cartShares).values(share).returning({ createdAt: cartShares.createdAt });
  if (!row) throw new Error('cart share not saved');
  return row.createdAt;
}

/** The shared snapshot of `key` (null when unknown); the caller checks its age. */
export async function findCartShare(
  db: Executor,
  key: string,
): Promise<{ customerId: number; lines: SharedCartLine[]; createdAt: Date } | null> {
  const [row] = await db
    .select({ customerId: cartShares.customerId, lines: cartShares.lines, createdAt: cartShares.createdAt })
    .from(cartShares)
    .where(eq(cartShares.key, key));
  return row ?? null;
}
