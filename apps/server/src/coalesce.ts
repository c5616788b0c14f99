/**
 * Joins the small chunks of a streamed body that arrive together into one.
 * The Node adapter hands each chunk to the socket as its own write (one
 * system call each); a page's HTML arrives joined already (the storefront's
 * page-body.server.ts), React Router's data answers and resource routes not.
 * Chunks are held only until the current round of the event loop ends
 * (setImmediate), so a page still streams: the shell goes out at once and
 * a deferred part follows as soon as React writes it.
 */
export function coalesceChunks(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  let closed = false;
  const flush = (controller: TransformStreamDefaultController<Uint8Array>) => {
    scheduled = false;
    if (closed || pending.length === 0) return;
    const chunks = pending;
    pending = [];
    let joined = chunks[0]!;
    if (chunks.length > 1) {
      joined = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.byteLength;
      }
    }
    try {
      controller.enqueue(joined);
    } catch {
      // The visitor went away (the stream was cancelled or errored): nothing to send any more.
      closed = true;
    }
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending.push(chunk);
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => flush(controller));
        }
      },
      flush(controller) {
        flush(controller);
        closed = true;
      },
    }),
  );
}
