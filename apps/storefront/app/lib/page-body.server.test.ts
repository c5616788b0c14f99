import { setImmediate as nextRound } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { pageBody } from './page-body.server.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);

async function readAll(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(text(read.value));
  return chunks;
}

describe('pageBody', () => {
  it('joins what React writes in one round of the event loop into one chunk, in order', async () => {
    const { sink, body } = pageBody();
    for (let i = 0; i < 120; i++) sink.write(bytes(`<p>${i}</p>`));
    sink.end();
    const chunks = await readAll(body);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toBe(Array.from({ length: 120 }, (_, i) => `<p>${i}</p>`).join(''));
  });

  it('still streams: what is written in a later round goes out as a chunk of its own, without waiting for the end', async () => {
    const { sink, body } = pageBody();
    const reader = body.getReader();
    sink.write(bytes('<html>'));
    sink.write(bytes('<body>'));
    expect(text((await reader.read()).value!)).toBe('<html><body>');
    sink.write(bytes('<template>deferred</template>'));
    expect(text((await reader.read()).value!)).toBe('<template>deferred</template>');
    sink.end();
    expect((await reader.read()).done).toBe(true);
  });

  it('holds writes back while the reader does not read (React waits for drain), and lets them go when it reads', async () => {
    const { sink, body } = pageBody();
    const reader = body.getReader();
    const big = new Uint8Array(70 * 1024).fill(65);
    sink.write(big);
    await nextRound();
    // 70 KB unread is past the 64 KB mark: the next write is taken but not acknowledged, so the Writable fills up.
    let acknowledged = false;
    sink.write(bytes('x'), () => (acknowledged = true));
    for (let i = 0; i < 20 && sink.write(new Uint8Array(8 * 1024)); i++);
    await nextRound();
    expect(acknowledged).toBe(false);
    expect(sink.writableNeedDrain).toBe(true);
    const drained = new Promise((resolve) => sink.once('drain', resolve));
    let read = 0;
    while (!acknowledged) read += (await reader.read()).value!.byteLength;
    await drained;
    expect(read).toBeGreaterThanOrEqual(big.byteLength);
    sink.end();
    await reader.cancel();
  });

  it('stops the render when the visitor goes away: a cancelled body closes the Writable', async () => {
    const { sink, body } = pageBody();
    const closed = new Promise((resolve) => sink.once('close', resolve));
    sink.write(bytes('<html>'));
    await body.cancel();
    await closed;
    expect(sink.destroyed).toBe(true);
  });

  it('ends the body with an error when the render is destroyed before its end', async () => {
    const { sink, body } = pageBody();
    sink.on('error', () => {}); // React's pipe listens for it
    sink.write(bytes('<html>'));
    sink.destroy(new Error('render aborted'));
    await expect(readAll(body)).rejects.toThrow('render aborted');
  });
});
