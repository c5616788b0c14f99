import { createRouter } from '../../lib/create-app.ts';
import {
  faqAllHandler,
  faqCategoryByNameHandler,
  loadArticleHandler,
  newsCategoryByIdHandler,
  newsCategoryByNameHandler,
  newsItemByIdHandler,
  newsItemByNameHandler,
  newsTagHandler,
} from './pages.handlers.ts';
import {
  faqAllRoute,
  faqCategoryByNameRoute,
  loadArticleRoute,
  newsCategoryByIdRoute,
  newsCategoryByNameRoute,
  newsItemByIdRoute,
  newsItemByNameRoute,
  newsTagRoute,
} from './pages.routes.ts';

/** Content pages (articles with blocks), news and FAQ. */
export const pagesRouter = createRouter()
  .openapi(loadArticleRoute, loadArticleHandler)
  .openapi(newsCategoryByNameRoute, newsCategoryByNameHandler)
  .openapi(newsCategoryByIdRoute, newsCategoryByIdHandler)
  .openapi(newsTagRoute, newsTagHandler)
  .openapi(newsItemByNameRoute, newsItemByNameHandler)
  .openapi(newsItemByIdRoute, newsItemByIdHandler)
  .openapi(faqCategoryByNameRoute, faqCategoryByNameHandler)
  .openapi(faqAllRoute, faqAllHandler);
