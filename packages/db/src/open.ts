import path from 'node:path';
import { assertReachable, connect, DatabaseUnreachableError, type Database } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';

export interface OpenedDatabase {
  database: Database;
  /** The read replica for catalogue reads (`readUrl`, decision 0019); none without one. */
  readDatabase?: Database;
  embedded: boolean;
  /** The embedded server (none with DATABASE_URL), for supervision. */
  server?: EmbeddedServer;
  /** Closes the pool and stops an embedded server. */
  close(): Promise<void>;
}

/**
 * The database for a running shop: `databaseUrl` when given, else an embedded
 * PostgreSQL with its data in `<dataDir>/pg`. Migrations run on every start;
 * an empty database gets the demo data.
 */
export async function openShopDatabase(options: {
  databaseUrl?: string;
  /** A read replica of `databaseUrl` for catalogue reads (DATABASE_READ_URL, decision 0019): a second pool, never migrated. */
  readUrl?: string;
  dataDir: string;
  embeddedPort: number;
  seedProducts: number;
  /** Connection pool size of this process (default 10). */
  poolSize?: number;
  /** How often to try to reach the database at start before giving up (default 1: no retry). */
  connectAttempts?: number;
  log: (message: string) => void;
}): Promise<OpenedDatabase> {
  let url = options.databaseUrl;
  let stopEmbedded = async () => {};
  let server: EmbeddedServer | undefined;
  if (!url) {
    options.log('Geen DATABASE_URL: de ingebouwde PostgreSQL wordt gestart (data in ' + path.resolve(options.dataDir, 'pg') + ').');
    const started = await startEmbeddedPostgres({
      dataDir: path.join(options.dataDir, 'pg'),
      port: options.embeddedPort,
      // Our own notices (an orphan stopped); PostgreSQL's chatter stays out of the shop's log.
      onLog: (line) => {
        if (/achtergebleven PostgreSQL/.test(line)) options.log(line);
      },
    });
    server = started;
    await ensureDatabase(started.url('postgres'), 'toonbank');
    // The shop's pool over the Unix socket (decision 0026, 2026-11-27 night): the same server, a cheaper round trip.
    url = started.localUrl('toonbank');
    stopEmbedded = () => started.stop();
  }
  const database = connect(url, { max: options.poolSize, applicationName: `toonbank ${process.pid}` });
  const readDatabase = options.readUrl
    ? connect(options.readUrl, { max: options.poolSize, applicationName: `toonbank ${process.pid} read` })
    : undefined;
  try {
    await waitUntilReachable(database, options.connectAttempts ?? 1, options.log);
    await prepareDatabase(database, { seedProducts: options.seedProducts, log: options.log });
    if (readDatabase)
      await waitUntilReachable(readDatabase, options.connectAttempts ?? 1, options.log, 'De leesreplica (DATABASE_READ_URL)');
  } catch (error) {
    await readDatabase?.close().catch(() => {});
    await database.close().catch(() => {});
    await stopEmbedded().catch(() => {});
    throw error;
  }
  return {
    database,
    readDatabase,
    embedded: !options.databaseUrl,
    server,
    close: async () => {
      await readDatabase?.close();
      await database.close();
      await stopEmbedded();
    },
  };
}

/** First delay between two attempts to reach the database; it doubles per attempt, up to `MAX_RETRY_DELAY_MS`. */
export const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 5000;

/**
 * Tries to reach the database up to `attempts` times, waiting longer each time (a database that starts together with
 * the shop, or a fail-over, answers after a few seconds). A refusal that waiting does not cure (wrong password, no
 * such database) fails at once.
 */
export async function waitUntilReachable(
  database: Database,
  attempts: number,
  log: (message: string) => void,
  subject?: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await assertReachable(database, subject);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof DatabaseUnreachableError) || !error.transient) throw error;
      const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
      log(`${error.message} (poging ${attempt} van ${attempts}); opnieuw over ${(delay / 1000).toLocaleString('nl-NL')} s.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Session-level advisory lock of the start-up path (an arbitrary constant, the same in every process of the shop). */
export const STARTUP_LOCK = 7_316_2026;

/**
 * Migrations and the first-start demo data, under a PostgreSQL advisory lock: when several processes start at once on
 * one database, one migrates and seeds while the others wait, then find nothing left to do.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedProducts: number; log: (message: string) => void },
): Promise<void> {
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      await runMigrations(database);
      if (await isDatabaseEmpty(database.db)) {
        options.log(`Lege database: demogegevens worden geladen (${options.seedProducts} producten)...`);
        const counts = await seedDemoData(database.db, {
          products: options.seedProducts,
          referenceDate: new Date(),
          onProgress: options.log,
        });
        options.log(`Demogegevens geladen: ${counts.products} producten, ${counts.brands} merken, ${counts.stores} winkels.`);
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    lock.release();
  }
}
