/**
 * Input that no handler can use and PostgreSQL refuses: a NUL character
 * ('invalid byte sequence for encoding UTF8: 0x00') or bytes that are not
 * UTF-8. Checked once at the edge (the API's first middleware, and the
 * storefront's in apps/server/src/http.ts), so no route has to remember it.
 */

/** Whether a URL's path and query decode to text without NUL (false: refuse with 400). */
export function isStorableUrl(url: string): boolean {
  const { pathname, search } = new URL(url);
  if (/%00/.test(pathname) || /%00/.test(search)) return false;
  try {
    if (decodeURIComponent(pathname).includes('\u0000')) return false;
    for (const part of search.slice(1).split(/[&=]/)) decodeURIComponent(part.replaceAll('+', ' '));
    return true;
  } catch {
    // Percent-encoded bytes that are not UTF-8 (URIError).
    return false;
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a request body (JSON, a urlencoded form or text) is UTF-8 without
 * NUL, written literally, as a JSON escape (`\u0000`) or percent-encoded.
 */
export function isStorableBody(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return false;
  }
  return !text.includes('\u0000') && !/\\u0000/i.test(text) && !/%00/.test(text);
}

/** Methods that carry a body whose text is checked (multipart is left to the route that accepts uploads). */
export function hasCheckedBody(request: Request): boolean {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return false;
  return !/^multipart\//i.test(request.headers.get('content-type') ?? '');
}

/** The methods the shop answers; anything else (TRACE, CONNECT, custom ones) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function isAllowedMethod(method: string): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method);
}

/**
 * Reads and drops the rest of a refused body (413) up to `upTo` bytes, so the
 * client, still sending, gets to read the answer instead of a reset
 * connection. Nothing is kept; a larger body is cut off unread.
 */
export async function discardBody(request: Request, upTo = 8 * 1024 * 1024): Promise<void> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!request.body || request.body.locked || declared > upTo) return;
  try {
    const reader = request.body.getReader();
    for (let read = 0; read <= upTo; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}
