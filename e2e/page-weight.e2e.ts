import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, open, DEMO_PASSWORD } from './support/browser.ts';
import { countMarkup } from './support/markup.ts';
import { messageParts } from '../apps/storefront/app/i18n/message-parts.ts';
import { nl } from '../apps/storefront/app/i18n/nl.ts';

/**
 * The page weight on a phone (issue 19, decision 0018): what the browser fetches for a product page. Sizes, not
 * timings: the bytes of JavaScript the page loads (as sent: Brotli or gzip) stay within a budget, the page gets its
 * own language's message catalogue only, and react-aria's overlay code comes only when an overlay is first wanted.
 * Lighthouse's timings are measured by `npm run bench:weight` (docs/performance.md), never asserted.
 */
const MOBILE = { width: 390, height: 844 };

/**
 * The product page's JavaScript as received (KB): issue 19's target. The page is at 119.9 KB (React and React Router
 * alone are 91 KB; decision 0018), so anything added to the shell or the product page must be paid for there.
 */
const PRODUCT_PAGE_JS_BUDGET_KB = 120;

/** The whole logged-in lister's HTML per tile (bytes): 6,345 before issue 19's markup work, 6,106 after (2,000 products). */
const PAGE_BYTES_PER_TILE = 6_200;

let browser: Browser;
let productPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const html = await (await fetch(`${baseUrl()}/product/lister/hond`)).text();
  productPath = /href="(\/product\/detail\/[^"]+)"/.exec(html)![1]!;
});
afterAll(() => browser?.close());

/** Every script the page fetches, with the size of its body as sent. */
function recordScripts(page: Page): { url: string; bytes: number }[] {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    // A script that finishes while the test closes its page has no sizes any more (the test has read its figures by
    // then, after the network went idle): that late rejection is not a failure of the page.
    request
      .sizes()
      .then((sizes) => scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize }))
      .catch(() => {});
  });
  return scripts;
}

describe('page weight on a phone', () => {
  it('loads the product page within its JavaScript budget, compressed, in one language, without the overlays', async () => {
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    const scripts = recordScripts(page);
    const encodings = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && Number(response.headers()['content-length'] ?? 0) > 1024) {
        encodings.add(response.headers()['content-encoding'] ?? 'none');
      }
    });
    await open(page, productPath);
    await page.waitForLoadState('networkidle');
    const parts = await page
      .locator('link[rel="modulepreload"][href^="/assets/nl-"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The Dutch catalogue's parts: the shell's messages and the product page's own, preloaded with the page.
    expect(parts).toEqual([
      expect.stringMatching(/^\/assets\/nl-[\w-]{8}\.js$/),
      expect.stringMatching(/^\/assets\/nl-catalogue-product-[\w-]+\.js$/),
    ]);
    const urls = scripts.map((script) => script.url);
    // Those parts of the Dutch page's catalogue, no other part, and no other language's.
    expect(urls.filter((url) => /\/assets\/(nl|fr|en)-[\w-]+\.js$/.test(url)).sort()).toEqual([...parts].sort());
    // Nothing of react-aria's overlays yet (sidebar, category modal, header menus, dialogs).
    expect(urls.filter((url) => /(MobileSidebar|CategoryDialog|HeaderMenus|ModalDialog|AddToCartModal)-/.test(url))).toEqual([]);
    // Precompressed at build time and sent as such.
    expect([...encodings]).toEqual(['br']);
    const kilobytes = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    expect(kilobytes).toBeGreaterThan(50);
    expect(kilobytes).toBeLessThanOrEqual(PRODUCT_PAGE_JS_BUDGET_KB);

    // The sidebar's code arrives when the menu is opened, and the sidebar works.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu', exact: true }).waitFor();
    expect(scripts.some((script) => /MobileSidebar-/.test(script.url))).toBe(true);
    await context.close();
  });

  it('holds the first paint of home, a lister, a product page and search to one style sheet, sent compressed', async () => {
    // Style sheets block the first paint: the shop's, the search box's and the product tiles' styles are one file
    // (decision 0018), fetched once and cached, rather than one request per component's sheet.
    for (const pagePath of ['/', '/product/lister/hond', productPath, '/zoek/hondenvoer']) {
      const html = await (await fetch(`${baseUrl()}${pagePath}`)).text();
      const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => /href="([^"#]+)/.exec(match[0])![1]!);
      expect(sheets, pagePath).toEqual([expect.stringMatching(/^\/assets\/shell-[\w-]{8}\.css$/)]);
      const sheet = await fetch(`${baseUrl()}${sheets[0]}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(sheet.headers.get('content-encoding')).toBe('br');
      // The product tiles' styles are in it (add to cart, the heart).
      const text = await sheet.text();
      expect(text).toContain('.heart__button');
      expect(text).toContain('.modal--small');
    }
  });

  it('gives a French page the French catalogue only, in the parts its routes use', async () => {
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await context.addCookies([{ name: 'toonbank_locale', value: 'fr', url: baseUrl() }]);
    const scripts = recordScripts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, productPath);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('a.skip-link').innerText()).toBe('Aller au contenu');
    // The product page's own messages (its part), hydrated in French: the tabs.
    await expect.poll(() => page.getByRole('tab').allInnerTexts()).toContain('Composition');
    const catalogues = () => scripts.map((script) => script.url).filter((url) => /\/assets\/(nl|fr|en)-[\w-]+\.js$/.test(url));
    expect(catalogues().sort()).toEqual([
      expect.stringMatching(/\/assets\/fr-[\w-]{8}\.js$/),
      expect.stringMatching(/\/assets\/fr-catalogue-product-/),
    ]);

    // Going on to the lister in the browser brings the lister's part, in French, before the lister shows.
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).locator('a[href^="/product/lister/"]').last().click();
    await page.waitForURL(/\/product\/lister\//);
    await expect.poll(catalogues).toContainEqual(expect.stringMatching(/\/assets\/fr-catalogue-lister-/));
    expect(catalogues().filter((url) => /\/assets\/(nl|en)-/.test(url))).toEqual([]);
    // No message id shown, no hydration error.
    expect(await page.locator('main').innerText()).not.toMatch(/\b(catalogue|product|facet|lister|cart)\.[a-z]+[A-Za-z.]*\b/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The markup of a page rendered for a logged-in customer (issue 19: such pages are rendered on every request, and
 * rendering their HTML is most of their cost). A tile has one form for the quick add and the order list and one for the
 * heart (with the product in its address), the buttons name their intent, and the forms carry no duplicated hidden inputs. Bounds per tile, measured on
 * the business customer's lister of 48 (docs/performance.md, "Markup of logged-in pages").
 */
describe('markup of a logged-in lister', () => {
  it('keeps a tile to two forms and four inputs, and the page within its bytes per tile', async () => {
    const login = await fetch(`${baseUrl()}/api/aspos/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'zakelijk@toonbank.nl', password: DEMO_PASSWORD }),
    });
    const { Token } = (await login.json()) as { Token: string };
    const html = await (
      await fetch(`${baseUrl()}/product/lister/hond?size=48`, { headers: { cookie: `toonbank_session=${Token}` } })
    ).text();
    const tiles = html.match(/<article class="product-tile"/g)?.length ?? 0;
    expect(tiles).toBeGreaterThanOrEqual(24);
    // Each tile on its own (the facets and the shell have their own forms and inputs).
    for (const tile of html.match(/<article class="product-tile"[\s\S]*?<\/article>/g) ?? []) {
      const markup = countMarkup(tile);
      expect(markup.forms).toBeLessThanOrEqual(2);
      expect(markup.inputs).toBeLessThanOrEqual(4);
      // The heart's form names the product in its address: no hidden input of its own (issue 19, decision 0026).
      const heart = /<form[^>]*class="heart[ "][\s\S]*?<\/form>/.exec(tile)?.[0] ?? '';
      expect(heart).toMatch(/action="\/wishlist\?productId=\d+&amp;productName=[^"]+&amp;returnTo=%2Fproduct%2Flister%2Fhond/);
      expect(heart).not.toContain('<input');
    }
    expect(countMarkup(html).bytes / tiles).toBeLessThanOrEqual(PAGE_BYTES_PER_TILE);
    // Without JavaScript every tile still posts: its add button and order-list button share one form.
    const shared = [...html.matchAll(/<button[^>]*form="([^"]+)"[^>]*formAction="\/order-list"/g)].map((match) => match[1]);
    expect(shared.length).toBeGreaterThan(0);
    for (const id of shared) expect(html).toContain(`<form id="${id}"`);
  });
});

describe('message parts in the build', () => {
  it('makes every route whose module has messages of its own load them, in nl, fr and en', async () => {
    // What the browser runs: a route module as built (React Router splits a module with client exports into chunks;
    // its component is in the `main` chunk) and the modules it imports statically must fetch the route's part.
    const appDir = fileURLToPath(new URL('../apps/storefront/app/', import.meta.url));
    const assets = fileURLToPath(new URL('../apps/storefront/build/client/assets/', import.meta.url));
    const manifestFile = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file))!;
    const manifest = JSON.parse(
      readFileSync(path.join(assets, manifestFile), 'utf8').replace(/^window\.__reactRouterManifest=|;$/g, ''),
    ) as {
      routes: Record<string, { module: string }>;
    };
    const { routeParts } = await messageParts(appDir, Object.keys(nl));
    expect(Object.keys(routeParts)).toContain('routes/cart/cart');
    const sourceOf = (file: string) => readFileSync(path.join(assets, path.basename(file)), 'utf8');
    /** The text of a built module and of every module it imports statically. */
    const loaded = (module: string): string => {
      const seen = new Set<string>();
      const stack = [path.basename(module)];
      let text = '';
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        const source = sourceOf(file);
        text += source;
        for (const [, imported] of source.matchAll(/(?:^|[;}])\s*import\s*(?:[^'"()]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g))
          stack.push(imported!);
      }
      return text;
    };
    const missing: string[] = [];
    for (const [routeId, part] of Object.entries(routeParts)) {
      const route = manifest.routes[routeId];
      if (!route) {
        missing.push(`${routeId}: not in the build's manifest`);
        continue;
      }
      const text = loaded(route.module);
      for (const locale of ['nl', 'fr', 'en']) {
        if (!new RegExp(`\\./${locale}-${part}-[\\w-]{8}\\.js`).test(text)) missing.push(`${routeId}: ${locale}-${part}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
