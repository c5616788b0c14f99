import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Api } from '@toonbank/api';
import { loadConfig } from '@toonbank/config';
import { describe, expect, it } from 'vitest';
import { createClientAddressResolver, normalizeAddress } from './client-address.ts';
import { createHttpApp } from './http.ts';
import { testBuild } from './test-build.ts';

const resolver = (TRUST_PROXY?: string) => createClientAddressResolver(loadConfig({ TRUST_PROXY }).TRUST_PROXY);

describe('client address without a trusted proxy (the default)', () => {
  const resolve = resolver();
  it('is the socket address; X-Forwarded-For cannot spoof it', () => {
    expect(resolve('203.0.113.7', undefined)).toBe('203.0.113.7');
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(resolve('::ffff:203.0.113.7', '1.1.1.1, 2.2.2.2')).toBe('203.0.113.7');
  });
  it('is "unknown" without a readable socket address', () => {
    expect(resolve(undefined, '198.51.100.1')).toBe('unknown');
    expect(resolve('', undefined)).toBe('unknown');
  });
});

describe('client address behind trusted proxies', () => {
  it('takes the address the nearest proxy saw with TRUST_PROXY=1, whatever the client wrote further left', () => {
    const resolve = resolver('1');
    expect(resolve('10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the real address.
    expect(resolve('10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(resolve('10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(resolve('10.0.0.2', '')).toBe('10.0.0.2');
  });

  it('walks two hops with TRUST_PROXY=2 (CDN in front of a load balancer)', () => {
    const resolve = resolver('2');
    expect(resolve('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
    expect(resolve('10.0.0.2', '10.0.0.9')).toBe('10.0.0.9');
  });

  it('trusts only listed proxy addresses: a request straight from the internet keeps its own address', () => {
    const resolve = resolver('loopback, 10.0.0.0/8');
    expect(resolve('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(resolve('::1', '198.51.100.1')).toBe('198.51.100.1');
    expect(resolve('10.1.2.3', '6.6.6.6, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(resolve('::ffff:10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('matches single addresses, IPv6 ranges and the private keyword', () => {
    expect(resolver('192.0.2.7')('192.0.2.7', '198.51.100.1')).toBe('198.51.100.1');
    expect(resolver('192.0.2.7')('192.0.2.8', '198.51.100.1')).toBe('192.0.2.8');
    expect(resolver('2001:db8::/32')('2001:db8::5', '2001:db8:ffff::1, 203.0.113.9')).toBe('203.0.113.9');
    expect(resolver('private')('172.20.0.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(resolver('private')('172.32.0.3', '203.0.113.9')).toBe('172.32.0.3');
  });

  it('stops at an entry that is no address, and reads ports and brackets', () => {
    const resolve = resolver('2');
    expect(resolve('10.0.0.2', 'evil, unknown')).toBe('10.0.0.2');
    expect(resolve('10.0.0.2', '198.51.100.1, <script>')).toBe('10.0.0.2');
    expect(resolve('10.0.0.2', '[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(resolve('10.0.0.2', '198.51.100.1:5678')).toBe('198.51.100.1');
  });

  it('reads only the last 20 entries of an overlong header', () => {
    const resolve = resolver('10');
    const header = `${'6.6.6.6, '.repeat(10_000)}198.51.100.1`;
    expect(resolve('10.0.0.2', header)).toBe('6.6.6.6');
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['2001:DB8::1', '2001:db8::1'],
    [' 192.0.2.1 ', '192.0.2.1'],
    ['not-an-ip', null],
    ['999.1.1.1', null],
  ])('%s → %s', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));
});

describe('the HTTP layer', () => {
  /** The shop's HTTP app on a real socket, with an API that answers the `x-client-ip` it was given (or the API given). */
  async function serveEcho(
    trustProxy?: string,
    api = { fetch: (request: Request) => new Response(request.headers.get('x-client-ip')) } as unknown as Api,
  ): Promise<{ url: string; close: () => Promise<void> }> {
    const app = createHttpApp({
      api,
      build: testBuild({}),
      clientDir: tmpdir(),
      imagesDir: path.join(tmpdir(), 'toonbank-no-images'),
      mode: 'production',
      trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  async function clientIpSeenByApi(url: string, headers: Record<string, string>): Promise<string> {
    return (await fetch(`${url}/api/echo`, { headers })).text();
  }

  it('passes the socket address to the API and ignores a spoofed X-Forwarded-For or x-client-ip by default', async () => {
    const shop = await serveEcho();
    try {
      expect(await clientIpSeenByApi(shop.url, {})).toBe('127.0.0.1');
      expect(await clientIpSeenByApi(shop.url, { 'x-forwarded-for': '198.51.100.1', 'x-client-ip': '198.51.100.2' })).toBe('127.0.0.1');
    } finally {
      await shop.close();
    }
  });

  it('passes the request itself to the in-process API, with its body and the two headers set (no copy)', async () => {
    const api = {
      fetch: async (request: Request) =>
        Response.json({
          // node-server's light request (read from the socket), not a web Request made from it.
          light: Object.getOwnPropertySymbols(request).some((s) => s.description === 'incomingKey'),
          ip: request.headers.get('x-client-ip'),
          id: request.headers.get('x-request-id'),
          body: await request.json(),
        }),
    } as unknown as Api;
    const shop = await serveEcho(undefined, api);
    try {
      const response = await fetch(`${shop.url}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '198.51.100.2', 'x-request-id': 'request-0001' },
        body: JSON.stringify({ changes: [{ productId: 1, quantity: 2 }] }),
      });
      expect(response.headers.get('x-request-id')).toBe('request-0001');
      expect(await response.json()).toEqual({
        light: true,
        ip: '127.0.0.1',
        id: 'request-0001',
        body: { changes: [{ productId: 1, quantity: 2 }] },
      });
    } finally {
      await shop.close();
    }
  });

  it('passes the forwarded client address behind a trusted proxy (TRUST_PROXY=loopback)', async () => {
    const shop = await serveEcho('loopback');
    try {
      expect(await clientIpSeenByApi(shop.url, { 'x-forwarded-for': '6.6.6.6, 198.51.100.1', 'x-client-ip': '198.51.100.2' })).toBe(
        '198.51.100.1',
      );
      expect(await clientIpSeenByApi(shop.url, {})).toBe('127.0.0.1');
    } finally {
      await shop.close();
    }
  });
});
