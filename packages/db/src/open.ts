import path from 'node:path';
import { assertReachable, connect, type Database } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';

export interface OpenedDatabase {
  database: Database;
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
  dataDir: string;
  embeddedPort: number;
  seedProducts: number;
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
    url = started.url('toonbank');
    stopEmbedded = () => started.stop();
  }
  const database = connect(url);
  try {
    await assertReachable(database);
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
  } catch (error) {
    await database.close().catch(() => {});
    await stopEmbedded().catch(() => {});
    throw error;
  }
  return {
    database,
    embedded: !options.databaseUrl,
    server,
    close: async () => {
      await database.close();
      await stopEmbedded();
    },
  };
}
