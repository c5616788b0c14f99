/** The order upload's queries (issue 17): products by any of many codes at once, and the remembered column mapping. */
import type { CodedProduct, RememberedMapping } from '@toonbank/domain/order-upload';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/catalogue.ts';
import { uploadColumnMappings } from '../schema/order-upload.ts';

/**
 * Every product whose number, barcode, supplier code (in capitals) or first 6 number characters (§9) is one of
 * `codes`, visible to the viewer or not (the cart's rules tell 'not released' from 'not found' afterwards). One
 * query for the whole batch, each code list passed as one array parameter, each condition on its own index.
 */
export async function findProductsByCodes(db: Db, codes: readonly string[]): Promise<CodedProduct[]> {
  if (codes.length === 0) return [];
  const all = [...new Set(codes)];
  const six = all.filter((code) => code.length === 6);
  return db
    .select({
      id: products.id,
      number: products.number,
      scanCode: products.scanCode,
      supplierProductCode: products.supplierProductCode,
    })
    .from(products)
    .where(
      or(
        sql`${products.number} = any(${sql.param(all)}::text[])`,
        sql`${products.scanCode} = any(${sql.param(all)}::text[])`,
        sql`upper(${products.supplierProductCode}) = any(${sql.param(all)}::text[])`,
        six.length > 0 ? sql`left(${products.number}, 6) = any(${sql.param(six)}::text[])` : undefined,
      ),
    );
}

/** The column mapping a customer chose last; null when they never had to. */
export async function findUploadMapping(db: Db, customerId: number): Promise<RememberedMapping | null> {
  const [row] = await db
    .select({ mapping: uploadColumnMappings.mapping })
    .from(uploadColumnMappings)
    .where(eq(uploadColumnMappings.customerId, customerId));
  return row?.mapping ?? null;
}

/** Remembers a customer's column mapping (one per customer; the newest wins). */
export async function saveUploadMapping(db: Db, customerId: number, mapping: RememberedMapping): Promise<void> {
  await db
    .insert(uploadColumnMappings)
    .values({ customerId, mapping })
    .onConflictDoUpdate({ target: uploadColumnMappings.customerId, set: { mapping, updatedAt: new Date() } });
}
