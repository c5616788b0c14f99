import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, MESSAGES, sendError, validationError } from './errors.ts';
import { sessionMiddleware } from './session.ts';

/** A router for one feature; invalid input becomes a Dutch 400 naming the field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return sendError(c, validationError(result.error.issues));
      return undefined;
    },
  });
}

export const SUPPORTED_LANGUAGES = ['nl', 'fr', 'en'] as const;

/** The API application under `/api`, with deps, language and session in place. */
export function createApp(deps: AppDeps) {
  const app = createRouter().basePath('/api');
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const language = c.req.header('x-language')?.slice(0, 2).toLowerCase();
    c.set('language', SUPPORTED_LANGUAGES.find((l) => l === language) ?? 'nl');
    await next();
  });
  app.use('*', sessionMiddleware);
  app.notFound((c) => sendError(c, new ApiError(404, 'NOT_FOUND', MESSAGES.notFound)));
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status === 400) {
      return sendError(c, new ApiError(400, 'INVALID_JSON', MESSAGES.invalidJson));
    }
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(c, new ApiError(error.status, 'HTTP_ERROR', MESSAGES.generic));
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled API error');
    return sendError(c, new ApiError(500, 'INTERNAL_ERROR', MESSAGES.generic));
  });
  return app;
}
