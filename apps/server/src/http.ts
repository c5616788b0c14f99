import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Api, createPageScope } from '@toonbank/api';
import type { TrustProxy } from '@toonbank/config';
import { Hono, type Context } from 'hono';
import { proxy } from 'hono/proxy';
import type { ServerValues } from '@toonbank/storefront/server-context';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { accessLog, REQUEST_ID_HEADER, requestId, type AccessLogLine } from './access-log.ts';
import { clientAddressReader } from './client-address.ts';
import { coalesceChunks } from './coalesce.ts';
import { compressWithVary } from './compress.ts';
import type { DatabaseMonitor } from './database-monitor.ts';
import { pagePolicy, securityHeaders, storefrontGuard, unavailable } from './edge.ts';
import { cacheKey, type PageCache } from './page-cache.ts';

/**
 * The HTTP surface of the one-process shop: the API under /api (in-process, or
 * proxied to API_URL), built assets, demo images, and the SSR storefront.
 */
export function createHttpApp(options: {
  api?: Api;
  apiUrl?: string;
  build: ServerBuild;
  clientDir: string;
  imagesDir: string;
  mode: 'production' | 'development';
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** Anonymous full-page cache in front of SSR (decision 0007); none: every page is rendered. */
  pageCache?: PageCache;
  /** The shop's public address (PUBLIC_URL): a form posted from it counts as same-origin behind a proxy. */
  publicUrl?: string;
  /** The payment provider's hosted pages, where a checkout posted without JavaScript is sent (CSP form-action). */
  paymentPages?: readonly string[];
  /** The database's state (in-process database only): while it is away, pages and API answer 503. */
  database?: Pick<DatabaseMonitor, 'available' | 'confirmOutage'>;
  /** Readiness for `/readyz`: null when ready, else the reason (database away, migrations missing, shutting down). */
  readiness?: () => Promise<string | null>;
  /** Where each request's access-log line goes; none: not logged. */
  accessLog?: (line: AccessLogLine) => void;
}) {
  const app = new Hono();
  const clientIp = clientAddressReader(options.trustProxy);
  // First and outermost: a request id for every request, and its access-log line once the answer is ready.
  app.use('*', accessLog(options.accessLog));
  // For load balancers and orchestrators, before anything that may refuse: the process answers; it can serve.
  app.get('/healthz', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('cache-control', 'no-store');
    const reason = options.readiness ? await options.readiness().catch((error: unknown) => String(error)) : null;
    return reason === null ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', reason }, 503);
  });
  // Security headers on every response (pages, API, docs, assets), outside compression.
  app.use('*', securityHeaders({ publicUrl: options.publicUrl }));
  // gzip for pages, JSON and assets; tiny responses are left alone. `Vary` set on the answer itself (compress.ts).
  app.use('*', compressWithVary({ threshold: 1024 }));
  // While the database is away every page and API call answers 503 'We zijn zo terug'; built assets and images still load.
  const database = options.database;
  if (database) {
    app.use('*', async (c, next) => {
      if (database.available() || c.req.path.startsWith('/assets/') || c.req.path.startsWith('/images/')) return next();
      return unavailable(c);
    });
  }
  const apiBaseUrl = options.api ? 'http://toonbank.internal/api' : `${options.apiUrl!.replace(/\/$/, '')}/api`;
  /**
   * The visitor's address for the API's per-address limits (login, forms), on
   * every call made for this request: in-process as `x-client-ip` (always ours,
   * never what the visitor sent); to API_URL appended to X-Forwarded-For, which
   * the API node reads because it trusts this node (its TRUST_PROXY).
   */
  const clientHeader = (c: Context): [string, string] => {
    const client = clientIp(c);
    if (options.api) return ['x-client-ip', client];
    const incoming = c.req.header('x-forwarded-for');
    return ['x-forwarded-for', incoming ? `${incoming}, ${client}` : client];
  };
  /**
   * The storefront's API fetch for one request (server-side calls of loaders and actions). In-process, every call of
   * the render shares one page scope: the session and the viewer are read once per page (decision 0017).
   */
  const apiFetchFor = (c: Context): typeof fetch => {
    const [name, value] = clientHeader(c);
    const id = requestId(c);
    const env = { pageScope: createPageScope() };
    return (input, init) => {
      const request = new Request(input, init);
      request.headers.set(name, value);
      request.headers.set(REQUEST_ID_HEADER, id);
      return options.api ? Promise.resolve(options.api.request(request, undefined, env)) : fetch(request);
    };
  };

  app.all('/api/*', (c) => {
    const [name, value] = clientHeader(c);
    // In-process the API gets the request itself with the two headers set (a copy is one more web Request and body
    // stream per API call); a request whose headers cannot change is copied.
    if (options.api) return options.api.fetch(withHeadersSet(c.req.raw, [name, value], [REQUEST_ID_HEADER, requestId(c)]));
    const request = new Request(c.req.raw);
    request.headers.set(name, value);
    request.headers.set(REQUEST_ID_HEADER, requestId(c));
    // The split deployment: Hono's proxy helper drops hop-by-hop headers both ways and asks for an uncompressed answer
    // (this node compresses for the browser); the API node is addressed by its own host name.
    request.headers.delete('host');
    const url = new URL(c.req.url);
    return proxy(`${apiBaseUrl}${url.pathname.slice(4)}${url.search}`, request);
  });

  // Pages and form actions: readable URLs; state changes only from the shop's own pages, as forms of bounded size.
  app.use('*', storefrontGuard({ publicUrl: options.publicUrl }));

  const clientRoot = path.relative(process.cwd(), options.clientDir);
  // serveStatic calls onFound after it has made its response, too late for a header: the policy is noted per request
  // and set on the way out.
  const cachePolicy = new WeakMap<Request, string>();
  const cacheFor = (policy: string | ((c: Context) => string)) => (_path: string, c: Context) => {
    cachePolicy.set(c.req.raw, typeof policy === 'string' ? policy : policy(c));
  };
  app.use('*', async (c, next) => {
    await next();
    const policy = cachePolicy.get(c.req.raw);
    if (policy) c.header('cache-control', policy);
  });
  // The build writes a Brotli and a gzip copy of each compressible asset (decision 0018): sent as they are, not
  // compressed again per request.
  app.use('/assets/*', serveStatic({ root: clientRoot, precompressed: true, onFound: cacheFor('public, max-age=31536000, immutable') }));
  if (existsSync(options.imagesDir)) {
    app.use(
      '/images/*',
      serveStatic({
        root: path.relative(process.cwd(), path.dirname(options.imagesDir)),
        // Imported photos are named by their content's hash: a changed photo gets another url, so they never go stale.
        onFound: cacheFor((c) =>
          c.req.path.startsWith('/images/photos/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        ),
      }),
    );
  }
  // A picture that is not there is a plain 404, not a rendered page.
  app.get('/images/*', (c) => c.text('Niet gevonden', 404));
  // The client root's own files besides the assets (what `public/` holds: a favicon, a manifest), named once at start:
  // a page's request goes to the renderer without looking on disk first (a stat per page, issue 19).
  const rootEntries = new Set(existsSync(options.clientDir) ? readdirSync(options.clientDir).filter((name) => name !== 'assets') : []);
  const rootFiles = serveStatic({ root: clientRoot, onFound: cacheFor('public, max-age=3600') });
  app.use('*', (c, next) => (rootEntries.has(c.req.path.split('/')[1] ?? '') ? rootFiles(c, next) : next()));

  const handle = createRequestHandler(options.build, options.mode);
  const serverContext = serverContextOf(options.build);
  app.all('*', async (c) => {
    const render = async (request: Request) => {
      // A nonce per render, in the page's scripts and its CSP header; a cached page keeps both together (decision 0007).
      const cspNonce = randomBytes(16).toString('base64');
      const values: ServerValues = { apiFetch: apiFetchFor(c), apiBaseUrl, cspNonce };
      const rendered = await handle(request, new RouterContextProvider(new Map([[serverContext, values]])));
      const response = rendered.body ? new Response(coalesceChunks(rendered.body), rendered) : rendered;
      if (/^text\/html/i.test(response.headers.get('content-type') ?? ''))
        response.headers.set('content-security-policy', pagePolicy(cspNonce, options.paymentPages));
      return response;
    };
    const pageCache = options.pageCache;
    const response = await (pageCache ? pageCache.handle(c.req.raw, render) : render(c.req.raw));
    // A page that failed because the database just went away says so (503) instead of showing the error page.
    if (response.status >= 500 && database && (await database.confirmOutage())) {
      await response.body?.cancel();
      return unavailable(c);
    }
    if (/^text\/html/i.test(response.headers.get('content-type') ?? '') && !response.headers.has('cache-control')) {
      const shared = pageCache && cacheKey(c.req.raw) !== null && response.status === 200 && !response.headers.has('set-cookie');
      // Anonymous pages: a CDN may keep them as long as the page cache does; a page with a session never.
      response.headers.set('cache-control', shared ? pageCache.sharedCachePolicy : 'private, no-store');
      if (shared) response.headers.append('vary', 'Cookie');
    }
    return response;
  });
  return app;
}

/** The request with the headers set: itself when its headers can change, else a copy. */
function withHeadersSet(request: Request, ...headers: [string, string][]): Request {
  try {
    for (const [name, value] of headers) request.headers.set(name, value);
    return request;
  } catch {
    const copy = new Request(request);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * The key under which the storefront reads the server's values (React Router 8's typed request context). It comes
 * from the build's own entry module (entry.server.tsx re-exports it): the build bundles its own copy of the module
 * that made it, so a key imported from the storefront's sources would be another object.
 */
function serverContextOf(build: ServerBuild): RouterContext<ServerValues> {
  const key = (build.entry.module as { serverContext?: RouterContext<ServerValues> }).serverContext;
  if (!key) throw new Error('De storefront-build heeft geen serverContext (entry.server.tsx): bouw opnieuw met `npm run build`.');
  return key;
}
