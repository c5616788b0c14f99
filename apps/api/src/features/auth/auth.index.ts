import { createRouter } from '../../lib/create-app.ts';
import {
  checkForgotPasswordTokenHandler,
  checkIfEmailExistsHandler,
  forgotPasswordHandler,
  impersonateHandler,
  loginHandler,
  logoutHandler,
  resetPasswordHandler,
} from './auth.handlers.ts';
import {
  checkForgotPasswordTokenRoute,
  checkIfEmailExistsRoute,
  forgotPasswordRoute,
  impersonateRoute,
  loginRoute,
  logoutRoute,
  resetPasswordRoute,
} from './auth.routes.ts';

export const authRouter = createRouter()
  .openapi(loginRoute, loginHandler)
  .openapi(logoutRoute, logoutHandler)
  .openapi(forgotPasswordRoute, forgotPasswordHandler)
  .openapi(resetPasswordRoute, resetPasswordHandler)
  .openapi(checkForgotPasswordTokenRoute, checkForgotPasswordTokenHandler)
  .openapi(checkIfEmailExistsRoute, checkIfEmailExistsHandler)
  .openapi(impersonateRoute, impersonateHandler);
