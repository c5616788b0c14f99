/**
 * Imports product photos from a folder (issue 12): `npm run photos:import -- <folder>`.
 * Files are named by product number: `100123.jpg`, `100123-2.png` for a second picture. Each is stored as square
 * AVIF and WebP at several widths under DATA_DIR/images/photos and becomes that product's picture (its old
 * pictures are replaced). Uses DATABASE_URL, or the embedded database in DATA_DIR: stop the shop first then,
 * since one embedded PostgreSQL serves one process.
 */
import path from 'node:path';
import { loadConfig } from '@toonbank/config';
import { openShopDatabase } from '@toonbank/db/open';
import { importPhotoFolder } from './photos.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Gebruik: npm run photos:import -- <map met foto’s, genoemd naar productnummer: 100123.jpg, 100123-2.jpg>');
  process.exit(2);
}
const config = loadConfig();
const dataDir = path.resolve(config.DATA_DIR);
const opened = await openShopDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir,
  embeddedPort: config.EMBEDDED_PG_PORT,
  seedProducts: config.SEED_PRODUCTS,
  log: (message) => console.log(message),
});
try {
  const report = await importPhotoFolder({ folder: path.resolve(folder), imagesDir: path.join(dataDir, 'images'), db: opened.database.db });
  for (const [number, urls] of report.imported) console.log(`${number}: ingelezen (${urls.length})`);
  for (const [file, reason] of report.skipped) console.warn(`${file} overgeslagen: ${reason}`);
  console.log(`Klaar. Producten met nieuwe foto's: ${report.imported.size}. Overgeslagen bestanden: ${report.skipped.size}.`);
  process.exitCode = report.skipped.size > 0 ? 1 : 0;
} finally {
  await opened.close();
}
