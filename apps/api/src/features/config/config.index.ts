import { createRouter } from '../../lib/create-app.ts';
import { getConfigHandler } from './config.handlers.ts';
import { getConfig } from './config.routes.ts';

export const configRouter = createRouter().openapi(getConfig, getConfigHandler);
