import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(new TextDecoder().decode(next.value));
  return chunks;
}

describe('coalesceChunks', () => {
  it('joins chunks written in the same round of the event loop into one', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'shell', '</body>', '</html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    expect(await chunksOf(coalesceChunks(body).getReader())).toEqual(['<html><body>shell</body></html>']);
  });

  it('keeps streaming: a part written later is sent as its own chunk', async () => {
    let later: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('<html>'));
        controller.enqueue(bytes('shell'));
        later = () => {
          controller.enqueue(bytes('deferred'));
          controller.enqueue(bytes('</html>'));
          controller.close();
        };
      },
    });
    const reader = coalesceChunks(body).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('<html>shell');
    later();
    expect(await chunksOf(reader)).toEqual(['deferred</html>']);
  });

  it('drops what is left when the page stream fails mid-page (visitor gone), without throwing', async () => {
    let source!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) });
    const reader = coalesceChunks(body).getReader();
    source.enqueue(bytes('<html>'));
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<html>');
    source.enqueue(bytes('shell'));
    for (let i = 0; i < 20; i++) await Promise.resolve(); // 'shell' reaches the joiner, which waits for the end of the round
    source.error(new Error('The destination stream closed early.'));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(reader.read()).rejects.toThrow('closed early');
  });
});
