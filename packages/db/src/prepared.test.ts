/** Named prepared statements built once (decision 0022) on the real PostgreSQL. */
import { sql } from 'drizzle-orm';
import type { Pool, QueryConfig } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { intArrayLiteral, namedStatement } from './prepared.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('intArrayLiteral', () => {
  it('writes whole numbers as an array literal, the empty list as {}', () => {
    expect(intArrayLiteral([12, -3, 0])).toBe('{12,-3,0}');
    expect(intArrayLiteral([])).toBe('{}');
  });
});

describe('namedStatement', () => {
  it('builds its SQL once and binds each call’s values by name, a name used twice with one value', async () => {
    let builds = 0;
    const statement = namedStatement<{ sum: number; ids: number[]; twice: boolean }, { a: number; ids: number[] }>('toonbank_test', () => {
      builds += 1;
      const a = sql`${sql.placeholder('a')}`;
      return sql`select (${a}::int + ${a}::int) as sum, ${sql.placeholder('ids')}::int[] as ids, ${a}::int = ${a}::int as twice`;
    });
    expect(await statement(database.db, { a: 2, ids: [1, 2] })).toEqual([{ sum: 4, ids: [1, 2], twice: true }]);
    expect(await statement(database.db, { a: 5, ids: [] })).toEqual([{ sum: 10, ids: [], twice: true }]);
    expect(builds).toBe(1);
  });

  it('sends the value of a name used several times once, as one parameter the text reuses', async () => {
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const query = vi.spyOn(pool, 'query');
    try {
      const statement = namedStatement<{ n: number; found: number[] }, { ids: string; a: number }>('toonbank_test_once', () => {
        const ids = sql`${sql.placeholder('ids')}::int[]`;
        return sql`select ${sql.placeholder('a')}::int + cardinality(${ids}) as n,
          array(select x from unnest(${ids}) x where x = any(${ids}) and x > ${sql.placeholder('a')}::int order by x) as found`;
      });
      expect(await statement(database.db, { ids: intArrayLiteral([3, 1, 2]), a: 1 })).toEqual([{ n: 4, found: [2, 3] }]);
      const sent = query.mock.calls[0]![0] as unknown as QueryConfig;
      expect(sent.values).toEqual([1, '{3,1,2}']);
      expect(sent.text.match(/\$2::int\[\]/g)).toHaveLength(3);
      expect(sent.text).not.toContain('$3');
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a call without a value for one of its placeholders', async () => {
    const statement = namedStatement<{ x: number }, { x: number }>(
      'toonbank_test_missing',
      () => sql`select ${sql.placeholder('x')}::int as x`,
    );
    await expect(statement(database.db, {} as { x: number })).rejects.toThrow(/No value for placeholder "x"/);
  });
});
