import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http.ts';
import { testBuild } from './test-build.ts';

/**
 * Built assets go out as the build compressed them (decision 0018): the Brotli copy to a browser that accepts it, else
 * the gzip copy, else the file itself; immutable, and `Vary: Accept-Encoding` for caches in between.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('Goedemorgen! '.repeat(200))};\n`;

let clientDir: string;
let app: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'toonbank-assets-'));
  await mkdir(path.join(clientDir, 'assets'));
  const file = path.join(clientDir, 'assets', 'app-abc123.js');
  await writeFile(file, SCRIPT);
  await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${file}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(clientDir, 'favicon.ico'), 'icoon');
  app = createHttpApp({
    apiUrl: 'http://127.0.0.1:9',
    build: testBuild(
      { page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } } },
      () => new Response('pagina', { status: 200, headers: { 'content-type': 'text/html' } }),
    ),
    clientDir,
    imagesDir: path.join(clientDir, 'no-images'),
    mode: 'production',
  });
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const get = (acceptEncoding?: string) =>
  Promise.resolve(
    app.request('http://shop.test/assets/app-abc123.js', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }),
  );

describe('built assets', () => {
  it('sends the Brotli copy to a browser that accepts it', async () => {
    const response = await get('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without Brotli, and the file itself to one that takes neither', async () => {
    const gzip = await get('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe("the client root's own files", () => {
  it('sends a file at the root of the build (public/) with an hour of caching', async () => {
    const response = await app.request('http://shop.test/favicon.ico');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('icoon');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('renders every other path as a page, also one whose file is made after the start', async () => {
    await writeFile(path.join(clientDir, 'later.txt'), 'later');
    for (const url of ['http://shop.test/hond', 'http://shop.test/later.txt', 'http://shop.test/favicon.ico.map']) {
      const response = await app.request(url);
      expect(await response.text()).toBe('pagina');
    }
  });
});
