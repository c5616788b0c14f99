import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../lib/errors.ts';
import { errorResponses, jsonContent } from '../../lib/schemas.ts';

export const LoginBody = z
  .object({
    email: z.string().trim().min(1, 'Het veld is verplicht.').max(254, 'Ongeldig e-mailadres.'),
    password: z.string().min(1, 'Het veld is verplicht.').max(1000, 'Het wachtwoord is te lang.'),
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
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/aspos/authentication/logout',
  tags: ['Authentication'],
  summary: 'Log out (the client forgets its token)',
  responses: { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Uitgelogd') },
});
