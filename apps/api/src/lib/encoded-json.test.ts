import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, JsonAnswer, sendJsonAnswer } from './encoded-json.ts';

const value = { Success: true, Data: { Lines: Array.from({ length: 40 }, (_, i) => ({ Id: i, Title: `Aquariumsteen ${i} — €` })) } };

describe('JsonAnswer', () => {
  it('compresses once: the same bytes every time, decoding to the value’s JSON', () => {
    const answer = new JsonAnswer(value);
    const gzip = answer.gzip()!;
    expect(answer.gzip()).toBe(gzip);
    expect(gunzipSync(gzip).toString('utf8')).toBe(JSON.stringify(value));
  });

  it('leaves a tiny answer uncompressed', () => {
    expect(new JsonAnswer({ Success: true }).gzip()).toBeNull();
  });
});

describe('sendJsonAnswer', () => {
  const answer = new JsonAnswer(value);
  const app = new Hono().get('/x', (c) => sendJsonAnswer(c, answer));
  it('sends the kept gzip to a client that accepts it, and plain JSON to one that does not', async () => {
    const gzipped = await app.request('/x', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-type')).toBe('application/json');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await gzipped.arrayBuffer());
    expect(bytes).toEqual(answer.gzip());
    expect(Number(gzipped.headers.get('content-length'))).toBe(bytes.byteLength);
    const plain = await app.request('/x');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(value);
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
