/**
 * Bulk writing for the seed. Drizzle's query builder spends more time building
 * a 60,000-parameter INSERT than PostgreSQL spends running it, so the seed
 * writes multi-row INSERT statements itself from the drizzle table metadata
 * (column names and driver-value mapping), with every value as an escaped
 * literal, and runs them through `execute` inside drizzle transactions.
 */
import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** A transaction handle as passed to `db.transaction(...)`. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | SeedTx;

const MAX_ROWS_PER_INSERT = 5_000;
/** Keeps single statements at a few megabytes for wide tables with long texts. */
const MAX_STATEMENT_CHARS = 4_000_000;

/**
 * Inserts rows with multi-row INSERTs of at most 5,000 rows (or ~4 MB of SQL).
 * Undefined becomes DEFAULT.
 */
export async function insertInBatches<T extends PgTable>(executor: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const head = `insert into ${quote(getTableName(table))} (${columns.map(([, column]) => quote(column.name)).join(', ')}) values `;
  let tuples: string[] = [];
  let size = 0;
  const flush = async () => {
    if (tuples.length === 0) return;
    await executor.execute(sql.raw(head + tuples.join(', ')));
    tuples = [];
    size = 0;
  };
  for (const row of rows) {
    const values = columns.map(([key, column]) => sqlLiteral((row as Record<string, unknown>)[key], column));
    const tuple = `(${values.join(', ')})`;
    tuples.push(tuple);
    size += tuple.length;
    if (tuples.length >= MAX_ROWS_PER_INSERT || size >= MAX_STATEMENT_CHARS) await flush();
  }
  await flush();
}

/** A value as SQL literal: numbers and booleans as such, the rest via the column's driver mapping as an escaped string. */
function sqlLiteral(value: unknown, column: Column): string {
  if (value === undefined) return 'default';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const driverValue = column.mapToDriverValue(value);
  return driverValue === null ? 'null' : escapeString(String(driverValue));
}

/** An E'...' string literal: correct whatever standard_conforming_strings says. */
export function escapeString(text: string): string {
  if (text.includes('\u0000')) throw new Error('PostgreSQL-tekst mag geen NUL-teken bevatten');
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * The seed writes explicit ids (so links are known before inserting); afterwards
 * each serial sequence must continue after the highest id.
 */
export async function syncIdSequences(executor: Executor, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    if (!('id' in getTableColumns(table))) continue;
    const name = quote(getTableName(table));
    await executor.execute(
      sql.raw(`select setval(pg_get_serial_sequence(${escapeString(name)}, 'id'), coalesce((select max(id) from ${name}), 0) + 1, false)`),
    );
  }
}

/** Empties every table of the public schema and restarts their ids (migration bookkeeping lives in another schema). */
export async function truncateAllTables(executor: Executor): Promise<string[]> {
  const result = await executor.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = result.rows.map((row) => row.tablename);
  if (names.length > 0) await executor.execute(sql.raw(`truncate table ${names.map(quote).join(', ')} restart identity cascade`));
  // Number sequences no column owns (orders, invoices, packing slips, store purchases) start again as well.
  await executor.execute(sql`select setval(c.oid, 1, false) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))`);
  return names;
}
