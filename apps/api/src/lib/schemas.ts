import { z } from '@hono/zod-openapi';
import { ErrorSchema } from './errors.ts';

/** `{ Success: true, Data }`: the success envelope of §7 responses. */
export function dataEnvelope<T extends z.ZodType>(data: T, name?: string) {
  const schema = z.object({ Success: z.literal(true), Data: data });
  return name ? schema.openapi(name) : schema;
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

export const errorResponses = {
  400: jsonContent(ErrorSchema, 'Ongeldige invoer'),
  401: jsonContent(ErrorSchema, 'Niet ingelogd of sessie verlopen'),
  404: jsonContent(ErrorSchema, 'Niet gevonden'),
} as const;

/** Offset/limit query parameters; out-of-range values are clamped, not refused (§9 caps lists at 1000). */
export const PagingQuery = z.object({
  offset: z.coerce.number().int().catch(0).transform((n) => Math.max(0, n)).optional().openapi({ example: 0 }),
  limit: z.coerce
    .number()
    .int()
    .catch(12)
    .transform((n) => Math.min(1000, Math.max(1, n)))
    .optional()
    .openapi({ example: 12 }),
});

export const IdParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
