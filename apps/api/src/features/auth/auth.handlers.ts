import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { errorBody, MESSAGES } from '../../lib/errors.ts';
import type { loginRoute, logoutRoute } from './auth.routes.ts';
import { login } from './login.ts';

export const loginHandler: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
  const { email, password } = c.req.valid('json');
  const result = await login(c.var.deps, email, password);
  if (!result.ok) return c.json(errorBody('LOGIN_FAILED', MESSAGES.loginFailed), 401);
  return c.json({ Success: true as const, Token: result.token }, 200);
};

export const logoutHandler: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => c.json({ Success: true as const }, 200);
