/**
 * Product photographs (issue 12): JPEG or PNG in, square AVIF and WebP at every width of PHOTO_WIDTHS out, stored
 * under `<imagesDir>/photos/<hash>/` (the server serves them at /images/photos with a one-year immutable cache:
 * a changed photo has another hash, so another url). The import reads a folder of files named by product number
 * (`100123.jpg`, `100123-2.png` for the second picture) and gives those products these pictures.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@toonbank/db/client';
import { replaceProductPictures } from '@toonbank/db/repositories/products';
import { PHOTO_FORMATS, PHOTO_WIDTHS, photoFile, photoUrl, type PhotoExtension } from '@toonbank/domain/product-pictures';
import sharp from 'sharp';

/** A photo the import cannot use, with the reason in Dutch. */
export class PhotoError extends Error {}

/** Photos smaller than this (longest side) would be blown up more than twice for the widest size. */
export const MIN_PHOTO_SIZE = 480;

export interface PhotoVariant {
  width: number;
  extension: PhotoExtension;
  data: Buffer;
}

/**
 * The variants of one photo: for every width a square with the whole photo on white (product photos differ in
 * shape; tiles are square), turned upright by its EXIF orientation, in AVIF and WebP. `id` is the content hash.
 */
export async function photoVariants(input: Buffer): Promise<{ id: string; variants: PhotoVariant[] }> {
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png'))
    throw new PhotoError('Alleen JPEG- en PNG-foto’s kunnen worden ingelezen.');
  if (Math.max(meta.width ?? 0, meta.height ?? 0) < MIN_PHOTO_SIZE)
    throw new PhotoError(`De foto is te klein: minstens ${MIN_PHOTO_SIZE} pixels breed of hoog.`);
  const id = createHash('sha256').update(input).digest('hex').slice(0, 16);
  const variants: PhotoVariant[] = [];
  for (const width of PHOTO_WIDTHS) {
    const square = sharp(input).rotate().resize(width, width, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' });
    for (const format of PHOTO_FORMATS) {
      const data =
        format.extension === 'avif'
          ? await square.clone().avif({ quality: 55, effort: 3 }).toBuffer()
          : await square.clone().webp({ quality: 80 }).toBuffer();
      variants.push({ width, extension: format.extension, data });
    }
  }
  return { id, variants };
}

/** Writes a photo's variants into the images folder; answers the url to store for it. */
export async function storePhoto(imagesDir: string, input: Buffer): Promise<string> {
  const { id, variants } = await photoVariants(input);
  await mkdir(path.join(imagesDir, 'photos', id), { recursive: true });
  await Promise.all(
    variants.map((variant) => writeFile(path.join(imagesDir, photoFile(id, variant.width, variant.extension)), variant.data)),
  );
  return photoUrl(id);
}

export interface PhotoImportReport {
  /** Product number → the stored urls, in order. */
  imported: Map<string, string[]>;
  /** File → why it was left out (Dutch). */
  skipped: Map<string, string>;
}

const PHOTO_NAME = /^([0-9A-Za-z]+)(?:-(\d+))?\.(jpe?g|png)$/i;

/** Reads every JPEG or PNG in `folder`, named `<productNumber>[-<n>].<ext>`, and gives each product its photos. */
export async function importPhotoFolder(options: { folder: string; imagesDir: string; db: Db }): Promise<PhotoImportReport> {
  const report: PhotoImportReport = { imported: new Map(), skipped: new Map() };
  const byProduct = new Map<string, { order: number; file: string }[]>();
  for (const file of (await readdir(options.folder)).sort()) {
    const match = PHOTO_NAME.exec(file);
    if (!match) {
      report.skipped.set(file, 'De naam is geen productnummer met .jpg, .jpeg of .png (bijvoorbeeld 100123.jpg of 100123-2.jpg).');
      continue;
    }
    const [, number = '', order = '1'] = match;
    byProduct.set(number, [...(byProduct.get(number) ?? []), { order: Number(order), file }]);
  }
  for (const [number, files] of byProduct) {
    const urls: string[] = [];
    for (const { file } of files.sort((a, b) => a.order - b.order)) {
      try {
        urls.push(await storePhoto(options.imagesDir, await readFile(path.join(options.folder, file))));
      } catch (error) {
        if (!(error instanceof PhotoError)) throw error;
        report.skipped.set(file, error.message);
      }
    }
    if (urls.length === 0) continue;
    if (await replaceProductPictures(options.db, number, urls)) report.imported.set(number, urls);
    else for (const { file } of files) report.skipped.set(file, `Er is geen product met nummer ${number}.`);
  }
  return report;
}
