import type { Session } from './session.ts';

/**
 * What the in-process API calls of one storefront page share (decision 0017): the storefront server makes one scope
 * per page render and passes it as the Hono env of every call of that render (`api.request(request, undefined,
 * { pageScope })`). Reads (GET, HEAD) of one page then check the session token once and resolve the viewer once
 * (`resolveViewer` keeps the viewer per session object) instead of once per call. A write (any other method) empties
 * the scope, so what a form action changes (the customer, a logout, an impersonation) is read anew by the loaders that
 * follow it in the same render. Calls without a scope (the browser's, over HTTP) check and resolve per request.
 */
export interface PageScope {
  /** The session of each bearer token read in this page so far (null: anonymous or refused). */
  sessions: Map<string, Promise<Session | 'refused'>>;
}

export function createPageScope(): PageScope {
  return { sessions: new Map() };
}

/** The Hono env of an in-process call (absent for HTTP requests). */
export interface ApiBindings {
  pageScope?: PageScope;
}
