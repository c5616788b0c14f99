import { createRouter } from '../../lib/create-app.ts';
import { getFormHandler, submitFormHandler } from './forms.handlers.ts';
import { getFormRoute, submitFormRoute } from './forms.routes.ts';

export const formsRouter = createRouter().openapi(getFormRoute, getFormHandler).openapi(submitFormRoute, submitFormHandler);
