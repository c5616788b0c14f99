import { createRouter } from '../../lib/create-app.ts';
import { addCodeHandler, codeHandler, pointsHandler, removeCodeHandler } from './promotions.handlers.ts';
import { addCodeRoute, codeRoute, pointsRoute, removeCodeRoute } from './promotions.routes.ts';

export const promotionsRouter = createRouter()
  .openapi(codeRoute, codeHandler)
  .openapi(addCodeRoute, addCodeHandler)
  .openapi(removeCodeRoute, removeCodeHandler)
  .openapi(pointsRoute, pointsHandler);
