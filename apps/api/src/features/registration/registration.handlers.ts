/** The thin handler of a registration request: rate-limited, then the use case. */
import type { RouteHandler } from '@hono/zod-openapi';
import { translateMessage } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { clientIpFrom } from '../../lib/client-ip.ts';
import { emailKey, enforce } from '../../lib/rate-limits.ts';
import type { registrationRoute } from './registration.routes.ts';
import { submitRegistration } from './registration.service.ts';

export const registrationHandler: RouteHandler<typeof registrationRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  // Each request mails the shop: limited per address and per e-mail (issue 13).
  await enforce(c, [
    ['registrationAddress', clientIpFrom(c.req.header('x-client-ip'))],
    ['registrationEmail', emailKey(body.email)],
  ]);
  await submitRegistration(c.var.deps, body);
  return c.json({ Success: true as const, Message: translateMessage(c.var.language, 'registrationReceived') }, 200);
};
