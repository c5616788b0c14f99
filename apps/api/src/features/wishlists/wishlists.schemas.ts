import { z } from '@hono/zod-openapi';
import { ProductSummarySchema } from '../shared/product.schemas.ts';

/** §3 Wishlist: a named list with its products; a product the customer can no longer see has `Product` null. */
export const WishlistSchema = z
  .object({
    Id: z.number(),
    ListName: z.string(),
    IsDefault: z.boolean(),
    Products: z.array(z.object({ ProductId: z.number(), Quantity: z.number(), Product: ProductSummarySchema.nullable() })),
  })
  .openapi('Wishlist');
export type Wishlist = z.infer<typeof WishlistSchema>;
