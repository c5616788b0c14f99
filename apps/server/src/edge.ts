import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { ALLOWED_METHODS, discardBody, isAllowedMethod, isStorableBody, isStorableUrl } from '@toonbank/api/lib/input-guard';
import { translateMessage, type MessageId } from '@toonbank/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The storefront's edge (issue 13): every request to a page or form action
 * passes these checks once, before React Router sees it. The API under /api
 * has its own (apps/api/src/lib/create-app.ts): it is called with bearer
 * tokens, not cookies, so it needs no origin check, and the payment
 * providers' webhook there is reached from other sites on purpose.
 */

/** A form to the storefront is small: the largest (registration, address) is a few kilobytes. */
export const FORM_BODY_LIMIT = 256 * 1024;
/** The order upload's forms (issue 17) carry a file of up to 5 MB or up to 5,000 lines; up to 8 MB reach the page, which says 'at most 5 MB'. */
export const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
const UPLOAD_PATH = /^\/bestelling-uploaden(\/|$)/;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A short Dutch page (or the API envelope under /api) for a refused request. */
export function refusal(c: Context, status: 400 | 403 | 405 | 413 | 415 | 503, message: MessageId): Response {
  const text = translateMessage('nl', message);
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return c.json({ Success: false, Code: codeOf(status), Message: text }, status);
  }
  c.header('cache-control', 'no-store');
  return c.html(refusalPage(text), status);
}

function codeOf(status: number): string {
  return (
    {
      400: 'BAD_REQUEST',
      403: 'FORBIDDEN',
      405: 'METHOD_NOT_ALLOWED',
      413: 'BODY_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      503: 'UNAVAILABLE',
    }[status] ?? 'ERROR'
  );
}

function refusalPage(text: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Toonbank</title></head><body><main><h1>Toonbank</h1><p>${text}</p><p><a href="/">Naar de homepage</a></p></main></body></html>`;
}

/** While the database is away: 503 with Retry-After; the page reloads itself after 5 s. */
export function unavailable(c: Context): Response {
  c.header('retry-after', '5');
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return refusal(c, 503, 'unavailable');
  c.header('cache-control', 'no-store');
  const text = translateMessage('nl', 'unavailable');
  return c.html(
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>We zijn zo terug – Toonbank</title></head><body><main><h1>We zijn zo terug</h1><p>${text}</p></main></body></html>`,
    503,
  );
}

/**
 * Whether a state-changing request comes from the shop's own pages: its
 * Origin is the shop (the address it was reached at, or PUBLIC_URL behind a
 * proxy), or, without Origin, the browser says Sec-Fetch-Site: same-origin.
 * Anything else (another site, `Origin: null`, no header at all) is refused.
 */
export function isSameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    if (origin === publicOrigin) return true;
    try {
      const host = request.headers.get('host') ?? new URL(request.url).host;
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** Checks of every storefront request: readable URL; for state changes the same origin, a form body and its size. */
export function storefrontGuard(options: { publicUrl?: string }): MiddlewareHandler {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: async (c) => {
        await discardBody(c.req.raw);
        return refusal(c, 413, 'bodyTooLarge');
      },
    });
  const formLimit = limitOf(FORM_BODY_LIMIT);
  const uploadLimit = limitOf(UPLOAD_BODY_LIMIT);
  return async (c, next) => {
    if (!isStorableUrl(c.req.url)) return refusal(c, 400, 'invalidCharacters');
    if (SAFE_METHODS.has(c.req.method)) return next();
    // The storefront's forms and fetchers only POST; other methods have nothing to reach.
    if (c.req.method !== 'POST') {
      c.header('allow', 'GET, HEAD, POST');
      return refusal(c, 405, 'methodNotAllowed');
    }
    if (!isSameOrigin(c.req.raw, publicOrigin)) return refusal(c, 403, 'crossSite');
    const contentType = c.req.header('content-type') ?? '';
    if (!FORM_TYPES.test(contentType)) return refusal(c, 415, 'notAForm');
    let refused: Response | undefined;
    const limit = UPLOAD_PATH.test(c.req.path) ? uploadLimit : formLimit;
    const response = await limit(c, async () => {
      if (!(await readableForm(c.req.raw, contentType))) {
        refused = refusal(c, 400, 'invalidCharacters');
        return;
      }
      await next();
    });
    return refused ?? response;
  };
}

/** Whether a form body parses and holds text without NUL (a broken multipart body must not reach an action). */
async function readableForm(request: Request, contentType: string): Promise<boolean> {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    const bytes = new Uint8Array(await request.clone().arrayBuffer());
    // Percent-encoded bytes decode like a query string: the same check as the URL's.
    return isStorableBody(bytes) && isStorableUrl(`http://form/?${new TextDecoder().decode(bytes)}`);
  }
  try {
    const form = await request.clone().formData();
    for (const [, value] of form) if (typeof value === 'string' && value.includes('\u0000')) return false;
    return true;
  } catch {
    return false;
  }
}

/**
 * The node request listener refuses methods the shop does not answer (TRACE,
 * CONNECT, …) with 405 before a fetch Request is built: the Request
 * constructor itself throws for some of them.
 */
export function refuseUnknownMethods(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (isAllowedMethod(req.method ?? '')) return listener(req, res);
    const text = translateMessage('nl', 'methodNotAllowed');
    const api = /^\/api(\/|$)/.test(req.url ?? '');
    const body = api ? JSON.stringify({ Success: false, Code: 'METHOD_NOT_ALLOWED', Message: text }) : refusalPage(text);
    res.writeHead(405, {
      allow: ALLOWED_METHODS.join(', '),
      'content-type': api ? 'application/json; charset=UTF-8' : 'text/html; charset=UTF-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** `http.createServer` with the method check in front (for @hono/node-server's `serve({ createServer })`). */
export const guardedCreateServer = ((options: ServerOptions, listener: RequestListener): Server =>
  createServer(options, refuseUnknownMethods(listener))) as typeof createServer;

/**
 * Google Tag Manager and GA4, allowed as Google's CSP guide for them says: the container itself is started by the
 * nonce'd bootstrap (lib/analytics.ts), the tags it adds come from googletagmanager.com, and their measurements go to
 * these hosts. Nothing loads from them unless the shop configured a container and the visitor accepted analytics.
 */
const TAG_MANAGER_SCRIPTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The Content-Security-Policy of a page: scripts only from the shop, the tag
 * manager, and the inline ones carrying this render's nonce (no
 * 'unsafe-inline' for scripts); styles may be inline (React's style
 * attributes, Leaflet). Map tiles and embedded videos come from other sites
 * over https. Forms post to the shop; `paymentPages` are the payment
 * provider's hosted pages a checkout without JavaScript is redirected to.
 * Never in a frame.
 */
export function pagePolicy(nonce: string, paymentPages: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the scan modal compile its barcode reader (WebAssembly, issue 17); it allows no eval of script text.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'", ...TAG_MANAGER_SCRIPTS].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...ANALYTICS_CONNECT].join(' '),
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...paymentPages].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For everything that is not a page (JSON, assets, files): nothing may run or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Headers of every response (issue 13, defect 6): a CSP (the page's own, set
 * when it was rendered, or the resource policy), no sniffing, no framing, a
 * careful referrer, no powerful features but geolocation (the store finder's
 * "near me") and the camera (the order upload's barcode scan), HSTS when the shop is served over https, and `Secure` on every
 * cookie when PUBLIC_URL is https (also behind a proxy that speaks http to us).
 */
export function securityHeaders(options: { publicUrl?: string }): MiddlewareHandler {
  const httpsPublic = options.publicUrl?.startsWith('https:') ?? false;
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('x-content-type-options', 'nosniff');
    } catch {
      // A response from fetch (the API on another node) has immutable headers.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('x-content-type-options', 'nosniff');
    }
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', RESOURCE_POLICY);
    headers.set('x-frame-options', 'DENY');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('permissions-policy', 'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()');
    headers.set('cross-origin-opener-policy', 'same-origin');
    const https = httpsPublic || new URL(c.req.url).protocol === 'https:';
    if (https) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (httpsPublic) {
      const cookies = headers.getSetCookie();
      if (cookies.some((cookie) => !/;\s*secure\b/i.test(cookie))) {
        headers.delete('set-cookie');
        for (const cookie of cookies) headers.append('set-cookie', /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
      }
    }
  };
}
