/**
 * Product pictures (issue 12): the demo packshots are 600×600 SVGs; an imported photograph is stored as square
 * AVIF and WebP files at a few widths in a folder named by the photo's content hash, and a product's image url
 * names its WebP at the fallback width (`/images/photos/<hash>/640.webp`). From that one url the storefront builds
 * the `<picture>` sources, so the API and the database keep one url per picture.
 */

/** Widths every imported photo is stored at (a tile is about 240 px wide, the product page 480 px; ×2 for sharp screens). */
export const PHOTO_WIDTHS = [320, 640, 960] as const;

/** The width whose WebP is the photo's url and the `<img>` fallback. */
export const PHOTO_FALLBACK_WIDTH = 640;

/** Formats every imported photo is stored in, best first (the browser takes the first it supports). */
export const PHOTO_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

export type PhotoExtension = (typeof PHOTO_FORMATS)[number]['extension'];

/** Where photos live under the served images folder, and their urls. */
export const PHOTO_URL_PREFIX = '/images/photos';

/** The folder name of a photo: the first 16 hex digits of its content's SHA-256. */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{16}$/;

/** 'photos/<id>/<width>.<extension>', relative to the served images folder. */
export function photoFile(id: string, width: number, extension: PhotoExtension): string {
  return `photos/${id}/${width}.${extension}`;
}

/** The url stored for a photo: its WebP at the fallback width. */
export function photoUrl(id: string): string {
  return `/images/${photoFile(id, PHOTO_FALLBACK_WIDTH, 'webp')}`;
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

/** What an `<img>`/`<picture>` needs: the fallback source, its intrinsic size and the responsive sources. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  sources: PictureSource[];
}

const PHOTO_URL = new RegExp(`^${PHOTO_URL_PREFIX}/([0-9a-f]{16})/${PHOTO_FALLBACK_WIDTH}\\.webp$`);

/** The demo packshots' and other pictures' size: square, 600 px. */
const DEMO_SIZE = 600;

/**
 * The picture of a product image url: an imported photo gets AVIF and WebP sources at every stored width; any
 * other url (an SVG packshot) is one square source.
 */
export function productPicture(url: string): Picture {
  const id = PHOTO_URL.exec(url)?.[1];
  if (!id) return { src: url, width: DEMO_SIZE, height: DEMO_SIZE, sources: [] };
  return {
    src: url,
    width: PHOTO_FALLBACK_WIDTH,
    height: PHOTO_FALLBACK_WIDTH,
    sources: PHOTO_FORMATS.map((format) => ({
      type: format.type,
      srcSet: PHOTO_WIDTHS.map((width) => `/images/${photoFile(id, width, format.extension)} ${width}w`).join(', '),
    })),
  };
}
