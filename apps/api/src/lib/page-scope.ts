import { AsyncLocalStorage } from 'node:async_hooks';
import type { Session } from './session.ts';

/**
 * What the in-process API calls of one storefront page share (decision 0017): the storefront server makes one scope
 * per page render and passes it as the Hono env of every call of that render (`api.request(request, undefined,
 * { pageScope })`). Reads (GET, HEAD) of one page then check the session token once and resolve the viewer once
 * (`resolveViewer` keeps the viewer per session object) instead of once per call, and read each shop-wide revision
 * (catalogue, content) once instead of once per cache lookup (decision 0025). A write (any other method) empties the
 * scope, so what a form action changes (the customer, a logout, an impersonation, a product) is read anew by the
 * loaders that follow it in the same render; the few writes that change neither the session, the viewer nor a revision
 * (`keepsPageScope`) leave it as it is. Calls without a scope (the browser's, over HTTP) check and read per request.
 */
export interface PageScope {
  /** The session of each bearer token read in this page so far (null: anonymous or refused). */
  sessions: Map<string, Promise<Session | 'refused'>>;
  /** Each shop-wide revision read in this page so far, by the name of the read (`sharedReads`). */
  revisions: Map<string, Promise<unknown>>;
}

export function createPageScope(): PageScope {
  return { sessions: new Map(), revisions: new Map() };
}

/** Empties a scope after a write: the page's reads that follow see what it changed. */
export function forgetPageReads(scope: PageScope): void {
  scope.sessions.clear();
  scope.revisions.clear();
}

/**
 * Writes that a page's loaders make while a page is read, which change neither a session, a customer (the viewer)
 * nor a revision the page's caches key on: recording a product view (§7 POST products/viewed, from the product page's
 * loader). Such a write also shares the page's session and viewer (the customer read once per page); every other write
 * empties the scope and resolves its viewer anew.
 */
const WRITES_THAT_KEEP_THE_SCOPE = new Set(['POST /api/aspos/products/viewed']);

export function keepsPageScope(method: string, path: string): boolean {
  return WRITES_THAT_KEEP_THE_SCOPE.has(`${method} ${path}`);
}

/** The Hono env of an in-process call (absent for HTTP requests). */
export interface ApiBindings {
  pageScope?: PageScope;
}

const currentScope = new AsyncLocalStorage<PageScope>();

/** Runs a read of a page inside its scope: the shop-wide revisions it reads are shared with the page's other reads. */
export function withinPageScope<T>(scope: PageScope, run: () => T): T {
  return currentScope.run(scope, run);
}

/** The scope of the page read that is running, if any (none for writes and for calls over HTTP). */
export function currentPageScope(): PageScope | undefined {
  return currentScope.getStore();
}
