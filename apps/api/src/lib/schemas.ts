import { z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M } from '@toonbank/domain';
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

/**
 * A whole-number query parameter that never fails: missing or unreadable
 * becomes `fallback`, anything else is clamped into [min, max].
 */
export function clampedInt(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((raw) => {
      const value = Number.parseInt(raw ?? '', 10);
      return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
    })
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });
}

/** Offset/limit query parameters; out-of-range values are clamped, not refused (§9 caps lists at 1000). */
export const PagingQuery = z.object({
  offset: clampedInt(0, 0, 1_000_000),
  limit: clampedInt(12, 1, 1000),
});

export const IdParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** Text PostgreSQL can store: no NUL characters (they would make the query fail instead of answering 400). */
export function storableText(min: number, max: number) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: M.invalidValue });
}
