import { createRouter } from '../../lib/create-app.ts';
import { lineNotesHandler } from './cart-notes.handlers.ts';
import { lineNotesRoute } from './cart-notes.routes.ts';

export const cartNotesRouter = createRouter().openapi(lineNotesRoute, lineNotesHandler);
