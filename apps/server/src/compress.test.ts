import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressWithVary } from './compress.ts';

/**
 * `compressWithVary` against `hono/compress` itself: the same status, headers and bytes for every kind of answer, and
 * the answer left as @hono/node-server's light response when it is not compressed.
 */
// As the shop's server does (serve → getRequestListener): node-server's light Request and Response as the globals.
getRequestListener(() => new Response(null));

const BIG = { Data: Array.from({ length: 200 }, (_, i) => ({ Id: i, Name: `Product ${i} ›` })) };
const routes = (app: Hono) => {
  app.get('/big-json', (c) => c.json(BIG));
  app.get('/small-json', (c) => c.json({ ok: true }));
  app.get('/big-sized-json', (c) =>
    c.body(JSON.stringify(BIG), 200, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(JSON.stringify(BIG))),
    }),
  );
  app.get('/small-sized-json', (c) => c.body('{"a":1}', 200, { 'content-type': 'application/json', 'content-length': '7' }));
  app.get('/page', (c) => {
    c.header('vary', 'Cookie');
    return c.html(`<!doctype html><p>${'x'.repeat(5000)}</p>`);
  });
  app.get('/vary-star', (c) => {
    c.header('vary', '*');
    return c.json(BIG);
  });
  app.get('/already-varies', (c) => {
    c.header('vary', 'Accept-Encoding');
    return c.json(BIG);
  });
  app.get('/no-transform', (c) => {
    c.header('cache-control', 'no-store, no-transform');
    return c.json(BIG);
  });
  app.get('/encoded', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }));
  app.get('/partial', (c) => c.body('x'.repeat(5000), 206, { 'content-type': 'text/plain' }));
  app.get('/image', (c) => c.body(new Uint8Array(5000), 200, { 'content-type': 'image/png' }));
  app.get('/stream', (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('y'.repeat(5000)));
          controller.close();
        },
      }),
      200,
      { 'content-type': 'text/plain' },
    ),
  );
  // A response from elsewhere (as from fetch): its headers cannot be changed.
  app.get('/immutable', () => {
    const response = new Response(JSON.stringify(BIG), { headers: { 'content-type': 'application/json' } });
    response.headers.set = () => {
      throw new TypeError('immutable');
    };
    return response;
  });
  return app;
};
const plainApp = new Hono().use('*', compress({ threshold: 1024 }));
routes(plainApp);
const varyApp = new Hono().use('*', compressWithVary({ threshold: 1024 }));
routes(varyApp);

const PATHS = [
  '/big-json',
  '/small-json',
  '/big-sized-json',
  '/small-sized-json',
  '/page',
  '/vary-star',
  '/already-varies',
  '/no-transform',
  '/encoded',
  '/partial',
  '/image',
  '/stream',
  '/immutable',
];

async function seen(app: Hono, path: string, method: string, headers: Record<string, string>) {
  const response = await app.request(`http://shop.test${path}`, { method, headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = response.headers.get('content-encoding') === 'gzip' && path !== '/encoded' ? gunzipSync(bytes) : bytes;
  return { status: response.status, headers: [...response.headers], body: body.toString('base64') };
}

describe('compressWithVary', () => {
  for (const method of ['GET', 'HEAD']) {
    const accepts: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const accept of accepts) {
      it(`answers as hono/compress does (${method}, ${JSON.stringify(accept)})`, async () => {
        for (const path of PATHS) {
          expect(await seen(varyApp, path, method, accept), path).toEqual(await seen(plainApp, path, method, accept));
        }
      });
    }
  }

  it('sets Vary: Accept-Encoding on a compressible answer, after a Vary of its own, and not on the others', async () => {
    const vary = async (path: string) => (await varyApp.request(`http://shop.test${path}`)).headers.get('vary');
    expect(await vary('/big-json')).toBe('Accept-Encoding');
    expect(await vary('/small-json')).toBe('Accept-Encoding');
    expect(await vary('/page')).toBe('Cookie, Accept-Encoding');
    expect(await vary('/vary-star')).toBe('*');
    expect(await vary('/small-sized-json')).toBeNull();
    expect(await vary('/image')).toBeNull();
    expect(await vary('/no-transform')).toBeNull();
    // Immutable headers: hono/compress sets it on the response it rebuilds, as before.
    expect(await vary('/immutable')).toBe('Accept-Encoding');
  });

  it('keeps an uncompressed answer node-server’s light response (written in one go, not read back as a stream)', async () => {
    const light = (response: Response) => Object.getOwnPropertySymbols(response).some((s) => s.description === 'cache');
    const ours = await varyApp.request('http://shop.test/big-json');
    expect(ours.headers.get('vary')).toBe('Accept-Encoding');
    expect(light(ours)).toBe(true);
    // What hono/compress alone does: the same answer rebuilt around its body.
    expect(light(await plainApp.request('http://shop.test/big-json'))).toBe(false);
  });
});
