import type { RouteHandler } from '@hono/zod-openapi';
import { translateMessage } from '@toonbank/domain';
import { emailInUse } from '@toonbank/db/repositories/users';
import type { AppEnv } from '../../lib/context.ts';
import { errorBody } from '../../lib/errors.ts';
import { forgetSessionChecks, requireSession } from '../../lib/session.ts';
import { revokeSession } from '@toonbank/db/repositories/sessions';
import type {
  checkForgotPasswordTokenRoute,
  checkIfEmailExistsRoute,
  forgotPasswordRoute,
  impersonateRoute,
  loginRoute,
  logoutRoute,
  resetPasswordRoute,
} from './auth.routes.ts';
import { impersonate } from './impersonate.ts';
import { clientIpFrom } from '../../lib/client-ip.ts';
import { login } from './login.ts';
import { resetDerivedLines } from '../shared/cart.service.ts';
import { emailKey, enforce } from '../../lib/rate-limits.ts';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset.ts';

export const loginHandler: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
  const { email, password } = c.req.valid('json');
  const result = await login(c.var.deps, email, password, clientIpFrom(c.req.header('x-client-ip')));
  if (!result.ok && result.reason === 'throttled') {
    c.header('retry-after', String(result.retryAfterSeconds));
    return c.json(
      errorBody(c.var.language, 'TOO_MANY_ATTEMPTS', { id: 'tooManyAttempts', params: { seconds: result.retryAfterSeconds } }),
      429,
    );
  }
  if (!result.ok) return c.json(errorBody(c.var.language, 'LOGIN_FAILED', 'loginFailed'), 401);
  return c.json({ Success: true as const, Token: result.token }, 200);
};

/** Ends the token's server-side session: the token stops working on every process (issue 13). */
export const logoutHandler: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
  const { session, deps } = c.var;
  if (session) {
    await revokeSession(deps.database.db, session.sid, deps.now());
    forgetSessionChecks(deps);
    // §4: logging out resets the shop-made lines of the cart it acted on (the customer finds it as it is next time).
    await resetDerivedLines(deps, session.actingCustomerId);
  }
  return c.json({ Success: true as const }, 200);
};

export const forgotPasswordHandler: RouteHandler<typeof forgotPasswordRoute, AppEnv> = async (c) => {
  const { email } = c.req.valid('json');
  await enforce(c, [
    ['forgotPasswordAddress', clientIpFrom(c.req.header('x-client-ip'))],
    ['forgotPasswordEmail', emailKey(email)],
  ]);
  await requestPasswordReset(c.var.deps, email);
  return c.json({ Success: true as const, Message: translateMessage(c.var.language, 'forgotPasswordSent') }, 200);
};

export const resetPasswordHandler: RouteHandler<typeof resetPasswordRoute, AppEnv> = async (c) => {
  const { token, password } = c.req.valid('json');
  await resetPassword(c.var.deps, token, password);
  return c.json({ Success: true as const, Message: translateMessage(c.var.language, 'passwordResetDone') }, 200);
};

export const checkForgotPasswordTokenHandler: RouteHandler<typeof checkForgotPasswordTokenRoute, AppEnv> = async (c) => {
  const { token } = c.req.valid('query');
  const valid = token !== '' && (await isResetTokenValid(c.var.deps, token));
  return c.json({ Success: true as const, Data: { IsValid: valid } }, 200);
};

/**
 * The registration form's check when the e-mail field is left (§5). Only for
 * that form (`mode=register`, anything else is refused) and under a limit per
 * address, so that it cannot be used to test a list of addresses.
 */
export const checkIfEmailExistsHandler: RouteHandler<typeof checkIfEmailExistsRoute, AppEnv> = async (c) => {
  const { email } = c.req.valid('query');
  await enforce(c, [['emailCheckAddress', clientIpFrom(c.req.header('x-client-ip'))]]);
  const exists = await emailInUse(c.var.deps.database.db, email);
  return c.json(
    { Success: true as const, Data: { Exists: exists }, Message: exists ? translateMessage(c.var.language, 'emailExists') : '' },
    200,
  );
};

export const impersonateHandler: RouteHandler<typeof impersonateRoute, AppEnv> = async (c) => {
  const session = requireSession(c.var.session);
  const token = await impersonate(c.var.deps, session, c.req.valid('json').customerId);
  return c.json({ Success: true as const, Token: token }, 200);
};
