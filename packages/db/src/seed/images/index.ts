/**
 * Writes the demo pictures (about 280 small SVG files) into `targetDir`:
 *   products/  packshots per animal, brand, pack, size and colour (every one a product can get), mood and back pictures
 *   brands/    one logo per brand
 *   banners/   home, row, block, USP, discount, listing and service banners
 *   categories/ one banner per animal category
 *   stores/    a picture per location plus the Toonbank logo
 *   news/      decorative news pictures
 * The server serves `<dataDir>/images` at `/images`, matching the urls in the
 * seeded rows ('/images/products/hond-zak-1.svg'). Safe to run again: files are overwritten.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRANDS } from '../data/brands.ts';
import { CATALOG, type AnimalId } from '../data/catalog.ts';
import { COLORS, IMAGE_SHAPES, KINDS, type KindId } from '../data/kinds.ts';
import { STORES } from '../data/stores.ts';
import { brandLogoPath, brandUrl, buildBrands } from '../brands.ts';
import { HOUSE_BRAND, SAMPLE_KINDS, SINGLE_PIECE, brandCandidates } from '../products.ts';
import { BANNERS, animalBanners } from './banners.ts';
import { bannerSvg } from './banner-svg.ts';
import { brandLogoSvg, newsSvg, storeFrontSvg, storeLogoSvg } from './misc-svg.ts';
import { packshotSvg, type PackshotSpec } from './packshot-svg.ts';
import {
  NEWS_IMAGE_COUNT,
  STORE_LOGO_FILE,
  newsImageFile,
  packshotFile,
  productBackFile,
  productMoodFile,
  storeFrontFile,
} from './paths.ts';
import { productBackSvg, productMoodSvg } from './product-svg.ts';

/**
 * Every packshot a generated product can refer to: per leaf category, each brand that may make it, each size and
 * colour; plus free samples and the house brand's POS material and vouchers (products.ts).
 */
function packshotFiles(): [file: string, spec: PackshotSpec][] {
  const { brands } = buildBrands();
  const specs = new Map<string, PackshotSpec>();
  const add = (
    animal: AnimalId,
    kindId: KindId,
    sizes: readonly { label: string }[],
    colors: readonly (string | null)[],
    only?: string,
  ) => {
    const shape = KINDS[kindId].image;
    for (const brand of brandCandidates(brands, animal, kindId).filter((b) => !only || b.def.name === only)) {
      for (const size of sizes) {
        for (const color of colors) {
          const spec = { animal, shape, brand: { name: brand.def.name, colors: brand.def.colors }, size: size.label, color };
          specs.set(packshotFile({ animal, shape, brandUrl: brandUrl(brand.def), size: size.label, color }), spec);
        }
      }
    }
  };
  for (const animal of CATALOG) {
    for (const leaf of animal.groups.flatMap((group) => group.leaves)) {
      add(animal.id, leaf.kind, leaf.sizes ?? KINDS[leaf.kind].sizes, leaf.colored ? COLORS.map((c) => c.hex) : [null]);
    }
    add(animal.id, 'pos', [SINGLE_PIECE], [null], HOUSE_BRAND);
  }
  for (const animal of CATALOG.slice(0, 2)) for (const sample of SAMPLE_KINDS) add(animal.id, sample.kind, [sample.size], [null]);
  return [...specs.entries()];
}

/** Every demo picture as [relative file, svg]. */
export function demoImageFiles(): [string, string][] {
  const files: [string, string][] = [];
  for (const [file, spec] of packshotFiles()) files.push([file, packshotSvg(spec)]);
  for (const animal of CATALOG) files.push([productMoodFile(animal.id), productMoodSvg(animal)]);
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

/**
 * Writes the pictures, unless the folder already holds this very set: a stamp file keeps the hash of all names and
 * contents, so a restart does not rewrite some 3,400 files.
 */
export async function writeDemoImages(targetDir: string): Promise<void> {
  const files = demoImageFiles();
  const hash = createHash('sha256');
  for (const [file, svg] of files) hash.update(file).update('\0').update(svg).update('\0');
  const stamp = hash.digest('hex');
  const stampFile = path.join(targetDir, '.demo-images');
  if ((await readFile(stampFile, 'utf8').catch(() => '')) === stamp) return;
  const folders = new Set(files.map(([file]) => path.dirname(path.join(targetDir, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(files.map(([file, svg]) => writeFile(path.join(targetDir, file), svg, 'utf8')));
  await writeFile(stampFile, stamp, 'utf8');
}
