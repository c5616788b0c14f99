import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
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
 * A statement whose text is the same on every call (only its values differ), as a named prepared statement: PostgreSQL
 * parses and plans it once per connection instead of for every call (decision 0022, the cart batch's compare-and-set),
 * and drizzle builds its SQL once per process, not for every call. `build` gives the SQL with its values as drizzle
 * placeholders (`sql.placeholder('name')`); each call passes the values by name. The statement's name is `prefix` and a
 * hash of the text. Through the pool only (`db`, not a transaction).
 */
export function namedStatement<T, V extends Record<string, unknown>>(
  prefix: string,
  build: () => SQL,
): (db: Db, values: V) => Promise<T[]> {
  let built: { name: string; text: string; params: unknown[] } | undefined;
  return async (db, values) => {
    if (!built) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      built = { name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params };
    }
    const client = (db as Db & { $client?: Pool }).$client;
    if (!client || typeof client.query !== 'function') throw new Error(`named statement ${prefix}: no pool to send it through`);
    const { name, text, params } = built;
    return (await client.query<T & QueryResultRow>({ name, text, values: fillPlaceholders(params, values) })).rows;
  };
}
