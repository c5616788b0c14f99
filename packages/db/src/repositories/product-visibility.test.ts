import { isProductShown, isProductVisibleTo } from '@toonbank/domain/product-visibility';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../prepared.ts';
import { products } from '../schema/catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import type { CatalogueViewer } from './catalogue.ts';
import { findProductDetail, listReviews, recordViewedProduct } from './products.ts';
import { PREPARED_VIEWER, productVisibleTo, viewerValues } from './product-visibility.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // One product of each kind the rule hides from everyone, besides the demo data's vouchers and code-A products.
  await t.pool.query(`update products set is_active = false where id = (select min(id) from products where is_active and is_viewable)`);
  await t.pool.query(`update products set is_viewable = false where id = (select max(id) from products where is_active and is_viewable)`);
});
afterAll(() => t.close());

/** A product's facts the rule reads, and whether the SQL form shows it to `viewer`. */
function factsAndVisibility(viewer: CatalogueViewer) {
  return {
    id: products.id,
    isActive: products.isActive,
    isViewable: products.isViewable,
    type: products.type,
    publicationCodes: products.publicationCodes,
    visible: productVisibleTo(viewer).mapWith(Boolean),
  };
}

describe('productVisibleTo (the SQL form of isProductVisibleTo)', () => {
  it.each([[['B']], [['A', 'B']], [['A']], [[]]])('sees exactly the products the domain rule shows to codes %j', async (codes) => {
    const rows = await t.db
      .select(factsAndVisibility({ publicationCodes: codes, priceListId: null }))
      .from(products)
      .orderBy(asc(products.id));
    const disagreeing = rows.filter((row) => row.visible !== isProductVisibleTo(row, codes)).map((row) => row.id);
    expect(disagreeing).toEqual([]);
    // Each way of being hidden occurs, so the comparison covers every part of the rule.
    expect(rows.some((row) => !row.isActive)).toBe(true);
    expect(rows.some((row) => !row.isViewable)).toBe(true);
    expect(rows.some((row) => row.type === 'ProductVoucher')).toBe(true);
    expect(rows.some((row) => isProductShown(row) && !isProductVisibleTo(row, ['B']))).toBe(true);
    if (codes.length > 0) expect(rows.some((row) => row.visible)).toBe(true);
  });
});

describe('PREPARED_VIEWER (a prepared statement built once, its viewer given per call)', () => {
  const visibility = preparedQuery((db) =>
    db.select(factsAndVisibility(PREPARED_VIEWER)).from(products).orderBy(asc(products.id)).prepare('test_prepared_visibility'),
  );

  it('sees, call after call on one statement, exactly what the rule shows to each viewer', async () => {
    for (const codes of [['B'], ['A', 'B'], [], ['A'], ['B']]) {
      const rows = await visibility(t.db).execute(viewerValues({ publicationCodes: codes, priceListId: null }));
      expect(rows.filter((row) => row.visible !== isProductVisibleTo(row, codes)).map((row) => row.id)).toEqual([]);
      expect(rows.some((row) => row.visible)).toBe(codes.length > 0);
    }
  });

  it("the product page's prepared reads show a product to a viewer with its code and never to the next viewer without", async () => {
    const [product] = await t.db
      .select({ id: products.id, url: products.url })
      .from(products)
      .where(
        and(
          productVisibleTo({ publicationCodes: ['A'], priceListId: null }),
          sql`not (${products.publicationCodes} && array['B'])`,
          eq(products.type, 'Product'),
        ),
      )
      .limit(1);
    const {
      rows: [customer],
    } = await t.pool.query<{ id: number }>('select min(id) as id from customers');
    const withA = { publicationCodes: ['A'], priceListId: null };
    const withB = { publicationCodes: ['B'], priceListId: null };
    const page = { offset: 0, limit: 5 };
    for (const [viewer, visible] of [
      [withA, true],
      [withB, false],
      [withA, true],
      [withB, false],
    ] as const) {
      expect((await findProductDetail(t.db, viewer, product!.url))?.id).toBe(visible ? product!.id : undefined);
      expect(await listReviews(t.db, viewer, product!.id, 'newestFirst', page)).toEqual(
        visible ? expect.objectContaining({ rows: expect.any(Array) }) : undefined,
      );
      expect(await recordViewedProduct(t.db, viewer, customer!.id, product!.id, new Date())).toBe(visible);
    }
  });

  it('a prepared statement run without the viewer fails instead of showing anything', async () => {
    await expect(visibility(t.db).execute()).rejects.toThrow(/codes/);
  });
});
