import { createRouter } from '../../lib/create-app.ts';
import { getContentAreasHandler } from './content.handlers.ts';
import { getContentAreas } from './content.routes.ts';

export const contentRouter = createRouter().openapi(getContentAreas, getContentAreasHandler);
