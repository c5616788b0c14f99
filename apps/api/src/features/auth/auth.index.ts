import { createRouter } from '../../lib/create-app.ts';
import { loginHandler, logoutHandler } from './auth.handlers.ts';
import { loginRoute, logoutRoute } from './auth.routes.ts';

export const authRouter = createRouter().openapi(loginRoute, loginHandler).openapi(logoutRoute, logoutHandler);
