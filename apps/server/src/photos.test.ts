import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApi, type TestApi } from '@toonbank/api/testing';
import { productPicture } from '@toonbank/domain/product-pictures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http.ts';
import { importPhotoFolder, PhotoError, photoVariants } from './photos.ts';
import { testBuild } from './test-build.ts';

/** A real JPEG: a 1200×800 landscape photo-like gradient with a shape, encoded by libjpeg. */
async function landscapeJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#8d6e63"/><stop offset="1" stop-color="#fff3e0"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="300" fill="#2e7d32"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

let t: TestApi;
let root: string;
let imagesDir: string;
beforeAll(async () => {
  t = await createTestApi();
  root = await mkdtemp(path.join(tmpdir(), 'toonbank-photos-'));
  imagesDir = path.join(root, 'images');
  await mkdir(imagesDir);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('photoVariants (issue 12: real product photos)', () => {
  it('makes square AVIF and WebP files at 320, 640 and 960 px from a JPEG, the whole photo on white', async () => {
    const { id, variants } = await photoVariants(await landscapeJpeg());
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const made = await Promise.all(
      variants.map(async (v) => {
        const meta = await sharp(v.data).metadata();
        return {
          width: v.width,
          extension: v.extension,
          format: meta.format,
          compression: meta.compression,
          size: `${meta.width}x${meta.height}`,
        };
      }),
    );
    expect(made).toEqual([
      { width: 320, extension: 'avif', format: 'heif', compression: 'av1', size: '320x320' },
      { width: 320, extension: 'webp', format: 'webp', compression: undefined, size: '320x320' },
      { width: 640, extension: 'avif', format: 'heif', compression: 'av1', size: '640x640' },
      { width: 640, extension: 'webp', format: 'webp', compression: undefined, size: '640x640' },
      { width: 960, extension: 'avif', format: 'heif', compression: 'av1', size: '960x960' },
      { width: 960, extension: 'webp', format: 'webp', compression: undefined, size: '960x960' },
    ]);
    // The landscape photo is letterboxed: white above it, the photo's green circle in the middle.
    const { data } = await sharp(variants[3]!.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 640 + x) * 3, (y * 640 + x) * 3 + 3)];
    expect(pixel(320, 10).every((c) => c > 245)).toBe(true);
    expect(pixel(320, 320)[1]).toBeGreaterThan(pixel(320, 320)[0]! + 40);
  });

  it('refuses what is no JPEG or PNG, and photos too small to show sharp, in Dutch', async () => {
    await expect(photoVariants(Buffer.from('geen foto'))).rejects.toThrow(
      new PhotoError('Alleen JPEG- en PNG-foto’s kunnen worden ingelezen.'),
    );
    const gif = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    await expect(photoVariants(gif)).rejects.toThrow(PhotoError);
    const tiny = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    await expect(photoVariants(tiny)).rejects.toThrow('De foto is te klein: minstens 480 pixels breed of hoog.');
  });
});

describe('importPhotoFolder', () => {
  it('gives products named by number their photos, in order, and leaves out what it cannot use', async () => {
    const { rows } = await t.database.pool.query<{ id: number; number: string }>(
      `select id, number from products where type = 'Product' order by id limit 1`,
    );
    const product = rows[0]!;
    const folder = path.join(root, 'inbox');
    await mkdir(folder);
    const jpeg = await landscapeJpeg();
    const png = await sharp(jpeg).rotate(90).png().toBuffer();
    await writeFile(path.join(folder, `${product.number}.jpg`), jpeg);
    await writeFile(path.join(folder, `${product.number}-2.png`), png);
    await writeFile(path.join(folder, 'leesmij.txt'), 'geen foto');
    await writeFile(path.join(folder, '999999999.jpg'), jpeg);
    const revision = await t.database.pool.query<{ revision: string }>('select sum(revision) as revision from catalogue_revision');

    const report = await importPhotoFolder({ folder, imagesDir, db: t.database.db });

    const urls = report.imported.get(product.number);
    expect(urls).toHaveLength(2);
    expect([...report.skipped.keys()].sort()).toEqual(['999999999.jpg', 'leesmij.txt']);
    expect(report.skipped.get('999999999.jpg')).toBe('Er is geen product met nummer 999999999.');
    const images = await t.database.pool.query<{ url: string; type: string }>(
      'select url, type from product_images where product_id = $1 order by id',
      [product.id],
    );
    expect(images.rows).toEqual([
      { url: urls![0], type: 'Front' },
      { url: urls![1], type: 'Standard' },
    ]);
    const after = await t.database.pool.query<{ revision: string }>('select sum(revision) as revision from catalogue_revision');
    expect(Number(after.rows[0]!.revision)).toBeGreaterThan(Number(revision.rows[0]!.revision));
    for (const source of productPicture(urls![0]!).sources) {
      for (const candidate of source.srcSet.split(', ')) {
        const file = candidate.split(' ')[0]!.replace('/images/', '');
        expect((await readFile(path.join(imagesDir, file))).length, file).toBeGreaterThan(500);
      }
    }
  });

  it('serves stored photos with their type and a one-year immutable cache, demo pictures for a day', async () => {
    const photo = productPicture((await photoStored()).url);
    await writeFile(path.join(imagesDir, 'demo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = createHttpApp({
      api: t.api,
      build: testBuild({}, () => new Response('page')),
      clientDir: tmpdir(),
      imagesDir,
      mode: 'production',
    });
    const avif = await app.request(photo.sources[0]!.srcSet.split(' ')[0]!);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webp = await app.request(photo.src);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(640);
    const demo = await app.request('/images/demo.svg');
    expect(demo.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await app.request('/images/photos/0000000000000000/640.webp')).status).toBe(404);
  });
});

async function photoStored(): Promise<{ url: string }> {
  const { rows } = await t.database.pool.query<{ url: string }>(`select url from product_images where url like '/images/photos/%' limit 1`);
  return rows[0]!;
}
