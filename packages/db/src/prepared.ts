import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { Db } from './client.ts';

/**
 * A named prepared statement for a hot query (decision 0017), built once per database handle: pg parses and plans it
 * once per connection instead of for every call, and drizzle builds its SQL once instead of for every call.
 */
export function preparedQuery<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = build(db)));
    return prepared;
  };
}

const dialect = new PgDialect();

/**
 * The rows of a statement whose text is the same on every call (only its values differ) as a named prepared statement:
 * PostgreSQL parses and plans it once per connection instead of for every call (decision 0022, the cart batch's
 * compare-and-set). The name is `prefix` and a hash of the text, so a changed text is another statement. Through the
 * pool only (`db`, not a transaction).
 */
export async function namedStatementRows<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name) names.set(text, (name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  const client = (db as Db & { $client?: Pool }).$client;
  if (!client || typeof client.query !== 'function') return (await db.execute(query)).rows as T[];
  return (await client.query<T & QueryResultRow>({ name, text, values: params as unknown[] })).rows;
}

/** Statement names by text: the text is hashed once, not on every call. */
const names = new Map<string, string>();
