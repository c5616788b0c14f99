import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, login, newPage, open, seriousViolations } from './support/browser.ts';
import { apiAs, simpleProducts, tokenFor } from './support/products.ts';
import { scrollsSideways, seen } from './support/seen.ts';

/**
 * The account area as a customer uses it (issue 16): an order placed through the checkout found in the account,
 * opened, its invoice downloaded as a PDF that holds the order number and the VAT summary; the overview, documents
 * and store purchases of the demo history; a failed download and an empty selection say so; axe, 320 px and
 * screenshots at 390 and 1366 px.
 */
const BUSINESS = 'zakelijk@toonbank.nl';
const PRIVATE = 'particulier@toonbank.nl';
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'toonbank-account-screenshots');
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `account-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe clean, no sideways scroll at 320 px, screenshots at 390 and 1366 px. */
async function checkPage(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await scrollsSideways(page), `${name} at 320 px`).toBe(false);
  await shoot(page, name);
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Verder', exact: true }).click();
}

describe('account', { timeout: 240_000 }, () => {
  it('finds an order placed through the checkout, opens it and downloads its invoice as a PDF with the order number and VAT summary', async () => {
    const token = await tokenFor(BUSINESS);
    const [product] = await simpleProducts(token, 1);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: [{ action: 1, productId: product!.Id, quantity: 2 }] },
    });
    const { context, page } = await newPage(browser);
    await login(page, BUSINESS, '/checkout?step=delivery');
    await page.getByRole('radio', { name: /Bezorgen op mijn adres/ }).check();
    await next(page);
    await page.waitForURL(/step=payment/);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('radio', { name: 'Op rekening' }).check();
    await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
    await next(page);
    await page.waitForURL(/step=overview/);
    await Promise.all([page.waitForURL(/\/checkout-success/), page.getByRole('button', { name: 'Bestellen en betalen' }).click()]);
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
    expect(orderNumber).toMatch(/^TB-\d{4}-\d{6}$/);

    // The account menu leads to the orders; the new order is the first, 'Open/besteld'.
    await open(page, '/account');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Hallo Sanne');
    const menu = page.getByRole('navigation', { name: 'Accountmenu' });
    const entries = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
    for (const entry of [
      'Overzicht',
      'Mijn gegevens',
      'Bestellingen',
      'Facturen',
      'Aankopen in de winkel',
      'Pakbonnen',
      'Verlanglijst',
      'Spaarpunten',
      'Nieuwsbriefinstellingen',
      'Adres wijzigen',
      'Inloggegevens wijzigen',
      'Andere winkel kiezen',
      'Betaalbonnen',
      'Productbonnen',
    ])
      expect(entries).toContain(entry);
    expect(await page.getByTestId('recent-orders').innerText()).toContain(orderNumber);
    expect(await page.getByTestId('points-balance').innerText()).toMatch(/\d+ punten/);
    expect(await page.locator('main').innerText()).toContain('Je vertegenwoordiger');
    await checkPage(page, 'overview');

    await page.setViewportSize({ width: 1280, height: 900 });
    await Promise.all([page.waitForURL(/\/account\/orders$/), menu.getByRole('link', { name: 'Bestellingen' }).click()]);
    const first = page.getByTestId('order-list').locator('tbody tr').first();
    expect(await first.innerText()).toContain(orderNumber);
    expect(await first.innerText()).toContain('Open/besteld');
    const statuses = await page.getByTestId('order-list').innerText();
    expect(statuses).toContain('Verwerkt');
    await checkPage(page, 'orders');

    await page.setViewportSize({ width: 1280, height: 900 });
    const link = page.getByRole('link', { name: `Bekijk bestelling ${orderNumber}` });
    await link.scrollIntoViewIfNeeded();
    expect((await seen(link)).seen).toBe(true);
    await Promise.all([page.waitForURL(/\/account\/orders\/\d+$/), link.click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Bestelling ${orderNumber}`);
    const rows = page.getByTestId('order-lines').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toContain('2');
    await checkPage(page, 'order-detail');

    await page.setViewportSize({ width: 1280, height: 900 });
    const invoiceLink = page.getByTestId('invoice-download');
    await invoiceLink.scrollIntoViewIfNeeded();
    expect((await seen(invoiceLink)).seen).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^factuur-\d{4}-\d{6}\.pdf$/);
    const file = await download.path();
    const bytes = new Uint8Array(await readFile(file));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(orderNumber);
    expect(text).toMatch(/Btw (9|21)% over € [\d.]+,\d\d € [\d.]+,\d\d/);
    expect(text).toContain('Totaal te betalen');
    expect(text).toContain('KvK 30187654');
    await context.close();
  });

  it('shows the history: invoices, packing slips (one PDF for a selection, a message for none), store purchases and transactions', async () => {
    const { context, page } = await newPage(browser);
    await login(page, PRIVATE, '/account/invoices');
    expect((await page.getByTestId('invoice-list').locator('tbody tr').count()) > 3).toBe(true);
    await checkPage(page, 'invoices');

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/account/packings');
    await page.getByTestId('packings-download').click();
    await page.waitForURL(/selection=empty/);
    expect(await page.getByRole('alert').innerText()).toBe('Selecteer eerst producten');
    const boxes = page.getByTestId('packing-list').getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('packings-download').click()]);
    expect(download.suggestedFilename()).toBe('pakbonnen.pdf');
    const text = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(text.match(/Pakbonnummer/g)?.length).toBe(2);
    await checkPage(page, 'packings');

    // In French the same selection comes as French packing slips, named in French.
    await context.addCookies([{ name: 'toonbank_locale', value: 'fr', url: baseUrl() }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/account/packings');
    const frBoxes = page.getByTestId('packing-list').getByRole('checkbox');
    await frBoxes.nth(0).check();
    await frBoxes.nth(1).check();
    const [french] = await Promise.all([page.waitForEvent('download'), page.getByTestId('packings-download').click()]);
    expect(french.suggestedFilename()).toBe('bons-de-livraison.pdf');
    const frText = await pdfText(new Uint8Array(await readFile(await french.path())));
    expect(frText.match(/N° du bon de livraison/g)?.length).toBe(2);
    expect(frText).not.toContain('Pakbonnummer');
    await context.clearCookies({ name: 'toonbank_locale' });

    // A download that fails (here: an invoice that is not hers) comes back with the message, not an error page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/account/invoices/999999/download');
    expect(new URL(page.url()).pathname).toBe('/account/invoices');
    expect(await page.getByRole('alert').innerText()).toBe('Het downloaden is mislukt');

    await open(page, '/account/purchases');
    const purchase = page.getByTestId('purchase-list').getByRole('link').first();
    await Promise.all([page.waitForURL(/\/account\/purchases\/detail\/\d{4}-\d{6}$/), purchase.click()]);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\d+ spaarpunt(en)? verdiend/);
    expect((await page.getByTestId('purchase-lines').locator('tbody tr').count()) > 0).toBe(true);
    await checkPage(page, 'purchase-detail');

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/account/transactions');
    const items = page.getByTestId('transaction-list').locator(':scope > li');
    expect(await items.count()).toBe(4);
    await page.getByTestId('load-more').click();
    await expect.poll(() => items.count()).toBe(8);
    await checkPage(page, 'transactions');

    // 'Bestel opnieuw' on a past order puts its lines in the cart and says how many.
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await tokenFor(PRIVATE);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    const orders = await apiAs<{ Orders: { Id: number; Status: string; OrderLines: unknown[] }[] }>(
      token,
      '/aspos/customer/orders?offset=0&limit=20',
    );
    const processed = orders.Orders.find((o) => o.Status === 'Processed')!;
    await open(page, `/account/orders/${processed.Id}`);
    await page.getByRole('button', { name: 'Bestel opnieuw' }).click();
    await expect.poll(() => page.getByTestId('reorder-result').isVisible()).toBe(true);
    expect(await page.getByTestId('reorder-result').innerText()).toMatch(/\d+ artikel(en)? (staat|staan) in je winkelwagen/);
    const cart = await apiAs<{ Data: { CartLines: unknown[] } }>(token, '/aspos/cart');
    expect(cart.Data.CartLines.length).toBeGreaterThan(0);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });

    // Another customer's order shows that no order is visible.
    const other = await apiAs<{ Orders: { Id: number }[] }>(await tokenFor(BUSINESS), '/aspos/customer/orders?offset=0&limit=1');
    const response = await open(page, `/account/orders/${other.Orders[0]!.Id}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Er is geen bestelling zichtbaar');
    await context.close();
  });

  it('keeps the order number of the order page\'s heading on one line at 390 and 320 px (French: "Commande TB-2026-000027")', async () => {
    const token = await tokenFor(PRIVATE);
    const orders = await apiAs<{ Orders: { Id: number; OrderNumber: string }[] }>(token, '/aspos/customer/orders?offset=0&limit=1');
    const order = orders.Orders[0]!;
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await login(page, PRIVATE, '/account');
    await context.addCookies([{ name: 'toonbank_locale', value: 'fr', url: baseUrl() }]);
    await open(page, `/account/orders/${order.Id}`);
    const heading = page.getByRole('heading', { level: 1 });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await heading.innerText()).toBe(`Commande ${order.OrderNumber}`);
      // The lines the number's text is drawn on, as a person sees them (a Range over the number inside the heading).
      const lines = await heading.evaluate((element, number) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(number) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + number.length);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        }
        return 0;
      }, order.OrderNumber);
      expect(lines, `${width} px`).toBe(1);
      expect(await scrollsSideways(page), `${width} px`).toBe(false);
    }
    await context.close();
  });

  it('shows the account menu compact on a phone (390 px): the current page in a disclosure that opens to the list, by keyboard too; the list beside the page at 1366 px', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await login(page, PRIVATE, '/account/orders');
    const menu = page.getByRole('navigation', { name: 'Accountmenu' });
    const toggle = menu.locator('summary');
    // Closed: one line with the current page; the page's heading is on the first screen, the menu's links are not shown.
    expect(await seen(toggle)).toMatchObject({ seen: true, text: 'Mijn account Bestellingen' });
    expect((await menu.boundingBox())!.height).toBeLessThan(80);
    expect((await seen(page.getByRole('heading', { level: 1 }))).seen).toBe(true);
    expect(await menu.getByRole('link').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Opened by keyboard: Enter on the summary, Tab into the list; every entry is a target of 24 px or more.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const links = menu.getByRole('link');
    await expect.poll(() => links.count()).toBe(16);
    for (const box of await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(24);
    }
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    expect(await menu.getByRole('link', { name: 'Bestellingen' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Overzicht');
    // Choosing an entry goes there and closes the menu, which now names that page.
    await Promise.all([page.waitForURL(/\/account\/invoices$/), menu.getByRole('link', { name: 'Facturen' }).click()]);
    await expect.poll(() => toggle.innerText()).toMatch(/Facturen$/);
    expect(await menu.getByRole('link').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    // A wide screen keeps the list beside the page, without the disclosure.
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await toggle.isVisible()).toBe(false);
    expect(await links.count()).toBe(16);
    expect((await seen(menu.getByRole('link', { name: 'Facturen' }))).seen).toBe(true);
    await context.close();
  });

  it('sends anonymous visitors to the login page and back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl()}/account/orders`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/orders');
    await context.close();
  });
});
