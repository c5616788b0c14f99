import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWithEscape, launchBrowser, login, newPage, open, seriousViolations } from './support/browser.ts';
import { tabTo } from './support/keyboard.ts';
import { apiAs, searchHits, tokenFor, type Hit } from './support/products.ts';
import { newestMailTo, ownCustomer, shopDatabase } from './support/shop-data.ts';
import { dismissCookies, scrollsSideways, seen } from './support/seen.ts';

/**
 * Free gifts and samples, line notes and sharing (§1, §4, §7, §9): a customer fills the cart above EUR 25, chooses
 * two samples in the gift selector (keyboard only, focus kept in the dialog, axe clean), sees them at 0,00 marked as
 * gifts after the regular lines, adds a note to a line, shares the cart, lowers it below EUR 25 and sees the gifts
 * go; another customer opens the link, logs in on the way and adds the lines to their own cart.
 */
const SHARER = 'e2e-gifts-share-a@toonbank.test';
const RECEIVER = 'e2e-gifts-share-b@toonbank.test';
const COMPANY = 'e2e-gifts-share-c@toonbank.test';
const BUYER = 'e2e-gifts-share-d@toonbank.test';

let browser: Browser;
let sharerToken: string;
let receiverToken: string;
let product: Hit; // between EUR 13 and EUR 24: one piece is below the gift threshold, two are above

const cartBadge = (page: Page) => page.locator('a.header-action--cart .cart-badge').first();

beforeAll(async () => {
  browser = await launchBrowser();
  await ownCustomer(SHARER);
  await ownCustomer(RECEIVER);
  [sharerToken, receiverToken] = await Promise.all([tokenFor(SHARER), tokenFor(RECEIVER)]);
  for (const term of ['hondenvoer', 'kattenvoer', 'snack', 'kattenbak']) {
    const hit = (await searchHits(term, sharerToken)).find(
      (h) =>
        h.IsOrderable &&
        !h.IsVirtual &&
        h.PurchaseUnitFactor === 1 &&
        h.StockQuantity >= 20 &&
        h.MaxInCart === null &&
        h.PriceInclTax >= 13 &&
        h.PriceInclTax <= 24,
    );
    if (hit) {
      product = hit;
      break;
    }
  }
  expect(product).toBeDefined();
  for (const token of [sharerToken, receiverToken]) await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
  const detail = await apiAs<{ Data: { Id: number } }>(sharerToken, `/aspos/products/url/${encodeURIComponent(product.Url)}`);
  await apiAs(sharerToken, '/aspos/cart/lines/batch', {
    method: 'POST',
    json: { changes: [{ action: 2, productId: detail.Data.Id, quantity: 2 }] },
  });
});
afterAll(() => browser?.close());

describe('gifts, notes and sharing', () => {
  let shareUrl = '';

  it('chooses two gifts in the modal by keyboard, adds a note, shares, and loses the gifts below EUR 25', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await login(page, SHARER, '/cart');
    const totalBefore = await page.getByTestId('cart-total').innerText();
    const message = page.getByTestId('gifts-message');
    await message.scrollIntoViewIfNeeded();
    expect((await seen(message.getByRole('heading', { name: 'Gratis proefjes naar keuze' }))).seen).toBe(true);
    expect(await message.innerText()).toContain('Je kunt nog 2 gratis proefjes kiezen.');

    // Keyboard only: Tab to the button, Enter opens the dialog.
    await tabTo(page, { selector: 'button.gifts__open', name: 'Kies je gratis proefjes' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kies je gratis proefjes' });
    await dialog.waitFor();
    const options = dialog.getByTestId('gift-option');
    expect(await options.count()).toBe(5);
    expect(await dialog.innerText()).toMatch(/5 van \d+ proefjes getoond/);
    expect(await seriousViolations(page)).toEqual([]);
    // The focus stays in the dialog however often Tab is pressed.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    // 'Meer tonen' brings the next five and moves the focus to the first of them.
    await tabTo(page, { selector: 'button', name: 'Meer tonen' });
    await page.keyboard.press('Enter');
    await expect.poll(() => options.count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="gift-option"]') !== null)).toBe(true);

    // Choose the first two with the keyboard.
    const names: string[] = [];
    for (const index of [0, 1]) {
      const option = options.nth(index);
      const name = (await option.locator('.gift__name').innerText()).trim();
      names.push(name);
      await tabTo(page, { selector: 'button.gift__action', name: `${name} kiezen als gratis proefje` }, { back: true });
      await page.keyboard.press('Enter');
      await option.getByRole('button', { name: `${name} niet meer kiezen` }).waitFor();
    }
    await expect.poll(() => dialog.locator('.gifts__left').innerText()).toBe('Je hebt je gratis proefjes gekozen.');
    // A third cannot be chosen.
    expect(await options.nth(2).getByRole('button').isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/gifts-modal-1366.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await closeWithEscape(page, dialog);

    // The gifts: after the regular line, marked, at 0,00; the total is what it was.
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await lines.nth(0).getAttribute('data-gift')).toBeNull();
    const giftNames: string[] = [];
    for (const index of [1, 2]) {
      const line = lines.nth(index);
      expect(await line.getAttribute('data-gift')).toBe('true');
      await line.scrollIntoViewIfNeeded();
      const view = await seen(line.locator('.cart-line__badge'));
      expect(view.seen).toBe(true);
      expect(view.text).toBe('Gratis proefje');
      giftNames.push((await line.locator('.cart-line__name').innerText()).trim());
      expect(await line.getByTestId('gift-price').innerText()).toContain('€ 0,00');
      expect(await line.getByRole('spinbutton').count()).toBe(0);
    }
    expect(giftNames.sort()).toEqual([...names].sort());
    expect(await page.getByTestId('cart-total').innerText()).toBe(totalBefore);
    await expect.poll(() => cartBadge(page).innerText()).toBe('2');
    expect(await seriousViolations(page)).toEqual([]);

    // A note on the regular line.
    const regular = lines.nth(0);
    await regular.getByText('Opmerking toevoegen').click();
    await regular.getByLabel(`Opmerking bij ${product.Name}`).fill('Graag apart verpakken');
    await regular.getByRole('button', { name: 'Opmerking opslaan' }).click();
    await expect.poll(() => regular.getByTestId('line-note').innerText()).toBe('Opmerking: Graag apart verpakken');
    await page.screenshot({ path: '/tmp/gifts-cart-1366.png', fullPage: true });

    // Share: the link to copy.
    await page.getByRole('button', { name: 'Deel winkelwagen' }).click();
    const link = page.getByLabel('Link naar je winkelwagen');
    await link.waitFor();
    shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/cart\/gedeeld\/[A-Za-z0-9_-]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);

    // Below EUR 25: the gifts go by themselves.
    await page.getByLabel(`Aantal van ${product.Name}`).fill('1');
    await page.getByRole('button', { name: 'Bijwerken' }).click();
    await expect.poll(() => lines.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('.cart-warnings').innerText()).toContain('Het gratis proefje is uit je winkelwagen gehaald');
    // §1: the advice (from EUR 20) while the cart is below it; what is missing for the gifts either way.
    const samples = await page.getByTestId('gifts-message').innerText();
    const missing = (2501 - Math.round(product.PriceInclTax * 100)) / 100;
    expect(samples).toContain(`Nog € ${missing.toFixed(2).replace('.', ',')} tot je gratis proefjes kunt kiezen.`);
    expect(samples.includes('(advies vanaf € 20,00)')).toBe(product.PriceInclTax < 20);
    await expect.poll(() => cartBadge(page).innerText()).toBe('1');

    // §4: logging out and in reloads the cart and its header count.
    await page.locator('header .user-area__trigger').click();
    await page.getByRole('menu', { name: 'Gebruikersmenu' }).getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Inloggen' }).count()).toBeGreaterThan(0);
    expect(await cartBadge(page).innerText()).toBe('0');
    await login(page, SHARER, '/cart');
    await expect.poll(() => cartBadge(page).innerText()).toBe('1');
    expect(await lines.count()).toBe(1);
    await context.close();
  });

  it('lets another customer open the link (logging in on the way) and add the lines to their own cart', async () => {
    expect(shareUrl).not.toBe('');
    const path = new URL(shareUrl).pathname;
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await open(page, path);
    await dismissCookies(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    await login(page, RECEIVER, path);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Gedeelde winkelwagen');
    const shared = page.getByTestId('shared-line');
    expect(await shared.count()).toBe(1);
    expect(await shared.innerText()).toContain(product.Name);
    expect(await shared.innerText()).toContain('Aantal: 2');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shared-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Alles in mijn winkelwagen' }).click();
    await page.getByTestId('shared-result').waitFor();
    expect(await page.getByTestId('shared-result').innerText()).toContain('De producten staan in je winkelwagen.');
    await expect.poll(() => cartBadge(page).innerText()).toBe('2');
    // The receiver's cart has the line; the sharer's cart is untouched by it.
    const cart = await apiAs<{ Data: { CartLines: { ProductTitle: string; Quantity: number }[] } }>(receiverToken, '/aspos/cart');
    expect(cart.Data.CartLines.map((l) => [l.ProductTitle, l.Quantity])).toEqual([[product.Name, 2]]);
    const sharer = await apiAs<{ Data: { CartLines: { Quantity: number }[] } }>(sharerToken, '/aspos/cart');
    expect(sharer.Data.CartLines.map((l) => l.Quantity)).toEqual([1]);
    await open(page, '/cart');
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/cart-390.png', fullPage: true });
    // The gift selector on a phone: fits the width, axe clean.
    await page.getByRole('button', { name: 'Kies je gratis proefjes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kies je gratis proefjes' });
    await dialog.waitFor();
    expect((await seen(dialog.getByTestId('gift-option').first().getByRole('button'))).seen).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/gifts-modal-390.png' });
    await context.close();
  });

  it('says an unknown key clearly', async () => {
    const { context, page } = await newPage(browser);
    await login(page, RECEIVER, '/');
    const response = await open(page, `/cart/gedeeld/${'x'.repeat(32)}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('alert').innerText()).toBe('Deze gedeelde winkelwagen bestaat niet of is verlopen.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the order reference and remark when the customer leaves the checkout and comes back', async () => {
    await ownCustomer(COMPANY);
    const db = await shopDatabase();
    try {
      await db.query(`update customers set gender = 'Company', company_name = 'E2E Dierenwinkel' where email = $1`, [COMPANY]);
    } finally {
      await db.end();
    }
    const token = await tokenFor(COMPANY);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    const detail = await apiAs<{ Data: { Id: number } }>(token, `/aspos/products/url/${encodeURIComponent(product.Url)}`);
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: [{ action: 2, productId: detail.Data.Id, quantity: 1 }] },
    });
    const { context, page } = await newPage(browser);
    await login(page, COMPANY, '/checkout?step=information');
    await page.getByLabel('Je ordernummer (referentie)').fill('PO-2026-118');
    await page.getByLabel('Opmerking').fill('Graag achterom bezorgen');
    await Promise.all([page.waitForURL(/step=delivery/), page.getByRole('button', { name: 'Verder' }).click()]);
    // Leave the checkout for the cart, then come back to the first step: both are still there.
    await open(page, '/cart');
    await open(page, '/checkout?step=information');
    expect(await page.getByLabel('Je ordernummer (referentie)').inputValue()).toBe('PO-2026-118');
    expect(await page.getByLabel('Opmerking').inputValue()).toBe('Graag achterom bezorgen');
    // A new session (logging in again) finds them too.
    const { context: other, page: again } = await newPage(browser);
    await login(again, COMPANY, '/checkout?step=information');
    expect(await again.getByLabel('Je ordernummer (referentie)').inputValue()).toBe('PO-2026-118');
    await other.close();
    await context.close();
  });

  it('shows the gift and the note in the checkout overview and on the thanks page', async () => {
    await ownCustomer(BUYER);
    const token = await tokenFor(BUYER);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    const detail = await apiAs<{ Data: { Id: number } }>(token, `/aspos/products/url/${encodeURIComponent(product.Url)}`);
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: [{ action: 2, productId: detail.Data.Id, quantity: 2 }] },
    });
    const offer = await apiAs<{ Data: { Products: { Id: number; Name: string }[] } }>(token, '/aspos/cart/gifts');
    const gift = offer.Data.Products[0]!;
    await apiAs(token, '/aspos/cart/gifts', { method: 'POST', json: { productId: gift.Id } });
    await apiAs(token, '/aspos/cart/lines/notes', {
      method: 'POST',
      json: { changes: [{ productId: detail.Data.Id, notes: 'Graag apart verpakken' }] },
    });
    await apiAs(token, '/aspos/cart/delivery', { method: 'POST', json: { method: 'CustomerAddress' } });
    await apiAs(token, '/aspos/cart/payment', { method: 'POST', json: { method: 'ideal', data: { issuer: 'ING' } } });

    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await login(page, BUYER, '/checkout?step=overview');
    const rows = page.getByTestId('overview-line');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain('Opmerking: Graag apart verpakken');
    expect(await rows.nth(1).innerText()).toContain(gift.Name);
    expect(await rows.nth(1).getByTestId('gift-badge').innerText()).toBe('Gratis proefje');
    expect(await rows.nth(1).innerText()).toContain('€ 0,00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/overview-1366.png', fullPage: true });
    const terms = page.getByLabel('Ik ga akkoord met de algemene voorwaarden');
    if (await terms.count()) await terms.check();
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await page.waitForURL(/\/api\/payment\/test\//);
    await page.getByRole('button', { name: 'Betaald', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/checkout-success');
    await page.waitForSelector('html[data-hydrated="true"]');
    const lines = page.getByTestId('success-line');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).innerText()).toContain('Opmerking: Graag apart verpakken');
    expect(await lines.nth(1).getByTestId('gift-badge').innerText()).toBe('Gratis proefje');
    expect(await lines.nth(1).innerText()).toContain('€ 0,00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/thanks-1366.png', fullPage: true });
    // The confirmation mail names them too.
    await expect.poll(async () => (await newestMailTo(BUYER)) ?? '').toContain('gratis proefje');
    expect(await newestMailTo(BUYER)).toContain('opmerking: Graag apart verpakken');
    await context.close();
  });
});
