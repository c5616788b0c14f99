import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Api } from '@toonbank/api';
import type { TrustProxy } from '@toonbank/config';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { clientAddressReader } from './client-address.ts';
import { coalesceChunks } from './coalesce.ts';
import type { PageCache } from './page-cache.ts';

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
}) {
  const app = new Hono();
  const clientIp = clientAddressReader(options.trustProxy);
  // gzip for pages, JSON and assets; tiny responses are left alone.
  app.use('*', compress({ threshold: 1024 }));
  const apiFetch: typeof fetch = options.api
    ? (input, init) => Promise.resolve(options.api!.request(input instanceof Request ? input : String(input), init))
    : (input, init) => fetch(input, init);
  const apiBaseUrl = options.api ? 'http://toonbank.internal/api' : `${options.apiUrl!.replace(/\/$/, '')}/api`;

  app.all('/api/*', (c) => {
    // The client address for per-IP limits: always ours, never what the visitor sent.
    const request = new Request(c.req.raw);
    request.headers.set('x-client-ip', clientIp(c));
    if (options.api) return options.api.fetch(request);
    const url = new URL(c.req.url);
    return fetch(`${apiBaseUrl}${url.pathname.slice(4)}${url.search}`, request);
  });

  const clientRoot = path.relative(process.cwd(), options.clientDir);
  app.use(
    '/assets/*',
    serveStatic({
      root: clientRoot,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  if (existsSync(options.imagesDir)) {
    app.use(
      '/images/*',
      serveStatic({
        root: path.relative(process.cwd(), path.dirname(options.imagesDir)),
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400'),
      }),
    );
  }
  app.use('*', serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('cache-control', 'public, max-age=3600') }));

  const handle = createRequestHandler(options.build, options.mode);
  app.all('*', (c) => {
    const render = async (request: Request) => {
      const response = await handle(request, { apiFetch, apiBaseUrl, clientIp: clientIp(c) });
      if (!response.body) return response;
      return new Response(coalesceChunks(response.body), response);
    };
    return options.pageCache ? options.pageCache.handle(c.req.raw, render) : render(c.req.raw);
  });
  return app;
}

