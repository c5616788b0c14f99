import { describe, expect, it } from 'vitest';
import type { AppDeps } from './context.ts';
import { BYTES_PER_JSON_CHAR, estimatedBytes, revisionCache, sharedReads } from './revision-cache.ts';

/** A revision source whose reads finish when the test says so; `revision` is what a read started now would see. */
function source() {
  const state = { revision: 1, started: 0, pending: [] as (() => void)[] };
  const read = (): Promise<number> => {
    state.started += 1;
    const seen = state.revision;
    return new Promise((resolve) => state.pending.push(() => resolve(seen)));
  };
  const finishAll = async () => {
    while (state.pending.length > 0) {
      for (const finish of state.pending.splice(0)) finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { state, read, finishAll };
}

const deps = {} as AppDeps;

describe('sharedReads', () => {
  it('reads anew for each request that arrives after the last read finished', async () => {
    const { state, read, finishAll } = source();
    const shared = sharedReads(read);
    const first = shared(deps);
    await finishAll();
    state.revision = 2;
    const second = shared(deps);
    await finishAll();
    expect([await first, await second]).toEqual([1, 2]);
    expect(state.started).toBe(2);
  });

  it('never answers a request with a read that started before it arrived, and lets the requests arriving meanwhile share one read', async () => {
    const { state, read, finishAll } = source();
    const shared = sharedReads(read);
    const early = shared(deps); // starts a read that sees revision 1
    state.revision = 2; // a write commits while that read is under way
    const late = [shared(deps), shared(deps), shared(deps)];
    await finishAll();
    expect(await early).toBe(1);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    expect(state.started).toBe(2);
  });
});

describe('revisionCache', () => {
  it('builds a value once for concurrent misses of one key, and anew after the revision changes', async () => {
    let revision = 1;
    let builds = 0;
    const cached = revisionCache({ maxEntries: 8, readRevision: () => Promise.resolve(revision) });
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `built at ${revision}`;
    };
    const concurrent = await Promise.all([
      cached({} as AppDeps, 'k', build),
      cached(deps, 'k', build),
      cached(deps, 'k', build),
      cached(deps, 'k', build),
    ]);
    expect(concurrent.slice(1)).toEqual(['built at 1', 'built at 1', 'built at 1']);
    expect(builds).toBe(2); // the first call had other deps (another API instance): its own build
    expect(await cached(deps, 'k', build)).toBe('built at 1');
    expect(builds).toBe(2);
    revision = 2;
    expect(await cached(deps, 'k', build)).toBe('built at 2');
    expect(builds).toBe(3);
  });
});

describe('revisionCache bounded in bytes (decision 0017)', () => {
  it('keeps the estimated size under maxBytes, dropping the least recently used entries first', async () => {
    let builds = 0;
    // Each value is 1,000 characters of JSON: 2,000 estimated bytes; room for 3.
    const value = (name: string) => ({ name, text: 'x'.repeat(1000 - 21 - name.length) });
    expect(JSON.stringify(value('a')).length).toBe(1000);
    const cached = revisionCache({ maxEntries: 1000, maxBytes: () => 3 * 2 * 1000 + 500, readRevision: () => Promise.resolve(1) });
    const get = (key: string) =>
      cached(deps, key, () => {
        builds += 1;
        return Promise.resolve(value(key));
      });
    for (const key of ['a', 'b', 'c']) await get(key);
    expect(builds).toBe(3);
    await get('a'); // a hit: 'a' becomes the most recently used
    expect(builds).toBe(3);
    await get('d'); // over the bound: 'b', the least recently used, goes
    expect(builds).toBe(4);
    await get('a');
    await get('c');
    await get('d');
    expect(builds).toBe(4);
    await get('b');
    expect(builds).toBe(5);
  });

  it('answers but does not keep a value larger than the whole bound', async () => {
    let builds = 0;
    const cached = revisionCache({ maxEntries: 1000, maxBytes: () => 100, readRevision: () => Promise.resolve(1) });
    const get = () =>
      cached(deps, 'big', () => {
        builds += 1;
        return Promise.resolve({ text: 'y'.repeat(200) });
      });
    expect((await get()).text).toHaveLength(200);
    await get();
    expect(builds).toBe(2);
  });
});

describe('estimatedBytes: a cached value counted without making its JSON', () => {
  it('counts about the length of the JSON, never much less', () => {
    const hit = (id: number) => ({
      Id: id,
      Title: `Droogvoer kip & rijst ${id} — 12 kg`,
      Price: { Amount: 1295 + id, Currency: 'EUR', Vat: 21.0 },
      InStock: id % 2 === 0,
      Images: [`/images/${id}.jpg`, `/images/${id}-2.jpg`],
      Brand: null,
      Hidden: undefined,
      Badges: [],
    });
    const answer = {
      data: { SearchTerm: 'kip', Hits: Array.from({ length: 24 }, (_, n) => hit(100_000 + n)), Total: 480 },
      stock: [[1, 2]],
    };
    const json = JSON.stringify(answer).length * BYTES_PER_JSON_CHAR;
    expect(estimatedBytes(answer)).toBeGreaterThanOrEqual(json);
    expect(estimatedBytes(answer)).toBeLessThan(json * 1.15);
    expect(estimatedBytes('abc')).toBe(5 * BYTES_PER_JSON_CHAR);
    expect(estimatedBytes([undefined, null])).toBeGreaterThanOrEqual(JSON.stringify([undefined, null]).length * BYTES_PER_JSON_CHAR);
  });

  it('counts bytes as their length and a date as its JSON', () => {
    expect(estimatedBytes(new Uint8Array(6000))).toBe(6000);
    expect(estimatedBytes({ gzip: new Uint8Array(6000) })).toBeGreaterThanOrEqual(6000);
    const date = new Date('2026-11-28T05:00:00Z');
    expect(estimatedBytes(date)).toBe(JSON.stringify(date).length * BYTES_PER_JSON_CHAR);
  });
});
