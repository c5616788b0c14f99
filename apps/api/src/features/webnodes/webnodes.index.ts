import { createRouter } from '../../lib/create-app.ts';
import { getMainRootHandler, getNodeProductsHandler } from './webnodes.handlers.ts';
import { getMainRoot, getNodeProducts } from './webnodes.routes.ts';

export const webNodesRouter = createRouter()
  .openapi(getMainRoot, getMainRootHandler)
  .openapi(getNodeProducts, getNodeProductsHandler);
