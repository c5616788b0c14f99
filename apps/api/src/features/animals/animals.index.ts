import { createRouter } from '../../lib/create-app.ts';
import { addAnimalHandler, deleteAnimalHandler, listAnimalsHandler, updateAnimalHandler } from './animals.handlers.ts';
import { addAnimalRoute, deleteAnimalRoute, listAnimalsRoute, updateAnimalRoute } from './animals.routes.ts';

export const animalsRouter = createRouter()
  .openapi(listAnimalsRoute, listAnimalsHandler)
  .openapi(addAnimalRoute, addAnimalHandler)
  .openapi(updateAnimalRoute, updateAnimalHandler)
  .openapi(deleteAnimalRoute, deleteAnimalHandler);
