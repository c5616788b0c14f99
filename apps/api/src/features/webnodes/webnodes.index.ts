import { createRouter } from '../../lib/create-app.ts';
import {
  getEmptyNodesHandler,
  getMainNodeHandler,
  getMainRootHandler,
  getNodeHandler,
  getNodeProductsHandler,
  getNodeTrailHandler,
} from './webnodes.handlers.ts';
import { getEmptyNodes, getMainNode, getMainRoot, getNode, getNodeProducts, getNodeTrail } from './webnodes.routes.ts';

export const webNodesRouter = createRouter()
  .openapi(getEmptyNodes, getEmptyNodesHandler)
  .openapi(getMainRoot, getMainRootHandler)
  .openapi(getMainNode, getMainNodeHandler)
  .openapi(getNodeTrail, getNodeTrailHandler)
  .openapi(getNode, getNodeHandler)
  .openapi(getNodeProducts, getNodeProductsHandler);
