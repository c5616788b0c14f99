import { createRouter } from '../../lib/create-app.ts';
import { registrationHandler } from './registration.handlers.ts';
import { registrationRoute } from './registration.routes.ts';

export const registrationRouter = createRouter().openapi(registrationRoute, registrationHandler);
