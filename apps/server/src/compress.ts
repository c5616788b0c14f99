import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/**
 * `hono/compress` with its `Vary: Accept-Encoding` set on the answer's own headers before it looks at the answer
 * (issue 19). `hono/compress` adds that header with `c.header` once the answer is made, and Hono then rebuilds the
 * response around its body: @hono/node-server's light response (a string or bytes it writes in one go) becomes a web
 * `Response` whose body node-server reads back as a stream, for every compressible answer, also one sent uncompressed.
 * Set here first (on the same conditions, so every answer keeps exactly the headers it had), `hono/compress` finds it
 * and leaves the response alone unless it compresses.
 */
export function compressWithVary(options: { threshold: number }): MiddlewareHandler {
  const gzip = compress(options);
  return (c, outerNext) =>
    gzip(c, async () => {
      await outerNext();
      const res = c.res;
      if (!getsVary(res, c.req.method, options.threshold)) return;
      const current = res.headers.get('vary');
      if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return;
      try {
        res.headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
      } catch {
        // A response from fetch (the API on another node) has immutable headers: `hono/compress` rebuilds it as before.
      }
    });
}

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/** Whether `hono/compress` would consider the answer (and so add `Vary: Accept-Encoding`): its own conditions. */
function getsVary(res: Response, method: string, threshold: number): boolean {
  const headers = res.headers;
  if (res.status === 206 || method === 'HEAD' || headers.has('content-encoding') || headers.has('transfer-encoding')) return false;
  const length = headers.get('content-length');
  if (length && Number(length) < threshold) return false;
  const type = headers.get('content-type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false;
  return !NO_TRANSFORM.test(headers.get('cache-control') ?? '');
}
