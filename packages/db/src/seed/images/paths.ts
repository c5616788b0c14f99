/**
 * Where the demo pictures live. Files are written by `writeDemoImages(dir)`;
 * the server serves that folder at /images, so database rows hold '/images/...' urls.
 */
import type { AnimalId } from '../data/catalog.ts';
import type { ImageShape } from '../data/kinds.ts';

export const IMAGE_URL_PREFIX = '/images';

export function imageUrl(file: string): string {
  return `${IMAGE_URL_PREFIX}/${file}`;
}

/** Number of colour tints per product picture (images/product-svg.ts TINTS). */
export const PRODUCT_TINT_COUNT = 3;

export const productFrontFile = (animal: AnimalId, shape: ImageShape, tint: number) => `products/${animal}-${shape}-${tint}.svg`;
export const productMoodFile = (animal: AnimalId) => `products/${animal}-sfeer.svg`;
export const productBackFile = (shape: ImageShape) => `products/${shape}-achterkant.svg`;

/**
 * Pictures of one product from the pool: a front picture (tint fixed per brand,
 * so a brand looks consistent), a mood picture, and for some a back-of-pack picture.
 */
export function productImageSet(animal: AnimalId, shape: ImageShape, brandId: number, productId: number): { url: string; type: string }[] {
  const images = [
    { url: imageUrl(productFrontFile(animal, shape, (brandId % PRODUCT_TINT_COUNT) + 1)), type: 'Front' },
    { url: imageUrl(productMoodFile(animal)), type: 'Standard' },
  ];
  if (productId % 5 < 2) images.push({ url: imageUrl(productBackFile(shape)), type: 'Standard2' });
  return images;
}

export const categoryBannerFile = (animal: AnimalId) => `categories/${animal}.svg`;
export const storeFrontFile = (code: string) => `stores/${code.toLowerCase()}.svg`;
export const STORE_LOGO_FILE = 'stores/logo.svg';

export const NEWS_IMAGE_COUNT = 8;
export const newsImageFile = (n: number) => `news/nieuws-${(n % NEWS_IMAGE_COUNT) + 1}.svg`;
