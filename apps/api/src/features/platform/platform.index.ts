import { createRouter } from '../../lib/create-app.ts';
import { getRevisionHandler } from './platform.handlers.ts';
import { getRevision } from './platform.routes.ts';

export const platformRouter = createRouter().openapi(getRevision, getRevisionHandler);
