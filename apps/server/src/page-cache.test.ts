import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, LOCALE_COOKIE, SESSION_COOKIE } from '@toonbank/storefront/cookies';
import { CACHE_HEADER, cacheKey, createPageCache, type PageCacheOptions } from './page-cache.ts';

const URL_BASE = 'http://shop.test';

/** A page cache in front of a fake renderer that counts its renders and can be told what to answer. */
function setup(options: Partial<PageCacheOptions> = {}) {
  let revision: string | null = '1:1';
  let clock = 1_000_000;
  let renders = 0;
  let answer: (request: Request) => Response = (request) =>
    new Response(`<html>${new URL(request.url).pathname} render ${renders}</html>`, { headers: { 'content-type': 'text/html' } });
  const cache = createPageCache({ revision: () => Promise.resolve(revision), now: () => clock, ...options });
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await cache.handle(new Request(`${URL_BASE}${path}`, { headers }), (request) => {
      renders += 1;
      return Promise.resolve(answer(request));
    });
    const body = await response.text();
    await cache.settled();
    return { status: response.status, cache: response.headers.get(CACHE_HEADER), body, headers: response.headers };
  }
  return {
    cache,
    get,
    renders: () => renders,
    setRevision: (value: string | null) => (revision = value),
    advance: (ms: number) => (clock += ms),
    answer: (value: typeof answer) => (answer = value),
  };
}

describe('anonymous page cache', () => {
  it('renders on the first request and serves the same page from memory after that', async () => {
    const shop = setup();
    const first = await shop.get('/over-ons');
    const second = await shop.get('/over-ons');
    expect(first).toMatchObject({ status: 200, cache: 'miss', body: '<html>/over-ons render 1</html>' });
    expect(second).toMatchObject({ status: 200, cache: 'hit', body: '<html>/over-ons render 1</html>' });
    expect(second.headers.get('content-type')).toBe('text/html');
    expect(shop.renders()).toBe(1);
    expect((await shop.get('/over-ons?x=1')).cache).toBe('miss');
  });

  it('also keeps the data of client-side navigations (React Router .data responses)', async () => {
    const shop = setup();
    shop.answer(() => new Response('[{"_1":2}]', { headers: { 'content-type': 'text/x-script' } }));
    expect((await shop.get('/over-ons.data')).cache).toBe('miss');
    expect(await shop.get('/over-ons.data')).toMatchObject({ cache: 'hit', body: '[{"_1":2}]' });
  });

  it('never serves or stores a page for a visitor with a session cookie', async () => {
    const shop = setup();
    const session = { cookie: `${SESSION_COOKIE}=token-of-a-customer` };
    expect((await shop.get('/bezorging', session)).cache).toBeNull();
    expect((await shop.get('/bezorging')).cache).toBe('miss');
    expect((await shop.get('/bezorging')).cache).toBe('hit');
    const customer = await shop.get('/bezorging', { cookie: `${LOCALE_COOKIE}=nl; ${SESSION_COOKIE}=token` });
    expect(customer).toMatchObject({ cache: null, body: '<html>/bezorging render 3</html>' });
    expect(shop.renders()).toBe(3);
  });

  it('keys pages by language and cookie consent, and ignores cookies that do not change the HTML', async () => {
    const shop = setup();
    expect((await shop.get('/', { cookie: `${LOCALE_COOKIE}=en` })).cache).toBe('miss');
    expect((await shop.get('/', { cookie: `${LOCALE_COOKIE}=fr` })).cache).toBe('miss');
    expect((await shop.get('/', { cookie: `${LOCALE_COOKIE}=en; ${CONSENT_COOKIE}=all` })).cache).toBe('miss');
    expect((await shop.get('/', { cookie: `_ga=GA1.1; ${LOCALE_COOKIE}=en` })).cache).toBe('hit');
    expect((await shop.get('/')).cache).toBe('miss');
    expect(shop.renders()).toBe(4);
  });

  it('keys bots apart from browsers (bots get fully rendered HTML)', () => {
    const browser = cacheKey(new Request(`${URL_BASE}/`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' } }));
    const bot = cacheKey(new Request(`${URL_BASE}/`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }));
    expect(browser).not.toBeNull();
    expect(bot).not.toBe(browser);
    expect(cacheKey(new Request(`${URL_BASE}/`, { method: 'POST' }))).toBeNull();
  });

  it('reads the cookies the storefront reads', () => {
    const key = (cookie: string) => cacheKey(new Request(`${URL_BASE}/`, { headers: { cookie } }));
    expect(key(`${SESSION_COOKIE}=token`)).toBeNull();
    expect(key(`${LOCALE_COOKIE}=fr`)).not.toBe(key(`${LOCALE_COOKIE}=nl`));
    expect(key(`${CONSENT_COOKIE}=all`)).not.toBe(key(`${CONSENT_COOKIE}=necessary`));
  });

  it('renders again when the content revision changes', async () => {
    const shop = setup();
    await shop.get('/vestigingen');
    expect((await shop.get('/vestigingen')).cache).toBe('hit');
    shop.setRevision('2:1');
    const changed = await shop.get('/vestigingen');
    expect(changed).toMatchObject({ cache: 'miss', body: '<html>/vestigingen render 2</html>' });
    expect((await shop.get('/vestigingen')).cache).toBe('hit');
  });

  it('caches nothing while the revision is unknown', async () => {
    const shop = setup();
    shop.setRevision(null);
    expect((await shop.get('/over-ons')).cache).toBeNull();
    expect((await shop.get('/over-ons')).cache).toBeNull();
    expect(shop.renders()).toBe(2);
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const cache = createPageCache({ revision: () => Promise.resolve('1:1') });
    const render = async (answer: () => Response) => {
      renders += 1;
      await gate;
      return answer();
    };
    const page = () => new Response('<html>brok</html>', { headers: { 'content-type': 'text/html' } });
    const asked = Array.from({ length: 5 }, () => cache.handle(new Request(`${URL_BASE}/product/detail/brok`), () => render(page)));
    release();
    const responses = await Promise.all(asked);
    expect(await Promise.all(responses.map((response) => response.text()))).toEqual(Array(5).fill('<html>brok</html>'));
    expect(responses.map((response) => response.headers.get(CACHE_HEADER)).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(renders).toBe(1);

    // A page that is not kept (here: it sets a cookie) is rendered for each of them after all.
    const personal = () => new Response('<html>x</html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } });
    const others = Array.from({ length: 3 }, () => cache.handle(new Request(`${URL_BASE}/persoonlijk`), () => render(personal)));
    expect((await Promise.all(others)).map((response) => response.headers.get(CACHE_HEADER))).toEqual([null, null, null]);
    expect(renders).toBe(4);
  });

  it('renders without the cache when the revision cannot be read', async () => {
    const shop = setup({ revision: () => Promise.reject(new Error('database away')) });
    expect(await shop.get('/over-ons')).toMatchObject({ status: 200, cache: null });
    expect((await shop.get('/over-ons')).cache).toBeNull();
  });

  it('serves a page no longer than the max age', async () => {
    const shop = setup({ maxAgeMs: 60_000 });
    await shop.get('/product/detail/brok');
    shop.advance(59_999);
    expect((await shop.get('/product/detail/brok')).cache).toBe('hit');
    shop.advance(1);
    expect((await shop.get('/product/detail/brok')).cache).toBe('miss');
    expect(shop.renders()).toBe(2);
  });

  it('does not store responses with Set-Cookie, errors, redirects, private pages or non-HTML', async () => {
    const shop = setup();
    const answers: Response[] = [
      new Response('<html>x</html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'toonbank_session=; Max-Age=0' } }),
      new Response('<html>niet gevonden</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
      new Response(null, { status: 302, headers: { location: '/login' } }),
      new Response('<html>login</html>', { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' } }),
      new Response('<urlset/>', { headers: { 'content-type': 'application/xml' } }),
    ];
    for (const [i, response] of answers.entries()) {
      shop.answer(() => response.clone());
      await shop.get(`/page-${i}`);
      expect((await shop.get(`/page-${i}`)).cache).not.toBe('hit');
    }
    expect(shop.renders()).toBe(answers.length * 2);
    expect(shop.cache.stats().entries).toBe(0);
  });

  it('drops the least recently used pages beyond its byte limit', async () => {
    const page = 'x'.repeat(1000);
    const shop = setup({ maxBytes: 2500 });
    shop.answer(() => new Response(page, { headers: { 'content-type': 'text/html' } }));
    await shop.get('/a');
    await shop.get('/b');
    expect((await shop.get('/a')).cache).toBe('hit'); // /a is now the most recently used
    await shop.get('/c');
    expect(shop.cache.stats().bytes).toBeLessThanOrEqual(2500);
    expect((await shop.get('/a')).cache).toBe('hit');
    expect((await shop.get('/b')).cache).toBe('miss');
  });

  it('does not store a page larger than the entry limit', async () => {
    const shop = setup({ maxEntryBytes: 100 });
    shop.answer(() => new Response('y'.repeat(101), { headers: { 'content-type': 'text/html' } }));
    expect((await shop.get('/big')).body).toHaveLength(101);
    expect((await shop.get('/big')).cache).toBe('miss');
    expect(shop.cache.stats().entries).toBe(0);
  });

  it('serves a stored gzip body to visitors that accept it', async () => {
    const shop = setup();
    const plain = await shop.get('/bezorging');
    const response = await shop.cache.handle(
      new Request(`${URL_BASE}/bezorging`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }),
      () => Promise.reject(new Error('not rendered again')),
    );
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain.body);
    const identity = await shop.get('/bezorging', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.body).toBe(plain.body);
  });
});
