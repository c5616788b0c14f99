import { existsSync } from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Api } from '@toonbank/api';
import { Hono, type Context } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';

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
}) {
  const app = new Hono();
  const apiFetch: typeof fetch = options.api
    ? (input, init) => Promise.resolve(options.api!.request(input instanceof Request ? input : String(input), init))
    : (input, init) => fetch(input, init);
  const apiBaseUrl = options.api ? 'http://toonbank.internal/api' : `${options.apiUrl!.replace(/\/$/, '')}/api`;

  app.all('/api/*', (c) => {
    markClientAddress(c);
    if (options.api) return options.api.fetch(c.req.raw);
    const url = new URL(c.req.url);
    return fetch(`${apiBaseUrl}${url.pathname.slice(4)}${url.search}`, c.req.raw);
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
    markClientAddress(c);
    return handle(c.req.raw, { apiFetch, apiBaseUrl });
  });
  return app;
}

/**
 * The login rate limit counts per client address (x-forwarded-for as the API
 * reads it): set it to the socket's address, so a client cannot choose its own.
 */
function markClientAddress(c: Context): void {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  if (address) c.req.raw.headers.set('x-forwarded-for', address);
  else c.req.raw.headers.delete('x-forwarded-for');
}
