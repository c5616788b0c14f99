import { describe, expect, it } from 'vitest';
import { PageBody } from './entry.server.tsx';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(new TextDecoder().decode(chunk));
  return chunks;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('PageBody', () => {
  it('hands each round of writes on as one chunk and closes on end', async () => {
    let finished = false;
    const body = new PageBody(() => (finished = true));
    const read = readAll(body.stream);
    expect(body.write(bytes('<html>'))).toBe(true);
    body.write(bytes('<body>'));
    body.flush();
    body.write(bytes('<p>later</p>'));
    body.end(bytes('</body></html>'));
    expect(await read).toEqual(['<html><body>', '<p>later</p></body></html>']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(true);
  });

  it('never reports back-pressure for a large page', () => {
    const body = new PageBody(() => undefined);
    const view = new Uint8Array(4096);
    const accepted = Array.from({ length: 200 }, () => body.write(view));
    expect(accepted.every(Boolean)).toBe(true);
  });

  it('closes the destination when the reader cancels, so React stops rendering', async () => {
    const body = new PageBody(() => undefined);
    const closed = new Promise((resolve) => body.once('close', resolve));
    body.write(bytes('<html>'));
    await body.stream.cancel();
    await closed;
    expect(body.destroyed).toBe(true);
  });
});
