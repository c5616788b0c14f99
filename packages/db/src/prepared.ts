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
