import path from 'node:path';
import { assertReachable, connect, type Database } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';

export interface OpenedDatabase {
  database: Database;
  embedded: boolean;
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
  if (!url) {
    options.log('Geen DATABASE_URL: de ingebouwde PostgreSQL wordt gestart (data in ' + path.resolve(options.dataDir, 'pg') + ').');
    const server = await startEmbeddedPostgres({ dataDir: path.join(options.dataDir, 'pg'), port: options.embeddedPort });
    await ensureDatabase(server.url('postgres'), 'toonbank');
    url = server.url('toonbank');
    stopEmbedded = () => server.stop();
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
    close: async () => {
      await database.close();
      await stopEmbedded();
    },
  };
}
