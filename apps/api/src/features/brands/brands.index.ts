import { createRouter } from '../../lib/create-app.ts';
import { brandByUrlHandler, listBrandsHandler, popularBrandsHandler } from './brands.handlers.ts';
import { brandByUrlRoute, listBrandsRoute, popularBrandsRoute } from './brands.routes.ts';

export const brandsRouter = createRouter()
  .openapi(listBrandsRoute, listBrandsHandler)
  .openapi(popularBrandsRoute, popularBrandsHandler)
  .openapi(brandByUrlRoute, brandByUrlHandler);
