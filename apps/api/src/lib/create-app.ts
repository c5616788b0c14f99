import { OpenAPIHono } from '@hono/zod-openapi';
import { isConnectionError } from '@toonbank/db/client';
import { createPostgresSearchEngine, type SearchEngine } from '@toonbank/db/repositories/search';
import { createIndexedSearchEngine, type IndexedSearchEngine } from '@toonbank/db/repositories/search-index';
import { CONTENT_LANGUAGES } from '@toonbank/domain';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { languageDetector } from 'hono/language';
import { catalogueDb, type AppDeps, type AppEnv } from './context.ts';
import { ApiError, sendError, validationError } from './errors.ts';
import { ALLOWED_METHODS, discardBody, hasCheckedBody, isAllowedMethod, isStorableBody, isStorableUrl } from './input-guard.ts';
import { sessionMiddleware } from './session.ts';

/** A router for one feature; invalid input becomes a 400 naming the field, in the request's language. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return sendError(c, validationError(result.error.issues));
      return undefined;
    },
  });
}

/** Request bodies are JSON of at most 1 MB unless a route needs more; larger ones get 413 unread. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
const BODY_LIMITS: readonly { prefix: string; maxSize: number }[] = [
  // The order upload (issue 17): a file of 5 MB in a multipart body; up to 8 MB reaches the handler, which says 'at most 5 MB'.
  { prefix: '/api/aspos/cart/upload/', maxSize: 8 * 1024 * 1024 },
];
export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find((limit) => path.startsWith(limit.prefix))?.maxSize ?? DEFAULT_BODY_LIMIT;
}

/** The search engine of SEARCH_ENGINE (decision 0016): the in-memory index with PostgreSQL behind it, or PostgreSQL alone. */
export function createSearchEngine(deps: AppDeps): SearchEngine | IndexedSearchEngine {
  // Both read the catalogue where catalogue reads go (the read replica when there is one, decision 0019); the index's
  // snapshot reads its revision from the same database as its data.
  const postgres = createPostgresSearchEngine(catalogueDb(deps));
  if (deps.config.SEARCH_ENGINE === 'postgres') return postgres;
  return createIndexedSearchEngine(catalogueDb(deps), postgres, {
    log: (message) => deps.logger.info(message),
    ...(deps.config.SEARCH_INDEX_CACHE_MB ? { cacheBytes: deps.config.SEARCH_INDEX_CACHE_MB * 2 ** 20 } : {}),
  });
}

/** The API application under `/api`, with deps, language and session in place. */
export function createApp(deps: AppDeps) {
  const app = createRouter().basePath('/api');
  const searchEngine = deps.searchEngine ?? createSearchEngine(deps);
  // The language of messages and content: the storefront's `x-language` (§7), else Accept-Language, else Dutch.
  app.use('*', languageDetector({ order: ['header'], supportedLanguages: [...CONTENT_LANGUAGES], fallbackLanguage: 'nl', caches: false }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('searchEngine', searchEngine);
    const language = c.req.header('x-language')?.slice(0, 2).toLowerCase();
    const asked = CONTENT_LANGUAGES.find((l) => l === language);
    if (asked) c.set('language', asked);
    await next();
  });
  // The edge: methods, body size, and text PostgreSQL cannot store (NUL, bytes that are not UTF-8), for every route at once.
  app.use('*', async (c, next) => {
    if (!isAllowedMethod(c.req.method)) {
      c.header('allow', ALLOWED_METHODS.join(', '));
      return sendError(c, new ApiError(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed'));
    }
    const limit = bodyLimit({
      maxSize: bodyLimitFor(c.req.path),
      onError: async (c) => {
        await discardBody(c.req.raw);
        return sendError(c, new ApiError(413, 'BODY_TOO_LARGE', 'bodyTooLarge'));
      },
    });
    return limit(c, async () => {
      if (!isStorableUrl(c.req.url)) return void (c.res = sendError(c, new ApiError(400, 'INVALID_CHARACTERS', 'invalidCharacters')));
      if (hasCheckedBody(c.req.raw) && !isStorableBody(new Uint8Array(await c.req.arrayBuffer()))) {
        return void (c.res = sendError(c, new ApiError(400, 'INVALID_CHARACTERS', 'invalidCharacters')));
      }
      await next();
    });
  });
  app.use('*', sessionMiddleware);
  app.notFound((c) => sendError(c, new ApiError(404, 'NOT_FOUND', 'notFound')));
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status === 400) {
      return sendError(c, new ApiError(400, 'INVALID_JSON', 'invalidJson'));
    }
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(c, new ApiError(error.status, 'HTTP_ERROR', 'generic'));
    }
    // The database is away: 503 with the envelope; the server's database monitor logs it once, not per request.
    if (isConnectionError(error)) {
      c.header('retry-after', '5');
      return sendError(c, new ApiError(503, 'UNAVAILABLE', 'unavailable'));
    }
    // The request id of the access log (set by the server for in-process and proxied calls) ties this line to the request.
    deps.logger.error({ err: error, path: c.req.path, requestId: c.req.header('x-request-id') }, 'unhandled API error');
    return sendError(c, new ApiError(500, 'INTERNAL_ERROR', 'generic'));
  });
  return app;
}
