import { isProductShown, isProductVisibleTo } from '@toonbank/domain/product-visibility';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../schema/catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { productVisibleTo } from './product-visibility.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // One product of each kind the rule hides from everyone, besides the demo data's vouchers and code-A products.
  await t.pool.query(`update products set is_active = false where id = (select min(id) from products where is_active and is_viewable)`);
  await t.pool.query(`update products set is_viewable = false where id = (select max(id) from products where is_active and is_viewable)`);
});
afterAll(() => t.close());

describe('productVisibleTo (the SQL form of isProductVisibleTo)', () => {
  it.each([[['B']], [['A', 'B']], [['A']], [[]]])('sees exactly the products the domain rule shows to codes %j', async (codes) => {
    const rows = await t.db
      .select({
        id: products.id,
        isActive: products.isActive,
        isViewable: products.isViewable,
        type: products.type,
        publicationCodes: products.publicationCodes,
        visible: productVisibleTo({ publicationCodes: codes, priceListId: null }).mapWith(Boolean),
      })
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
