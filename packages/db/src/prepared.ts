import { createHash } from 'node:crypto';
import { fillPlaceholders, is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { Db, Executor } from './client.ts';

/**
 * A named prepared statement for a hot query (decision 0017), built once per database handle: pg parses and plans it
 * once per connection instead of for every call, and drizzle builds its SQL once instead of for every call. A
 * transaction is a handle of its own (built again for each, as an unprepared query would be; the connection keeps
 * the plan under the same name).
 */
export function preparedQuery<P, E extends Executor = Db>(build: (db: E) => P): (db: E) => P {
  const byDb = new WeakMap<E, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = build(db)));
    return prepared;
  };
}

/** A parameter's place in the text while it is built: a mark that SQL text cannot hold, numbered later. */
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');

/** The dialect of the named statements: its parameters as marks that `sentOnce` numbers. */
class MarkingDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `${MARK}${num}${MARK}`;
  }
}

const dialect = new MarkingDialect();

/**
 * The text and parameters of `query` with each placeholder sent once however often the text uses it: every use of a
 * name becomes the same `$n` (issue 19, branch list25: the summary rows used the 48 ids six times, each a separate
 * array that pg serialized). Other parameters (values inlined in the SQL) keep a number each.
 */
function sentOnce(query: { sql: string; params: unknown[] }): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const numberOf = new Map<string, number>();
  const numbers = query.params.map((param) => {
    if (is(param, Placeholder)) {
      const known = numberOf.get(param.name);
      if (known !== undefined) return known;
      numberOf.set(param.name, params.length + 1);
    }
    params.push(param);
    return params.length;
  });
  return { text: query.sql.replace(MARKED, (_, index: string) => `$${numbers[Number(index)]}`), params };
}

/**
 * A statement whose text is the same on every call (only its values differ), as a named prepared statement: PostgreSQL
 * parses and plans it once per connection instead of for every call (decision 0022, the cart batch's compare-and-set),
 * and drizzle builds its SQL once per process, not for every call. `build` gives the SQL with its values as drizzle
 * placeholders (`sql.placeholder('name')`); each call passes the values by name, each name's value once however often
 * the text uses it (one `$n`). The statement's name is `prefix` and a hash of the text. Through the pool only (`db`, not a transaction).
 */
export function namedStatement<T, V extends Record<string, unknown>>(
  prefix: string,
  build: () => SQL,
): (db: Db, values: V) => Promise<T[]> {
  let built: { name: string; text: string; params: unknown[] } | undefined;
  return async (db, values) => {
    if (!built) {
      const { text, params } = sentOnce(dialect.sqlToQuery(build()));
      built = { name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params };
    }
    const client = (db as Db & { $client?: Pool }).$client;
    if (!client || typeof client.query !== 'function') throw new Error(`named statement ${prefix}: no pool to send it through`);
    const { name, text, params } = built;
    return (await client.query<T & QueryResultRow>({ name, text, values: fillPlaceholders(params, values) })).rows;
  };
}

/**
 * Whole numbers as a PostgreSQL array literal (`{1,2,3}`), for a placeholder cast to `int[]`: pg would send a
 * JavaScript array as text too, but quoting and escaping each element on the way (issue 19, branch list25).
 */
export function intArrayLiteral(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}
