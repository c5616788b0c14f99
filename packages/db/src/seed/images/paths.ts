/**
 * Where the demo pictures live. Files are written by `writeDemoImages(dir)`;
 * the server serves that folder at /images, so database rows hold '/images/...' urls.
 */
import type { AnimalId } from '../data/catalog.ts';
import { slugify } from '@toonbank/domain/slug';
import type { ImageShape } from '../data/kinds.ts';

export const IMAGE_URL_PREFIX = '/images';

export function imageUrl(file: string): string {
  return `${IMAGE_URL_PREFIX}/${file}`;
}

export const productMoodFile = (animal: AnimalId) => `products/${animal}-sfeer.svg`;
export const productBackFile = (shape: ImageShape) => `products/${shape}-achterkant.svg`;

/** What a packshot shows: the pack of the product's kind, the brand (by its url), the size and the product's colour. */
interface PackshotKey {
  animal: AnimalId;
  shape: ImageShape;
  brandUrl: string;
  size: string;
  /** '#RRGGBB' of coloured products (balls, beds, leads), else null. */
  color: string | null;
}

/** 'products/hond/polderbrok-zak-1-5-kg.svg': one file per animal, brand, pack, size and colour, shared by products that look alike. */
export function packshotFile(key: PackshotKey): string {
  const size = slugify(key.size.replace(/(\d),(\d)/g, '$1-$2')) || 'stuk';
  const color = key.color ? `-${key.color.slice(1).toLowerCase()}` : '';
  return `products/${key.animal}/${key.brandUrl}-${key.shape}-${size}${color}.svg`;
}

/**
 * Pictures of one product: its packshot (front), a mood picture, and for some a back-of-pack picture.
 */
export function productImageSet(key: PackshotKey, productId: number): { url: string; type: string }[] {
  const images = [
    { url: imageUrl(packshotFile(key)), type: 'Front' },
    { url: imageUrl(productMoodFile(key.animal)), type: 'Standard' },
  ];
  if (productId % 5 < 2) images.push({ url: imageUrl(productBackFile(key.shape)), type: 'Standard2' });
  return images;
}

export const categoryBannerFile = (animal: AnimalId) => `categories/${animal}.svg`;
export const storeFrontFile = (code: string) => `stores/${code.toLowerCase()}.svg`;
export const STORE_LOGO_FILE = 'stores/logo.svg';

export const NEWS_IMAGE_COUNT = 8;
export const newsImageFile = (n: number) => `news/nieuws-${(n % NEWS_IMAGE_COUNT) + 1}.svg`;
