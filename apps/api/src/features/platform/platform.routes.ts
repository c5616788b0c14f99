import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent } from '../../lib/schemas.ts';

export const RevisionSchema = z
  .object({
    Success: z.literal(true),
    /** Changes with every content and catalogue write; null while it cannot be read. */
    Revision: z.string().nullable(),
  })
  .openapi('DataRevision');

/** For storefront nodes of a split deployment (API_URL): their anonymous page cache keys on this (decision 0007). */
export const getRevision = createRoute({
  method: 'get',
  path: '/platform/revision',
  tags: ['Platform'],
  summary: 'The content and catalogue revision that cached pages are valid for',
  responses: { 200: jsonContent(RevisionSchema, 'Revisie') },
});
