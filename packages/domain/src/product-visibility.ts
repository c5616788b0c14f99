/**
 * Which products a viewer may see. Product pages, listers, search, suggestions and the cart all apply this one
 * rule; the database package builds its SQL condition (`productVisibleTo`) from the same facts and lists.
 */
import { isPublishedFor } from './publication.ts';

/**
 * Product types no shopper ever sees, whatever their flags: a ProductVoucher is a gift voucher, which the shop
 * sells in its own way and never lists or puts in a cart as a product.
 */
export const HIDDEN_PRODUCT_TYPES: readonly string[] = ['ProductVoucher'];

/** The flags that must all be true for anyone to see a product: it is active and marked viewable. */
export const VISIBILITY_FLAGS = ['isActive', 'isViewable'] as const;

/** What the rule reads of a product. */
export interface ProductVisibilityFacts {
  isActive: boolean;
  isViewable: boolean;
  type: string;
  publicationCodes: readonly string[];
}

/**
 * A product is shown in the shop at all when it is active, viewable and not of a hidden type; who may see it
 * then depends on its publication codes (`isProductVisibleTo`).
 */
export function isProductShown(product: Omit<ProductVisibilityFacts, 'publicationCodes'>): boolean {
  return VISIBILITY_FLAGS.every((flag) => product[flag]) && !HIDDEN_PRODUCT_TYPES.includes(product.type);
}

/**
 * A viewer may see a product when it is shown in the shop (active, viewable, not of a hidden type) and published
 * under one of the viewer's publication codes (anonymous visitors have code B, customers their own codes).
 */
export function isProductVisibleTo(product: ProductVisibilityFacts, viewerCodes: readonly string[]): boolean {
  return isProductShown(product) && isPublishedFor(product.publicationCodes, viewerCodes);
}
