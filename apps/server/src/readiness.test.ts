import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@toonbank/db/client';
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http.ts';
import { databaseReadiness } from './readiness.ts';
import { testBuild } from './test-build.ts';

/** `/readyz` says 503 with the reason while the process cannot serve: the database away, or a migration missing. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('readiness', () => {
  it('is ready with a reachable, fully migrated database', async () => {
    expect(await databaseReadiness(database)).toBeNull();
  });

  it('is not ready while a migration of this code is missing in the database', async () => {
    await database.pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(await databaseReadiness(database)).toBe('de database mist migraties');
  });

  it('is not ready when the database does not answer', async () => {
    const away = connect('postgres://toonbank:x@127.0.0.1:9/toonbank', { max: 1 });
    try {
      expect(await databaseReadiness(away)).toBe('de database is niet bereikbaar');
    } finally {
      await away.close();
    }
  });

  it('answers /readyz with 503 and the reason, /healthz with 200, before any other check', async () => {
    let reason: string | null = 'de database is niet bereikbaar';
    const app = createHttpApp({
      build: testBuild({}),
      clientDir: tmpdir(),
      imagesDir: path.join(tmpdir(), 'toonbank-no-images'),
      mode: 'production',
      apiUrl: 'http://127.0.0.1:9',
      readiness: async () => reason,
      database: { available: () => false, confirmOutage: async () => true },
    });
    const notReady = await app.request('/readyz');
    expect([notReady.status, await notReady.json()]).toEqual([503, { status: 'not ready', reason: 'de database is niet bereikbaar' }]);
    // The process itself answers, also while the database is away (pages say 503 then).
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/')).status).toBe(503);
    reason = null;
    expect((await app.request('/readyz')).status).toBe(200);
  });
});
