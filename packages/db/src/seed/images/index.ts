/**
 * Writes the demo pictures (about 280 small SVG files) into `targetDir`:
 *   products/  pool of product pictures per animal × shape × tint, mood and back pictures
 *   brands/    one logo per brand
 *   banners/   home, row, block, USP, discount, listing and service banners
 *   categories/ one banner per animal category
 *   stores/    a picture per location plus the Toonbank logo
 *   news/      decorative news pictures
 * The server serves `<dataDir>/images` at `/images`, matching the urls in the
 * seeded rows ('/images/products/hond-zak-1.svg'). Safe to run again: files are overwritten.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRANDS } from '../data/brands.ts';
import { CATALOG, type AnimalId } from '../data/catalog.ts';
import { IMAGE_SHAPES } from '../data/kinds.ts';
import { STORES } from '../data/stores.ts';
import { brandLogoPath } from '../brands.ts';
import { BANNERS, animalBanners } from './banners.ts';
import { bannerSvg } from './banner-svg.ts';
import { brandLogoSvg, newsSvg, storeFrontSvg, storeLogoSvg } from './misc-svg.ts';
import {
  NEWS_IMAGE_COUNT,
  PRODUCT_TINT_COUNT,
  STORE_LOGO_FILE,
  newsImageFile,
  productBackFile,
  productFrontFile,
  productMoodFile,
  storeFrontFile,
} from './paths.ts';
import { TINTS, productBackSvg, productFrontSvg, productMoodSvg, type Tint } from './product-svg.ts';

/** Every demo picture as [relative file, svg]. */
export function demoImageFiles(): [string, string][] {
  const files: [string, string][] = [];
  for (const animal of CATALOG) {
    for (const shape of IMAGE_SHAPES) {
      for (let tint = 1; tint <= PRODUCT_TINT_COUNT; tint++) {
        files.push([productFrontFile(animal.id, shape, tint), productFrontSvg(animal, shape, TINTS[(tint - 1) % TINTS.length] as Tint)]);
      }
    }
    files.push([productMoodFile(animal.id), productMoodSvg(animal)]);
  }
  for (const shape of IMAGE_SHAPES) files.push([productBackFile(shape), productBackSvg(shape)]);
  for (const brand of BRANDS) {
    const file = brandLogoPath(brand);
    if (file) files.push([file, brandLogoSvg(brand)]);
  }
  for (const spec of [...Object.values(BANNERS), ...animalBanners()]) files.push([spec.file, bannerSvg(spec)]);
  for (const store of STORES) files.push([storeFrontFile(store.code), storeFrontSvg(store)]);
  files.push([STORE_LOGO_FILE, storeLogoSvg()]);
  for (let n = 0; n < NEWS_IMAGE_COUNT; n++) {
    files.push([newsImageFile(n), newsSvg(n, (CATALOG[n % CATALOG.length]?.id ?? 'hond') as AnimalId)]);
  }
  return files;
}

export async function writeDemoImages(targetDir: string): Promise<void> {
  const files = demoImageFiles();
  const folders = new Set(files.map(([file]) => path.dirname(path.join(targetDir, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(files.map(([file, svg]) => writeFile(path.join(targetDir, file), svg, 'utf8')));
}
