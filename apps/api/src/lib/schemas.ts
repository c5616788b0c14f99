import { z } from '@hono/zod-openapi';
import { CONTENT_LANGUAGES, MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { ErrorSchema } from './errors.ts';

/** The language a content text is in: the request's where translated, else 'nl'. */
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES);

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
 * A whole-number query parameter: missing or empty becomes `fallback`; above
 * `max` it is capped (§9 caps lists at 1000); below `min` or not a whole
 * number it is refused with a 400 naming the parameter.
 */
export function clampedInt(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return;
      if (!/^\s*[-+]?\d{1,15}\s*$/.test(raw)) ctx.addIssue({ code: 'custom', message: M.invalidValue });
      else if (Number(raw) < min) ctx.addIssue({ code: 'too_small', minimum: min, origin: 'number', inclusive: true, input: raw });
    })
    .transform((raw) => (raw === undefined || raw.trim() === '' ? fallback : Math.min(max, Number(raw))))
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });
}

/**
 * A whole-number query parameter within [min, max]: missing or empty becomes `fallback`; anything outside or not a
 * whole number is refused with a 400 naming the parameter (for lists whose pages are small, where a huge limit is a
 * mistake rather than 'all').
 */
export function boundedInt(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return;
      if (!/^\s*[-+]?\d{1,15}\s*$/.test(raw)) ctx.addIssue({ code: 'custom', message: M.invalidValue });
      else if (Number(raw) < min) ctx.addIssue({ code: 'too_small', minimum: min, origin: 'number', inclusive: true, input: raw });
      else if (Number(raw) > max) ctx.addIssue({ code: 'too_big', maximum: max, origin: 'number', inclusive: true, input: raw });
    })
    .transform((raw) => (raw === undefined || raw.trim() === '' ? fallback : Number(raw)))
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });
}

/** Offset/limit query parameters; too large is capped (§9 caps lists at 1000), negative or unreadable refused. */
export const PagingQuery = z.object({
  offset: clampedInt(0, 0, 1_000_000),
  limit: clampedInt(12, 1, 1000),
});

export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_INT4)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** Text PostgreSQL can store: no NUL characters (they would make the query fail instead of answering 400). */
export function storableText(min: number, max: number) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: M.invalidValue });
}

/** A repeatable query parameter (`?f=a&f=b`): at most 50 values of at most 200 characters; longer ones are cut. */
export function stringList() {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) =>
      (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).slice(0, 50).map((v) => v.replaceAll('\u0000', '').slice(0, 200)),
    )
    .openapi({ type: 'array', items: { type: 'string' } });
}
