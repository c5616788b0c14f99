import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/** The header that carries a request's id: sent back to the client, and passed on to the API (in-process and over HTTP). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** One access-log line: what was asked and answered, never who asked (no address, cookies, query, body). */
export interface AccessLogLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** An incoming id is kept when it is a plain token (a load balancer's or the calling node's); anything else gets a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header && /^[\w.:-]{8,128}$/.test(header) ? header : randomUUID();
}

const EMAIL = /[^/@\s]+@[^/@\s]+/;
/** A path segment that looks like a secret: long and random (reset tokens, JWTs, hashes); product slugs have dashes and words. */
const TOKEN = /^[\w~.%+=-]{24,}$/;

/**
 * The path as logged: no query string (reset tokens, search terms, e-mail addresses travel there), and a segment that
 * looks like an e-mail address or a token is replaced by a placeholder.
 */
export function loggablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // not decodable: judged as is
      }
      if (EMAIL.test(decoded)) return ':email';
      if (TOKEN.test(decoded) && /\d/.test(decoded) && /[A-Za-z]/.test(decoded) && !/^[a-z0-9]+(-[a-z0-9]+){2,}$/.test(decoded))
        return ':token';
      return segment;
    })
    .join('/')
    .slice(0, 300);
}

/**
 * Outermost middleware: gives every request an id (sent back in `x-request-id`, readable by the handlers through
 * `requestId(c)`), and writes one line per request when its answer is ready.
 */
export function accessLog(write: ((line: AccessLogLine) => void) | undefined): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set(REQUEST_ID_KEY as never, id as never);
    try {
      await next();
    } finally {
      // A failed handler still answers (Hono's error handler ran): its status is logged.
      try {
        c.res.headers.set(REQUEST_ID_HEADER, id);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(REQUEST_ID_HEADER, id);
      }
      write?.({
        requestId: id,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

const REQUEST_ID_KEY = 'requestId';

/** The id of the request being handled (set by `accessLog`). */
export function requestId(c: Context): string {
  return (c.get(REQUEST_ID_KEY as never) as string | undefined) ?? requestIdFrom(c.req.header(REQUEST_ID_HEADER));
}
