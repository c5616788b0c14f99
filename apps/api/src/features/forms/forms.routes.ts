import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M } from '@toonbank/domain';
import { ErrorSchema } from '../../lib/errors.ts';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';

const FormId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, M.invalidValue);

export const FormSchema = z
  .object({
    Id: z.string(),
    Locale: z.string(),
    Title: z.string(),
    Intro: z.string(),
    SubmitLabel: z.string(),
    SuccessUrl: z.string(),
    Fields: z.array(
      z.object({
        Name: z.string(),
        Label: z.string(),
        Type: z.enum(['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'postcode']),
        Required: z.boolean(),
        MaxLength: z.number().nullable(),
        Options: z.array(z.object({ Value: z.string(), Label: z.string() })),
      }),
    ),
  })
  .openapi('Form');

export const getFormRoute = createRoute({
  method: 'get',
  path: '/form/{id}/{locale}',
  tags: ['Forms'],
  summary: 'A form’s JSON definition in a language (nl, fr, en; nl when unknown)',
  request: { params: z.object({ id: FormId, locale: z.string().max(10) }) },
  responses: { 200: jsonContent(dataEnvelope(FormSchema), 'Formulier'), ...errorResponses },
});

export const submitFormRoute = createRoute({
  method: 'post',
  path: '/form/{id}',
  tags: ['Forms'],
  summary: 'Submit a form: validated against its definition, stored and mailed; rate limited per IP',
  request: {
    params: z.object({ id: FormId }),
    body: {
      content: {
        'application/json': {
          schema: z
            .object({
              title: z.string().max(300).optional(),
              data: z.record(z.string().max(100), z.union([z.string().max(10_000), z.boolean()])),
              formJson: z.unknown().optional(),
              culture: z.string().max(10).optional(),
            })
            .openapi('FormSubmission'),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), SuccessUrl: z.string() }).openapi('FormSubmitResult'), 'Opgeslagen'),
    ...errorResponses,
    429: jsonContent(ErrorSchema, 'Te veel inzendingen vanaf dit adres'),
  },
});
