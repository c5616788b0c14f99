import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { acceptsGzip } from '@toonbank/api/lib/encoded-json';
import { parse } from 'hono/utils/cookie';
import { CONSENT_COOKIE, LOCALE_COOKIE, SESSION_COOKIE } from '@toonbank/storefront/cookies';
import { isbot } from 'isbot';

const gzip = promisify(gzipCallback);

/**
 * The cookies the storefront reads while rendering: a session means a logged-in customer (never served from,
 * never stored in the cache); language and cookie consent change the HTML, so they are part of the key.
 */
const KEY_COOKIES = [LOCALE_COOKIE, CONSENT_COOKIE] as const;

export const CACHE_HEADER = 'x-toonbank-cache';

export interface PageCacheOptions {
  /** The data revision (bumped by database triggers on every content and catalogue change); null: nothing is cached. */
  revision: () => Promise<string | null>;
  /** How long a page may be served from the cache at most (stock, opening state and time-bound prices and banners change without a revision). */
  maxAgeMs?: number;
  /** Memory bound of all stored bodies (plain and gzipped) together. */
  maxBytes?: number;
  /** Pages larger than this are never stored. */
  maxEntryBytes?: number;
  now?: () => number;
}

interface Entry {
  revision: string;
  expires: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer> | null;
  bytes: number;
}

/**
 * An anonymous full-page HTML cache in front of the SSR handler (decision
 * 0007). Only GET requests without a session cookie take part; the key is the
 * full URL, the cookies that change the HTML and whether the visitor is a bot
 * (bots get fully rendered HTML instead of a streamed one). Only 200 HTML
 * (and navigation data) responses without Set-Cookie and without `Cache-Control: private/no-store`
 * are stored. An entry is served while the data revision it was rendered
 * at is current and it is younger than the max age; the least recently used
 * entries are dropped beyond the byte limit. Concurrent requests for a page
 * that is being rendered wait for that one render.
 */
export function createPageCache(options: PageCacheOptions) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 32 * 2 ** 20;
  const maxEntryBytes = options.maxEntryBytes ?? 2 ** 20;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Pages being rendered now, by key: the entry once stored, null when the page is not kept. */
  const inflight = new Map<string, Promise<Entry | null>>();
  /** Bodies still being collected or compressed (see `settled`). */
  const pending = new Set<Promise<void>>();

  // Concurrent requests share one revision read; a request never reuses a read that finished before it arrived.
  let pendingRevision: Promise<string | null> | null = null;
  function currentRevision(): Promise<string | null> {
    if (!pendingRevision) {
      // An unreadable revision (database away) means: render, as without a cache.
      pendingRevision = options
        .revision()
        .catch(() => null)
        .finally(() => {
          pendingRevision = null;
        });
    }
    return pendingRevision;
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map keeps insertion order and hits re-insert: the first entries are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  async function handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response> {
    const key = cacheKey(request);
    if (key === null) return render(request);
    const revision = await currentRevision();
    if (revision === null) return render(request);

    const entry = entries.get(key);
    if (entry && entry.revision === revision && entry.expires > now()) {
      entries.delete(key);
      entries.set(key, entry);
      return hitResponse(entry, request);
    }
    if (entry) remove(key);

    // Visitors asking for a page that is being rendered wait for that render instead of starting their own.
    const rendering = inflight.get(key);
    if (rendering) {
      const rendered = await rendering;
      if (rendered && rendered.revision === revision) return hitResponse(rendered, request);
      return render(request);
    }
    let settle: (entry: Entry | null) => void = () => undefined;
    const promise = new Promise<Entry | null>((resolve) => (settle = resolve));
    inflight.set(key, promise);
    const finish = (entry: Entry | null) => {
      if (inflight.get(key) === promise) inflight.delete(key);
      settle(entry);
    };

    let response: Response;
    try {
      response = await render(request);
    } catch (error) {
      finish(null);
      throw error;
    }
    if (!storable(response)) {
      finish(null);
      return response;
    }
    const [toClient, toCache] = response.body!.tee();
    const expires = now() + maxAgeMs;
    const task = collect(toCache, maxEntryBytes).then(
      async (body) => {
        if (!body) return finish(null);
        const headers = [...response.headers].filter(([name]) => name !== 'content-length');
        const entry: Entry = { revision, expires, headers, body, gzipped: null, bytes: body.byteLength };
        store(key, entry);
        finish(entry);
        // Compressed once, off the event loop (zlib's thread pool), for every later visitor that accepts gzip.
        const gzipped = await gzip(body).catch(() => null);
        if (gzipped && entries.get(key) === entry) {
          entry.gzipped = new Uint8Array(gzipped);
          entry.bytes += gzipped.byteLength;
          bytes += gzipped.byteLength;
          store(key, entry);
        }
      },
      () => finish(null),
    );
    pending.add(task);
    const done = () => void pending.delete(task);
    void task.then(done, done);
    const headers = new Headers(response.headers);
    headers.set(CACHE_HEADER, 'miss');
    return new Response(toClient, { status: response.status, statusText: response.statusText, headers });
  }

  return {
    handle,
    /**
     * Cache-Control of an anonymous page: shared caches (a CDN) keep it as long as this cache does and may serve it a
     * while longer while they fetch a fresh one; browsers revalidate (max-age=0).
     */
    sharedCachePolicy: `public, max-age=0, s-maxage=${Math.floor(maxAgeMs / 1000)}, stale-while-revalidate=${Math.floor(maxAgeMs / 1000)}`,
    /** Number of stored pages and their bytes (for tests and diagnostics). */
    stats: () => ({ entries: entries.size, bytes }),
    /** Resolves when every page rendered so far is stored (tests wait for it instead of for time). */
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The cache key of a request, or null when the request must be rendered for this visitor alone. */
export function cacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const header = request.headers.get('cookie');
  const cookies = header ? parse(header) : {};
  if (SESSION_COOKIE in cookies) return null;
  const userAgent = request.headers.get('user-agent');
  const variant = [userAgent && isbot(userAgent) ? 'bot' : 'browser', ...KEY_COOKIES.map((name) => cookies[name] ?? '')];
  return `${JSON.stringify(variant)} ${request.url}`;
}

function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has('set-cookie') || response.headers.has('content-encoding')) return false;
  if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  // Documents, and the data of client-side navigations (React Router's `.data` requests, text/x-script).
  return /^text\/(html|x-script)\b/i.test(response.headers.get('content-type') ?? '');
}

/** The whole body, or null when it is larger than `limit` or fails. */
async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function hitResponse(entry: Entry, request: Request): Response {
  const headers = new Headers(entry.headers);
  headers.set(CACHE_HEADER, 'hit');
  let body = entry.body;
  if (entry.gzipped && acceptsGzip(request.headers.get('accept-encoding'))) {
    body = entry.gzipped;
    headers.set('content-encoding', 'gzip');
  }
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}

/**
 * The revision source of a storefront node in a split deployment (API_URL): the API node's data revision, read over
 * HTTP (concurrent requests share one read, see `currentRevision`); null when the API does not answer in time.
 */
export function apiRevision(apiUrl: string, timeoutMs = 2000): () => Promise<string | null> {
  const url = `${apiUrl.replace(/\/$/, '')}/api/platform/revision`;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body = (await response.json()) as { Revision?: unknown };
    return typeof body.Revision === 'string' ? body.Revision : null;
  };
}
