import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createTestApi, type TestApi } from '@toonbank/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http.ts';
import { testBuild } from './test-build.ts';

/**
 * The API's answers through the shop's whole HTTP chain (decision 0022): the cart's answer, compressed once per cart
 * state by the API, passes the server's `hono/compress` as it is (not compressed twice, not decoded); other answers
 * are still compressed there.
 */
let t: TestApi;
let app: ReturnType<typeof createHttpApp>;
let token: string;
beforeAll(async () => {
  t = await createTestApi();
  app = createHttpApp({
    api: t.api,
    build: testBuild({}),
    clientDir: tmpdir(),
    imagesDir: path.join(tmpdir(), 'toonbank-no-images'),
    mode: 'production',
  });
  token = await t.login('particulier@toonbank.nl');
  const ids = await t.query<{ id: number }>(
    `select id from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
       and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1 order by id limit 12`,
  );
  await t.request('/api/aspos/cart/lines', { method: 'DELETE', token });
  const filled = await t.request('/api/aspos/cart/lines/batch', {
    token,
    json: { changes: ids.map(({ id }) => ({ action: 2, productId: id, quantity: 1 })) },
  });
  expect(filled.status).toBe(200);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) => {
  const response = await app.request(`http://shop.test${url}`, { headers });
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('API answers through the shop', () => {
  it('sends the cart’s kept gzip once compressed, and plain JSON to a client without gzip', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const gzipped = await get('/api/aspos/cart', { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.response.headers.get('vary')).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(gunzipSync(gzipped.bytes).toString('utf8')) as { Data: { CartLines: unknown[] } };
    expect(decoded.Data.CartLines).toHaveLength(12);
    const plain = await get('/api/aspos/cart', auth);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual(decoded);
    // The same bytes again while the cart is unchanged.
    expect((await get('/api/aspos/cart', { ...auth, 'accept-encoding': 'gzip' })).bytes.equals(gzipped.bytes)).toBe(true);
  });

  it('still compresses other answers per response', async () => {
    const { response, bytes } = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toHaveProperty('paths');
  });
});
