import { createRouter } from '../../lib/create-app.ts';
import { chooseGiftHandler, listGiftsHandler, removeGiftHandler } from './gifts.handlers.ts';
import { chooseGiftRoute, listGiftsRoute, removeGiftRoute } from './gifts.routes.ts';

export const giftsRouter = createRouter()
  .openapi(listGiftsRoute, listGiftsHandler)
  .openapi(chooseGiftRoute, chooseGiftHandler)
  .openapi(removeGiftRoute, removeGiftHandler);
