/** The customer's product selections (spec §3 Product selection, §7 products/selections): the order list and samples. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { productSelections } from '../schema/selections.ts';

export interface SelectionRow {
  id: number;
  productId: number;
  type: string;
  quantity: number;
  notes: string;
}

const columns = {
  id: productSelections.id,
  productId: productSelections.productId,
  type: productSelections.type,
  quantity: productSelections.quantity,
  notes: productSelections.notes,
};

/** A page of the customer's selections of the given types, oldest first, with the total. */
export async function listSelections(
  ex: Executor,
  customerId: number,
  types: readonly string[],
  page: { offset: number; limit: number },
): Promise<{ rows: SelectionRow[]; total: number }> {
  const where = and(eq(productSelections.customerId, customerId), inArray(productSelections.type, [...types]));
  const [rows, [counted]] = await Promise.all([
    ex.select(columns).from(productSelections).where(where).orderBy(asc(productSelections.id)).offset(page.offset).limit(page.limit),
    ex.select({ total: count() }).from(productSelections).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The customer's selections among `ids` (ids of other customers are left out). */
export async function findSelections(ex: Executor, customerId: number, ids: readonly number[]): Promise<SelectionRow[]> {
  if (ids.length === 0) return [];
  return ex
    .select(columns)
    .from(productSelections)
    .where(and(eq(productSelections.customerId, customerId), inArray(productSelections.id, [...ids])))
    .orderBy(asc(productSelections.id));
}

export async function findSelectionOfProduct(
  ex: Executor,
  customerId: number,
  type: string,
  productId: number,
): Promise<SelectionRow | undefined> {
  const [row] = await ex
    .select(columns)
    .from(productSelections)
    .where(and(eq(productSelections.customerId, customerId), eq(productSelections.type, type), eq(productSelections.productId, productId)));
  return row;
}

export async function countSelections(ex: Executor, customerId: number, type: string): Promise<number> {
  const [row] = await ex
    .select({ total: count() })
    .from(productSelections)
    .where(and(eq(productSelections.customerId, customerId), eq(productSelections.type, type)));
  return row?.total ?? 0;
}

export async function insertSelection(
  ex: Executor,
  customerId: number,
  values: { productId: number; type: string; quantity: number },
): Promise<SelectionRow> {
  const [row] = await ex
    .insert(productSelections)
    .values({ customerId, ...values })
    .returning(columns);
  return row!;
}

/** Changes one of the customer's selections; undefined when it is not theirs. */
export async function updateSelection(
  ex: Executor,
  customerId: number,
  id: number,
  changes: { quantity?: number; notes?: string },
  now: Date,
): Promise<SelectionRow | undefined> {
  const [row] = await ex
    .update(productSelections)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(productSelections.customerId, customerId), eq(productSelections.id, id)))
    .returning(columns);
  return row;
}

/** Deletes the customer's selections among `ids`; the ids that went. */
export async function deleteSelections(ex: Executor, customerId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .delete(productSelections)
    .where(and(eq(productSelections.customerId, customerId), inArray(productSelections.id, [...ids])))
    .returning({ id: productSelections.id });
  return rows.map((row) => row.id);
}

/** Deletes all the customer's selections of the given types; how many went. */
export async function clearSelections(ex: Executor, customerId: number, types: readonly string[]): Promise<number> {
  const rows = await ex
    .delete(productSelections)
    .where(and(eq(productSelections.customerId, customerId), inArray(productSelections.type, [...types])))
    .returning({ id: productSelections.id });
  return rows.length;
}
