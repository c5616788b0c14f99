import { createRouter } from '../../lib/create-app.ts';
import {
  addCodeHandler,
  codeHandler,
  ownedVouchersHandler,
  pointsHandler,
  pointsHistoryHandler,
  removeCodeHandler,
} from './promotions.handlers.ts';
import { addCodeRoute, codeRoute, ownedVouchersRoute, pointsHistoryRoute, pointsRoute, removeCodeRoute } from './promotions.routes.ts';

export const promotionsRouter = createRouter()
  .openapi(codeRoute, codeHandler)
  .openapi(addCodeRoute, addCodeHandler)
  .openapi(removeCodeRoute, removeCodeHandler)
  .openapi(pointsRoute, pointsHandler)
  .openapi(pointsHistoryRoute, pointsHistoryHandler)
  .openapi(ownedVouchersRoute, ownedVouchersHandler);
