import { Writable } from 'node:stream';

/** Unread bytes at which the body holds React's next write back until the reader reads (Node's default for streams). */
const HIGH_WATER = 64 * 1024;

/**
 * The body of a rendered page: the Writable that React's `pipe` writes into and the ReadableStream a `Response` sends.
 * React writes a page in chunks of 4 KB (a lister of 48: some 60, nearly all in the same round of the event loop); they
 * are joined here into one chunk per round before they enter the web stream, where each chunk costs an enqueue, a read
 * and a copy at every stage after it. Issue 19: with the server's own joining after it (apps/server/src/coalesce.ts),
 * 58 chunks of 4 KB cost 0.33–0.58 ms of CPU this way against 0.65–1.18 ms through React Router's `PassThrough` +
 * `createReadableStreamFromReadable` (a micro-benchmark, pairs run in turn). A page still streams: what React writes
 * later (a deferred part) goes out in a chunk of its own as soon as its round ends.
 *
 * Back-pressure: while more than `HIGH_WATER` bytes wait unread, a write's callback waits for the reader's next read,
 * so React sees the Writable full and waits for its 'drain'. A cancelled body (the visitor went away) destroys the
 * Writable, which makes React stop rendering the page.
 */
export function pageBody(): { sink: Writable; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: Uint8Array[] = [];
  let scheduled = false;
  let done = false;
  let held: (() => void) | null = null;

  const flush = () => {
    scheduled = false;
    if (done || pending.length === 0) return;
    const chunks = pending;
    pending = [];
    controller.enqueue(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  };
  const release = () => {
    const callback = held;
    held = null;
    callback?.();
  };
  const take = (chunks: Uint8Array[], callback: () => void) => {
    pending.push(...chunks);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    if ((controller.desiredSize ?? 0) <= 0) held = callback;
    else callback();
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull: release,
      cancel() {
        done = true;
        pending = [];
        release();
        sink.destroy();
      },
    },
    { highWaterMark: HIGH_WATER, size: (chunk) => chunk.byteLength },
  );
  const sink = new Writable({
    highWaterMark: HIGH_WATER,
    write(chunk: Uint8Array, _encoding, callback) {
      take([chunk], callback);
    },
    writev(entries, callback) {
      take(
        entries.map((entry) => entry.chunk as Uint8Array),
        callback,
      );
    },
    final(callback) {
      flush();
      if (!done) controller.close();
      done = true;
      callback();
    },
    destroy(error, callback) {
      if (!done) controller.error(error ?? new Error('The page was not rendered to its end.'));
      done = true;
      pending = [];
      release();
      callback(error);
    },
  });
  return { sink, body };
}
