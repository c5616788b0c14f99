import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * React Router's default Node entry, with one change: the page body. The default pipes React into
 * a PassThrough (16 KB high-water mark) wrapped as a web stream, so a 150 KB page went out as ~40
 * pieces of 4 KB, each through several stream layers, with React pausing for 'drain' every 16 KB.
 * PageBody takes React's pieces without pushing back and hands each round of output on as one chunk.
 */
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort the rendering after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PageBody(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(body.stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell reject and are logged by React Router; later ones are logged here.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * The destination React writes the page into. React's Node renderer writes 4 KB views and calls
 * `flush()` when a round of output is complete (the shell, then each resolved boundary): the views
 * of a round go out as one chunk of `stream`. It never reports back-pressure: a page is at most a
 * few hundred KB, and the web stream (compression, socket) takes it at its own pace.
 */
export class PageBody extends Writable {
  readonly stream: ReadableStream<Uint8Array>;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;

  constructor(onFinish: () => void) {
    super({ highWaterMark: Number.MAX_SAFE_INTEGER, decodeStrings: false });
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      // The visitor went away: React sees the destination close and stops rendering.
      cancel: () => {
        this.destroy();
      },
    });
    this.once('finish', onFinish);
  }

  override _write(chunk: Uint8Array | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.byteLength;
    callback();
  }

  /** Called by React after each round of output. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const chunks = this.#pending;
    let joined = chunks[0]!;
    if (chunks.length > 1) {
      joined = new Uint8Array(this.#pendingBytes);
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.byteLength;
      }
    }
    this.#pending = [];
    this.#pendingBytes = 0;
    try {
      this.#controller.enqueue(joined);
    } catch {
      // The stream was cancelled: nothing to send any more.
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    try {
      this.#controller.close();
    } catch {
      // Already cancelled.
    }
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (error) {
      try {
        this.#controller.error(error);
      } catch {
        // Already closed or cancelled.
      }
    }
    callback(error);
  }
}
