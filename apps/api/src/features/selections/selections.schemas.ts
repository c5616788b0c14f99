import { z } from '@hono/zod-openapi';
import { SELECTION_TYPES } from '@toonbank/domain';
import { ProductSummarySchema } from '../shared/product.schemas.ts';

/** §3 Product selection; a product the customer can no longer see has `Product` null. */
export const SelectionSchema = z
  .object({
    Id: z.number(),
    ProductId: z.number(),
    Product: ProductSummarySchema.nullable(),
    Quantity: z.number(),
    Notes: z.string(),
    Type: z.enum(SELECTION_TYPES),
  })
  .openapi('ProductSelection');
export type Selection = z.infer<typeof SelectionSchema>;

export const SelectionPageSchema = z
  .object({
    Selections: z.array(SelectionSchema),
    /** §4: the page came back full and more lines follow. */
    HasMore: z.boolean(),
    Total: z.number(),
  })
  .openapi('ProductSelectionPage');
