import { createRouter } from '../../lib/create-app.ts';
import { getMainNodeHandler, getMainRootHandler, getNodeHandler, getNodeProductsHandler } from './webnodes.handlers.ts';
import { getMainNode, getMainRoot, getNode, getNodeProducts } from './webnodes.routes.ts';

export const webNodesRouter = createRouter()
  .openapi(getMainRoot, getMainRootHandler)
  .openapi(getMainNode, getMainNodeHandler)
  .openapi(getNode, getNodeHandler)
  .openapi(getNodeProducts, getNodeProductsHandler);
