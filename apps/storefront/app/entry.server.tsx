import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { ShellMarkupContext } from './components/layout/islands.tsx';
import { ApiResponseError } from './lib/api.ts';
import { shellMarkupOf } from './components/layout/shell-markup.server.tsx';
import { NonceContext } from './lib/csp-nonce.ts';
import { pageBody } from './lib/page-body.server.ts';
import { serverValues, type LoadContext } from './lib/server-context.server.ts';

/**
 * React Router's default server entry, with the page's CSP nonce (issue 13) on
 * every inline script: React's streaming scripts (`nonce` option), React
 * Router's hydration data (`ServerRouter nonce`) and `<Scripts>` /
 * `<ScrollRestoration>` (through NonceContext, root.tsx).
 */
export const streamTimeout = 5_000;

/** The key of the server's values in the request context, for the server that sets them (apps/server http.ts). */
export { serverContext } from './lib/server-context.server.ts';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: LoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = serverValues(loadContext).cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ShellMarkupContext value={shellMarkupOf(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ShellMarkupContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const { sink, body } = pageBody();
          sink.once('close', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(sink);
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Errors of loaders and actions, logged once each, except an API answer of
 * 503: the database is away, and the server's monitor logs that once per
 * change instead of once per page (issue 13).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof ApiResponseError && error.status === 503) return;
  console.error(error);
}
