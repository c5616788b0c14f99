/**
 * The SQL form of the domain's product visibility rule (`isProductVisibleTo`): which products a viewer may see.
 * Every query that shows products (product pages, listers, search, suggestions, store stock) filters with
 * `productVisibleTo`; the condition is built from the domain's flags and hidden types, so the rule has one home.
 */
import { HIDDEN_PRODUCT_TYPES, VISIBILITY_FLAGS, type ProductVisibilityFacts } from '@toonbank/domain/product-visibility';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products } from '../schema/catalogue.ts';
import type { CatalogueViewer } from './catalogue.ts';

/** Where a query finds each fact the rule reads: the columns of `products`, or of its copy in `product_search`. */
export type VisibilityColumns = { readonly [fact in keyof ProductVisibilityFacts]: SQLWrapper };

export const productsVisibilityColumns: VisibilityColumns = {
  isActive: products.isActive,
  isViewable: products.isViewable,
  type: products.type,
  publicationCodes: products.publicationCodes,
};

/**
 * The viewer of a prepared statement (`preparedQuery`, `namedStatement`): built with it, `viewerCodes` and
 * `viewerPriceOf` write the placeholders `codes` and `priceListId` instead of a viewer's values, and each call passes
 * `viewerValues(viewer)`. Compared by identity; its own codes are none, so a query that read them as values would show
 * nothing, and a statement run without the values fails (drizzle: no value for a placeholder).
 */
export const PREPARED_VIEWER: CatalogueViewer = Object.freeze({
  publicationCodes: Object.freeze([]) as unknown as string[],
  priceListId: null,
});

/** The values of `PREPARED_VIEWER`'s placeholders for `viewer`. */
export function viewerValues(viewer: CatalogueViewer): { codes: string[]; priceListId: number } {
  return { codes: [...viewer.publicationCodes], priceListId: viewer.priceListId ?? -1 };
}

/** The viewer's publication codes as a `text[]` parameter (an empty list overlaps nothing). */
export function viewerCodes(viewer: CatalogueViewer): SQL {
  if (viewer === PREPARED_VIEWER) return sql`${sql.placeholder('codes')}::text[]`;
  return sql`${sql.param([...viewer.publicationCodes])}::text[]`;
}

/** True for the products the viewer may see: active, viewable, not of a hidden type, published under one of their codes. */
export function productVisibleTo(viewer: CatalogueViewer, columns: VisibilityColumns = productsVisibilityColumns): SQL {
  return sql`(${sql.join(
    [
      ...VISIBILITY_FLAGS.map((flag) => sql`${columns[flag]}`),
      sql`${columns.type} <> all(${sql.param([...HIDDEN_PRODUCT_TYPES])}::text[])`,
      sql`${columns.publicationCodes} && ${viewerCodes(viewer)}`,
    ],
    sql` and `,
  )})`;
}
