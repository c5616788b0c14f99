import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, open } from './support/browser.ts';
import { dismissCookies, seen } from './support/seen.ts';
import { ROOT } from './support/shop-process.ts';
import { shopDatabase, shopDatabaseUrl } from './support/shop-data.ts';

/**
 * Issue 12: the demo catalogue as a shopper sees it (unique names, a brand on every tile, packshots without
 * animal words) and real product photos (imported, resized to AVIF/WebP, shown through <picture> with srcset).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What an <img> shows: loaded (naturalWidth), the file the browser chose, its srcset and loading mode. */
function imageState(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => ({
    complete: img.complete,
    naturalWidth: img.naturalWidth,
    currentSrc: img.currentSrc,
    srcset:
      img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')].map((s) => `${s.type} ${s.srcset}`) : [],
    loading: img.loading,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
  }));
}

async function loadedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await imageState(image)).naturalWidth).toBeGreaterThan(0);
  return imageState(image);
}

/** In view and not covered; on a tile only its own name link (stretched, transparent, over the whole tile) may lie on top. */
async function visibleOnTile(image: Locator): Promise<boolean> {
  const shown = await seen(image);
  return shown.inViewport && (shown.uncovered || Boolean(shown.coveredBy?.startsWith('a.product-tile__link')));
}

async function tiles(page: Page) {
  return page.locator('.listing__grid > li .product-tile');
}

describe('the demo catalogue on /product/lister/hond', () => {
  it('shows page 1 with names that are all different, each with a brand and a packshot that loaded', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/product/lister/hond');
    await dismissCookies(page);
    const grid = await tiles(page);
    expect(await grid.count()).toBe(24);
    const names = await grid.locator('.product-tile__name').allInnerTexts();
    expect(new Set(names).size).toBe(names.length);
    const brands = await grid.locator('.product-tile__brand').allTextContents();
    expect(brands).toHaveLength(24);
    expect(brands.every((brand) => brand.trim().length > 0 && brand.toLowerCase() !== 'geen merk')).toBe(true);

    const first = grid.first().locator('img');
    const firstImage = await loadedImage(first);
    expect(firstImage).toMatchObject({ loading: 'eager', width: '600', height: '600' });
    expect(firstImage.currentSrc).toMatch(/\/images\/products\/hond\/[a-z0-9-]+\.svg$/);
    expect(await visibleOnTile(first)).toBe(true);
    expect((await imageState(grid.nth(20).locator('img'))).loading).toBe('lazy');
    // The packshot prints the brand and the size, never 'HOND' or 'KAT'.
    const svg = await (await page.request.get(firstImage.currentSrc)).text();
    expect(svg).not.toMatch(/>(HOND|KAT|Hond|Kat|Chien|Dog)</);
    expect(svg).toContain(`>${brands[0]!.trim()}</text>`);
    await context.close();
  });
});

describe('product names and texts in French and English (issue 12 defect 6)', () => {
  it('shows translated products in English on the lister and product page, and marks a Dutch one lang="nl"', async () => {
    const db = await shopDatabase();
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: 'toonbank_locale', value: 'en', url: baseUrl() }]);
    await open(page, '/product/lister/hond');
    await dismissCookies(page);
    const grid = await tiles(page);
    const first = grid.first();
    const href = (await first.locator('.product-tile__link').getAttribute('href'))!;
    const url = decodeURIComponent(href.split('/').pop()!);
    const { rows } = await db.query<{ name: string; en: { name: string; description: string } | null }>(
      `select name, translations->'en' as en from products where url = $1`,
      [url],
    );
    const product = rows[0]!;
    // The lister's first page shows the most visited products: those have English names.
    expect(product.en).not.toBeNull();
    const heading = first.locator('.product-tile__name');
    expect(await heading.innerText()).toBe(product.en!.name);
    expect(await heading.getAttribute('lang')).toBeNull();
    expect((await seen(heading)).seen).toBe(true);

    await open(page, href);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.innerText()).toBe(product.en!.name);
    expect(await h1.getAttribute('lang')).toBeNull();
    const description = page.locator('.pdp__tabs [role=tabpanel]').first();
    expect(await description.innerText()).toContain(product.en!.description.split('\n')[0]!.slice(0, 60));
    expect(await description.locator('[lang]').count()).toBe(0);

    const untranslated = await db.query<{ url: string; name: string }>(
      `select p.url, p.name from products p join product_web_nodes pwn on pwn.product_id = p.id join web_nodes w on w.id = pwn.web_node_id
       where w.url like 'hond/%' and not (p.translations ? 'en') and p.is_active and p.is_viewable and p.type = 'Product' and 'B' = any(p.publication_codes)
       order by p.id limit 1`,
    );
    await db.end();
    await open(page, `/product/detail/${untranslated.rows[0]!.url}`);
    expect(await h1.innerText()).toBe(untranslated.rows[0]!.name);
    expect(await h1.getAttribute('lang')).toBe('nl');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});

describe('product photos', () => {
  it('imports a JPEG for a product and shows it on its tile and product page as AVIF/WebP with srcset', async () => {
    const db = await shopDatabase();
    const { context, page } = await newPage(browser);
    await open(page, '/product/lister/hond');
    await dismissCookies(page);
    const firstTile = (await tiles(page)).first();
    const href = (await firstTile.locator('.product-tile__link').getAttribute('href'))!;
    const url = decodeURIComponent(href.split('/').pop()!);
    const { rows } = await db.query<{ number: string }>('select number from products where url = $1', [url]);
    await db.end();
    const number = rows[0]!.number;

    // A real JPEG (portrait, 900×1200), imported with the command a shop uses: `npm run photos:import -- <folder>`.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'toonbank-photos-'));
    const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#6d4c41"/><rect x="150" y="200" width="600" height="800" rx="40" fill="#fdd835"/></svg>`;
    await writeFile(path.join(folder, `${number}.jpg`), await sharp(Buffer.from(picture)).jpeg({ quality: 85 }).toBuffer());
    const output = await runImport(folder);
    await rm(folder, { recursive: true, force: true });
    expect(output.code, output.text).toBe(0);
    expect(output.text).toContain(`${number}: ingelezen (1)`);

    await open(page, '/product/lister/hond');
    const tileImage = (await tiles(page)).first().locator('img');
    const onTile = await loadedImage(tileImage);
    expect(onTile.currentSrc).toMatch(/\/images\/photos\/[0-9a-f]{16}\/(320|640|960)\.avif$/);
    expect(onTile.srcset).toEqual([
      expect.stringMatching(/^image\/avif \/images\/photos\/[0-9a-f]{16}\/320\.avif 320w, .*\/640\.avif 640w, .*\/960\.avif 960w$/),
      expect.stringMatching(/^image\/webp .*\/320\.webp 320w, .*\/640\.webp 640w, .*\/960\.webp 960w$/),
    ]);
    expect(onTile).toMatchObject({ loading: 'eager', width: '640', height: '640' });
    expect(await visibleOnTile(tileImage)).toBe(true);
    const served = await page.request.get(onTile.currentSrc);
    expect(served.headers()['content-type']).toBe('image/avif');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await open(page, href);
    const main = page.locator('.pdp__image img');
    const onPage = await loadedImage(main);
    expect(onPage.currentSrc).toMatch(/\/images\/photos\/[0-9a-f]{16}\/(640|960)\.avif$/);
    expect(onPage.srcset).toHaveLength(2);
    expect(onPage).toMatchObject({ loading: 'eager', width: '640', height: '640' });
    expect((await seen(main)).seen).toBe(true);
    expect(await main.getAttribute('alt')).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    await context.close();
  });
});

/** Runs the photo import against the running shop's database and data folder. */
async function runImport(folder: string): Promise<{ code: number | null; text: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/import-photos.ts', folder], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: await shopDatabaseUrl(), DATA_DIR: inject('dataDir'), LOG_LEVEL: 'silent' },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, text };
}
