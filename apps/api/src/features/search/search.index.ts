import { createRouter } from '../../lib/create-app.ts';
import { multiSearchHandler, searchConfigHandler, searchHandler, webNodeByUrlHandler } from './search.handlers.ts';
import { multiSearchRoute, searchConfigRoute, searchRoute, webNodeByUrlRoute } from './search.routes.ts';

export const searchRouter = createRouter()
  .openapi(searchRoute, searchHandler)
  .openapi(multiSearchRoute, multiSearchHandler)
  .openapi(searchConfigRoute, searchConfigHandler)
  .openapi(webNodeByUrlRoute, webNodeByUrlHandler);
