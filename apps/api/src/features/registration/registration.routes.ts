import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M, isValidKvkNumber, isValidVatNumber, normalizeVatNumber } from '@toonbank/domain';
import { ErrorSchema } from '../../lib/errors.ts';
import { AddressFieldsSchema, emailField, languageField, optionalText, phoneField, requiredText } from '../../lib/fields.ts';
import { errorResponses, jsonContent } from '../../lib/schemas.ts';

/** A registration request (§1: no free sign-up). Company requests need company name, KvK and VAT numbers. */
export const RegistrationBody = z
  .object({
    kind: z.enum(['Company', 'Private'], { message: M.customerKindChoice }),
    companyName: optionalText(200),
    kvkNumber: optionalText(20),
    vatNumber: optionalText(30),
    firstName: requiredText(100),
    middleName: optionalText(50),
    lastName: requiredText(100),
    email: emailField,
    phoneNumber: phoneField,
    address: AddressFieldsSchema,
    remarks: optionalText(2000),
    language: languageField.default('nl'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind !== 'Company') return;
    if (!value.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: M.required });
    if (!isValidKvkNumber(value.kvkNumber))
      ctx.addIssue({ code: 'custom', path: ['kvkNumber'], message: value.kvkNumber ? M.kvk : M.required });
    if (!isValidVatNumber(value.vatNumber))
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: value.vatNumber ? M.vat : M.required });
  })
  .transform((value) => ({ ...value, vatNumber: value.vatNumber ? normalizeVatNumber(value.vatNumber) : '' }))
  .openapi('RegistrationRequest');

export const registrationRoute = createRoute({
  method: 'post',
  path: '/aspos/registration',
  tags: ['Registration'],
  summary: 'Submit a registration request; stored with status new and mailed to the shop',
  request: { body: { content: { 'application/json': { schema: RegistrationBody } }, required: true } },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Message: z.string() }), 'Verzoek ontvangen'),
    400: errorResponses[400],
    429: jsonContent(ErrorSchema, 'Te veel aanvragen'),
    503: jsonContent(ErrorSchema, M.registrationFailed),
  },
});
