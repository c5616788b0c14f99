/**
 * Fills the database at DATABASE_URL with demo data.
 *
 *   DATABASE_URL=postgres://... node --import tsx packages/db/src/seed/cli.ts --products 100000
 *
 * Options:
 *   --products N          number of products (default 2000)
 *   --seed N              PRNG seed (default 2026)
 *   --reference-date D    day the dates are relative to, yyyy-MM-dd (default 2026-11-01)
 *   --today               use today as the reference day
 *   --reset               empty every table first (TRUNCATE ... RESTART IDENTITY CASCADE)
 *   --images DIR          also write the demo pictures into DIR (served at /images)
 *
 * Migrations run first. A database that already has data is left alone unless --reset is given.
 */
import { parseArgs } from 'node:util';
import { assertReachable, connect } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import {
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
  DEFAULT_SEED_PRODUCTS,
  isDatabaseEmpty,
  seedDemoData,
  truncateAllTables,
  writeDemoImages,
} from './index.ts';

interface CliOptions {
  products: number;
  seed: number;
  referenceDate: Date;
  reset: boolean;
  imagesDir?: string;
}

function parseOptions(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      'reference-date': { type: 'string' },
      today: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      images: { type: 'string' },
    },
    strict: true,
  });
  const products = positiveInteger(values.products, '--products') ?? DEFAULT_SEED_PRODUCTS;
  const seed = positiveInteger(values.seed, '--seed') ?? DEFAULT_SEED;
  let referenceDate = values.today ? new Date() : DEFAULT_REFERENCE_DATE;
  if (values['reference-date']) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values['reference-date'])) throw new Error('--reference-date verwacht yyyy-MM-dd');
    referenceDate = new Date(`${values['reference-date']}T00:00:00Z`);
  }
  return { products, seed, referenceDate, reset: values.reset, imagesDir: values.images };
}

function positiveInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} verwacht een positief geheel getal, niet '${value}'`);
  return number;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL ontbreekt, bijvoorbeeld DATABASE_URL=postgres://postgres:geheim@localhost:5432/toonbank');
    return 2;
  }
  const database = connect(url, { max: 2 });
  try {
    await assertReachable(database);
    await runMigrations(database);
    if (!(await isDatabaseEmpty(database.db))) {
      if (!options.reset) {
        console.error('De database bevat al gegevens. Gebruik --reset om alle tabellen eerst te legen.');
        return 1;
      }
      const tables = await truncateAllTables(database.db);
      console.log(`${tables.length} tabellen geleegd.`);
    }
    const started = performance.now();
    console.log(
      `Demogegevens laden: ${options.products} producten, seed ${options.seed}, referentiedatum ${options.referenceDate.toISOString().slice(0, 10)}.`,
    );
    const counts = await seedDemoData(database.db, {
      products: options.products,
      seed: options.seed,
      referenceDate: options.referenceDate,
      onProgress: (message) => console.log(`  ${message}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Klaar in ${seconds} s: ${counts.products} producten, ${counts.brands} merken, ${counts.stores} winkels, ${counts.customers} klanten.`,
    );
    if (options.imagesDir) {
      await writeDemoImages(options.imagesDir);
      console.log(`Afbeeldingen geschreven naar ${options.imagesDir}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
