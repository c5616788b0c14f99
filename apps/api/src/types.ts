import type { z } from '@hono/zod-openapi';
import type { BrandSchema } from './features/brands/brands.routes.ts';
import type { ContentItemTree } from './features/content/content.routes.ts';
import type { FormSchema } from './features/forms/forms.routes.ts';
import type { ArticleSchema, FaqCategorySchema } from './features/pages/pages.routes.ts';
import type { DeliveryEstimateSchema } from './features/shared/product.schemas.ts';
import type { OpeningStateSchema } from './features/shared/opening-state.ts';
import type { StoreDetailSchema, StoreSchema, StoreStockSchema } from './features/stores/stores.routes.ts';
import type { WebNodeTree } from './features/webnodes/webnodes.routes.ts';

/**
 * The API's answers as types, inferred from the route schemas: the one place the storefront names a response shape
 * from, so a contract change fails to compile instead of failing at run time. Types only; nothing here runs.
 * Shapes the typed client already infers per route need no name here.
 */

/** The error envelope every route answers with on failure. */
export type { ErrorBody } from './lib/errors.ts';
export type { ContentItemTree as ContentItem, WebNodeTree as WebNode };
export type Brand = z.infer<typeof BrandSchema>;
export type { Block } from './features/pages/blocks.ts';
export type FormDefinition = z.infer<typeof FormSchema>;
export type Article = z.infer<typeof ArticleSchema>;
export type FaqCategory = z.infer<typeof FaqCategorySchema>;
export type Store = z.infer<typeof StoreSchema>;
export type StoreDetail = z.infer<typeof StoreDetailSchema>;
export type OpeningState = z.infer<typeof OpeningStateSchema>;
export type StoreStock = z.infer<typeof StoreStockSchema>;
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;
export type { ProductSummary } from './features/shared/product.schemas.ts';
export type { UploadLine, UploadReport } from './features/order-upload/order-upload.routes.ts';
export type { SessionClaims } from './lib/tokens.ts';
