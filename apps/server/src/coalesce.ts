/**
 * Joins the small chunks of a streamed body that arrive together into one.
 * React writes a page in chunks of about 2 KB, and the Node adapter hands
 * each to the socket as its own write (a 100 KB page: ~50 system calls).
 * Chunks are held only until the current round of the event loop ends
 * (setImmediate), so a page still streams: the shell goes out at once and
 * a deferred part follows as soon as React writes it.
 */
export function coalesceChunks(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  let closed = false;
  const flush = (controller: TransformStreamDefaultController<Uint8Array>) => {
    scheduled = false;
    if (closed || pending.length === 0) return;
    if (pending.length === 1) {
      controller.enqueue(pending[0]!);
    } else {
      const joined = new Uint8Array(size);
      let offset = 0;
      for (const chunk of pending) {
        joined.set(chunk, offset);
        offset += chunk.byteLength;
      }
      controller.enqueue(joined);
    }
    pending = [];
    size = 0;
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending.push(chunk);
        size += chunk.byteLength;
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
