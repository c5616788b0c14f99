import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, DatabaseUnreachableError, type Database } from './client.ts';
import { migrationsApplied } from './migrate.ts';
import { prepareDatabase, waitUntilReachable } from './open.ts';
import { withDatabase } from './testing/global-setup.ts';

/**
 * Several processes of the shop starting at once on one empty database (issue 18): the start-up path (migrations and
 * the first-start demo data) runs under an advisory lock, so one process migrates and seeds and the others find it
 * done. Each "process" here has its own connection pool, as a process would.
 */
const adminUrl = inject('adminDatabaseUrl');
const name = `toonbank_lock_${randomBytes(5).toString('hex')}`;
const pools: Database[] = [];

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  const admin = connect(adminUrl, { max: 1 });
  await admin.pool.query(`drop database if exists "${name}" with (force)`);
  await admin.close();
});

describe('start-up of several processes on one empty database', () => {
  it('leaves one migrated database with one set of demo data', async () => {
    const admin = connect(adminUrl, { max: 1 });
    await admin.pool.query(`create database "${name}"`);
    await admin.close();
    const url = withDatabase(adminUrl, name);
    for (let i = 0; i < 6; i++) pools.push(connect(url, { max: 3 }));
    expect(await migrationsApplied(pools[0]!)).toBe(false);

    const logs: string[] = [];
    const started = await Promise.allSettled(pools.map((pool) => prepareDatabase(pool, { seedProducts: 20, log: (m) => logs.push(m) })));
    expect(started.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));

    expect(await migrationsApplied(pools[0]!)).toBe(true);
    const count = async (sql: string) => Number((await pools[0]!.pool.query<{ n: string }>(sql)).rows[0]!.n);
    expect(await count('select count(*) as n from products')).toBe(20);
    // One seed: the demo accounts and settings exist once.
    expect(await count(`select count(*) as n from users where email = 'particulier@toonbank.nl'`)).toBe(1);
    expect(logs.filter((line) => line.startsWith('Lege database')).length).toBe(1);
    // Each migration applied once.
    const migrations = await count('select count(*) as n from drizzle.__drizzle_migrations');
    expect(await count('select count(distinct hash) as n from drizzle.__drizzle_migrations')).toBe(migrations);

    // A later start finds nothing to do.
    await prepareDatabase(pools[1]!, { seedProducts: 20, log: (m) => logs.push(m) });
    expect(await count('select count(*) as n from products')).toBe(20);
  });
});

describe('reaching the database at start', () => {
  it('tries again with a growing wait, then gives up with the reason', async () => {
    const dead = connect('postgres://toonbank:x@127.0.0.1:9/toonbank', { max: 1 });
    pools.push(dead);
    const logs: string[] = [];
    const started = Date.now();
    const failure = await waitUntilReachable(dead, 3, (m) => logs.push(m)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect((failure as Error).message).toMatch(/^De database is niet bereikbaar: .*ECONNREFUSED/);
    expect(logs).toEqual([
      expect.stringMatching(/ECONNREFUSED.* \(poging 1 van 3\); opnieuw over 0,25 s\.$/),
      expect.stringMatching(/ECONNREFUSED.* \(poging 2 van 3\); opnieuw over 0,5 s\.$/),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('counts a Unix socket without a server as away, not as a refusal (the embedded server while it restarts)', async () => {
    const dead = connect(`postgres://toonbank:x@${encodeURIComponent('/tmp/toonbank-geen-server')}:9/toonbank`, { max: 1 });
    pools.push(dead);
    const failure = await waitUntilReachable(dead, 1, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect((failure as Error).message).toMatch(/^De database is niet bereikbaar: .*ENOENT/);
    expect((failure as DatabaseUnreachableError).transient).toBe(true);
  });

  it('does not wait for a refusal that waiting cannot cure (a wrong user name and password)', async () => {
    // A role that does not exist: refused under password authentication and under trust (a CI cluster) alike.
    const url = new URL(adminUrl);
    url.username = 'geen_toonbank_gebruiker';
    url.password = 'verkeerd-wachtwoord';
    const wrong = connect(url.toString(), { max: 1 });
    pools.push(wrong);
    const logs: string[] = [];
    const failure = await waitUntilReachable(wrong, 5, (m) => logs.push(m)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect((failure as DatabaseUnreachableError).transient).toBe(false);
    expect(logs).toEqual([]);
  });
});
