import { createRouter } from '../../lib/create-app.ts';
import {
  addSelectionHandler,
  changeSelectionHandler,
  clearSelectionsHandler,
  deleteSelectionHandler,
  deleteSelectionsHandler,
  listSelectionsHandler,
  selectionsToCartHandler,
} from './selections.handlers.ts';
import {
  addSelectionRoute,
  changeSelectionRoute,
  clearSelectionsRoute,
  deleteSelectionRoute,
  deleteSelectionsRoute,
  listSelectionsRoute,
  selectionsToCartRoute,
} from './selections.routes.ts';

export const selectionsRouter = createRouter()
  .openapi(listSelectionsRoute, listSelectionsHandler)
  .openapi(addSelectionRoute, addSelectionHandler)
  .openapi(clearSelectionsRoute, clearSelectionsHandler)
  .openapi(selectionsToCartRoute, selectionsToCartHandler)
  .openapi(changeSelectionRoute, changeSelectionHandler)
  .openapi(deleteSelectionRoute, deleteSelectionHandler)
  .openapi(deleteSelectionsRoute, deleteSelectionsHandler);
