/** Named prepared statements built once (decision 0022) on the real PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement } from './prepared.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

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

  it('refuses a call without a value for one of its placeholders', async () => {
    const statement = namedStatement<{ x: number }, { x: number }>(
      'toonbank_test_missing',
      () => sql`select ${sql.placeholder('x')}::int as x`,
    );
    await expect(statement(database.db, {} as { x: number })).rejects.toThrow(/No value for placeholder "x"/);
  });
});
