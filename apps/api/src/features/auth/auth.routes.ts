import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../lib/errors.ts';
import { MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { emailField, passwordField } from '../../lib/fields.ts';
import { errorResponses, jsonContent } from '../../lib/schemas.ts';

export const LoginBody = z
  .object({
    email: z.string().trim().min(1, M.required).max(254, M.email),
    password: z.string().min(1, M.required).max(1000, M.passwordTooLong),
  })
  .openapi('LoginRequest');

export const loginRoute = createRoute({
  method: 'post',
  path: '/aspos/authentication/login',
  tags: ['Authentication'],
  summary: 'Log in with e-mail and password; returns a signed session token',
  request: { body: { content: { 'application/json': { schema: LoginBody } }, required: true } },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Token: z.string() }).openapi('LoginResult'), 'Ingelogd'),
    400: errorResponses[400],
    401: jsonContent(ErrorSchema, 'Onbekend e-mailadres en/of wachtwoord'),
    429: jsonContent(ErrorSchema, 'Te veel mislukte pogingen'),
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/aspos/authentication/logout',
  tags: ['Authentication'],
  summary: 'Log out (the client forgets its token)',
  responses: { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Uitgelogd') },
});

const NoticeSchema = z.object({ Success: z.literal(true), Message: z.string() });
const forbidden = jsonContent(ErrorSchema, 'Geen toegang');

export const ForgotPasswordBody = z.object({ email: emailField }).openapi('ForgotPasswordRequest');

export const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/aspos/authentication/forgotPassword',
  tags: ['Authentication'],
  summary: 'Mail a single-use reset link (valid 1 hour); the same answer whether or not the e-mail is known',
  request: { body: { content: { 'application/json': { schema: ForgotPasswordBody } }, required: true } },
  responses: {
    200: jsonContent(NoticeSchema, 'Melding'),
    400: errorResponses[400],
    429: jsonContent(ErrorSchema, 'Te veel aanvragen'),
    503: jsonContent(ErrorSchema, 'Mail niet verstuurd'),
  },
});

export const ResetPasswordBody = z
  .object({
    token: z.string().min(1, M.required).max(200, M.resetTokenInvalid),
    password: passwordField,
    confirmPassword: z.string().max(1000, M.passwordTooLong),
  })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: M.confirmMismatch })
  .openapi('ResetPasswordRequest');

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/aspos/authentication/resetPassword',
  tags: ['Authentication'],
  summary: 'Set a new password with a reset token (min. 8 characters with a digit, differs from the old one)',
  request: { body: { content: { 'application/json': { schema: ResetPasswordBody } }, required: true } },
  responses: { 200: jsonContent(NoticeSchema, 'Wachtwoord gewijzigd'), 400: errorResponses[400] },
});

export const checkForgotPasswordTokenRoute = createRoute({
  method: 'get',
  path: '/aspos/authentication/checkForgotPasswordToken',
  tags: ['Authentication'],
  summary: 'Whether a reset token is still usable',
  request: { query: z.object({ token: z.string().max(200).default('') }) },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true), Data: z.object({ IsValid: z.boolean() }) }), 'Geldigheid') },
});

export const checkIfEmailExistsRoute = createRoute({
  method: 'get',
  path: '/aspos/authentication/checkIfEmailExists',
  tags: ['Authentication'],
  summary: 'Registration form only (mode=register): whether a customer or login already uses the e-mail; limited per address',
  request: { query: z.object({ email: emailField, mode: z.literal('register') }) },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Data: z.object({ Exists: z.boolean() }), Message: z.string() }), 'Resultaat'),
    400: errorResponses[400],
    429: jsonContent(ErrorSchema, 'Te veel aanvragen'),
  },
});

export const ImpersonateBody = z.object({ customerId: z.number().int().positive().max(MAX_INT4).nullable() }).openapi('ImpersonateRequest');

export const impersonateRoute = createRoute({
  method: 'post',
  path: '/aspos/authentication/impersonate',
  tags: ['Authentication'],
  summary: 'Representatives only: a token acting for an assigned customer (null ends impersonation)',
  security: [{ bearer: [] }],
  request: { body: { content: { 'application/json': { schema: ImpersonateBody } }, required: true } },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Token: z.string() }), 'Token namens de klant'),
    ...errorResponses,
    403: forbidden,
  },
});
