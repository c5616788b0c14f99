import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe('GET /api/platform/revision', () => {
  it('names the data revision, never cached, and changes with a catalogue or content write', async () => {
    const read = async () => {
      const response = await t.request('/api/platform/revision');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return ((await response.json()) as { Success: boolean; Revision: string }).Revision;
    };
    const first = await read();
    expect(first).toMatch(/^\d+:\d+$/);
    expect(await read()).toBe(first);
    // A product write that changes nothing leaves the revision (decision 0017); a real change moves it.
    await t.database.pool.query('update products set name = name where id = (select min(id) from products)');
    expect(await read()).toBe(first);
    await t.database.pool.query(`update products set name = name || ' (nieuw)' where id = (select min(id) from products)`);
    const afterCatalogue = await read();
    expect(afterCatalogue).not.toBe(first);
    await t.database.pool.query(`update settings set value = value where name = (select min(name) from settings)`);
    expect(await read()).not.toBe(afterCatalogue);
  });
});
