import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newPage, open, seriousViolations } from './support/browser.ts';
import { apiAs, simpleProducts, tokenFor } from './support/products.ts';
import { scrollsSideways, seen } from './support/seen.ts';

/**
 * Loyalty points, vouchers and the wishlist's quantities and delete confirmation as a customer uses them (issue 16):
 * the demo loyalty customer opens both pages from the account menu and sees her balance, the history rows the API
 * has (newest first, paged) and her vouchers; the wishlist keeps a changed quantity and asks before a list goes.
 * axe clean, no sideways scroll at 320 px, screenshots at 390 and 1366 px.
 */
const BUSINESS = 'zakelijk@toonbank.nl';
const PRIVATE = 'particulier@toonbank.nl';
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'toonbank-loyalty-screenshots');

interface Points {
  Balance: number;
  Total: number;
  Mutations: { Id: number; Points: number; OrderNumber: string | null; StorePurchaseNumber: string | null }[];
}
interface Vouchers {
  Vouchers: { Code: string; Type: string; Balance: number; State: string; Product: { Name: string } | null }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/** axe clean, no sideways scroll at 320 px, screenshots at 390 and 1366 px. */
async function checkPage(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await scrollsSideways(page), `${name} at 320 px`).toBe(false);
  await page.mouse.move(0, 0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const nl = new Intl.NumberFormat('nl-NL');
const signed = (points: number) => (points > 0 ? `+${nl.format(points)}` : `\u2212${nl.format(-points)}`);
const euro = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',')}`;

describe('loyalty points and vouchers', { timeout: 180_000 }, () => {
  it('shows the loyalty customer her balance, the history newest first in pages, and her vouchers, from the account menu', async () => {
    const token = await tokenFor(BUSINESS);
    const { context, page } = await newPage(browser);
    await login(page, BUSINESS, '/account');
    const menu = page.getByRole('navigation', { name: 'Accountmenu' });

    await Promise.all([page.waitForURL(/\/account\/loyalty$/), menu.getByRole('link', { name: 'Spaarpunten', exact: true }).click()]);
    const points = await apiAs<Points>(token, '/aspos/customer/loyalty/points?offset=0&limit=10');
    expect(points.Balance).toBeGreaterThan(0);
    const balance = await seen(page.getByTestId('loyalty-balance'));
    expect(balance.seen).toBe(true);
    expect(balance.text).toBe(`${nl.format(points.Balance)} punten`);
    expect(await page.locator('main').innerText()).toContain('Vanaf 500 punten wissel je ze in bij het afrekenen');
    const rows = page.getByTestId('points-history').locator('tbody tr');
    expect(await rows.count()).toBe(10);
    const shown = (await rows.locator('td:last-child').allInnerTexts()).map((text) => text.trim());
    expect(shown).toEqual(points.Mutations.map((m) => signed(m.Points)));
    const first = points.Mutations[0]!;
    const number = first.OrderNumber ?? first.StorePurchaseNumber!;
    expect(await rows.first().innerText()).toContain(number);
    expect((await seen(rows.first().getByRole('link', { name: number }))).seen).toBe(true);
    await checkPage(page, 'loyalty');

    // The next page continues where the first stopped.
    await Promise.all([page.waitForURL(/\/account\/loyalty\?page=2$/), page.getByRole('link', { name: 'Volgende' }).click()]);
    const second = await apiAs<Points>(token, '/aspos/customer/loyalty/points?offset=10&limit=10');
    // The address bar changes before the next page's rows are drawn: wait for them.
    await expect
      .poll(async () => (await rows.locator('td:last-child').allInnerTexts()).map((text) => text.trim()))
      .toEqual(second.Mutations.map((m) => signed(m.Points)));

    // Payment and product vouchers, each from its own menu entry.
    const owned = await apiAs<Vouchers>(token, '/aspos/customer/vouchers');
    await Promise.all([page.waitForURL(/\/account\/vouchers#payment$/), menu.getByRole('link', { name: 'Betaalbonnen' }).click()]);
    const payment = page.getByTestId('vouchers-payment').locator(':scope > li');
    const tegoed = owned.Vouchers.find((v) => v.Code === 'KWISPEL-TEGOED')!;
    const card = payment.filter({ hasText: 'KWISPEL-TEGOED' });
    expect((await seen(card.locator('code'))).seen).toBe(true);
    expect(await card.innerText()).toContain(euro(tegoed.Balance));
    expect(await card.innerText()).toMatch(/Geldig tot en met \d{2}-\d{2}-\d{4}/);
    expect(await card.locator('.order-status').innerText()).toBe('Geldig');
    await checkPage(page, 'vouchers');

    await Promise.all([page.waitForURL(/\/account\/vouchers#product$/), menu.getByRole('link', { name: 'Productbonnen' }).click()]);
    const product = page.getByTestId('vouchers-product').locator(':scope > li').filter({ hasText: 'PROEF-GRATIS' });
    const name = owned.Vouchers.find((v) => v.Code === 'PROEF-GRATIS')!.Product!.Name;
    const productLink = await seen(product.getByRole('link', { name }));
    expect(productLink.seen).toBe(true);
    await context.close();
  });

  it('tells a customer who is no loyalty customer how she saves, and shows her personal voucher', async () => {
    const { context, page } = await newPage(browser);
    await login(page, PRIVATE, '/account/loyalty');
    expect(await page.locator('main').innerText()).toContain('Je spaart punten met je aankopen in onze winkels');
    expect(await page.getByTestId('points-history').locator('tbody tr').count()).toBeGreaterThan(0);
    await open(page, '/account/vouchers');
    expect(await page.getByTestId('vouchers-payment').innerText()).toContain('LOTTE-BEDANKT');
    expect(await page.locator('#product').innerText()).toContain('Je hebt geen productbonnen.');
    await context.close();
  });
});

describe('wishlist quantities and deleting a list', { timeout: 180_000 }, () => {
  it('saves a changed quantity and asks before a whole list is deleted', async () => {
    const token = await tokenFor(PRIVATE);
    const listName = `Verjaardag ${Date.now() % 100_000}`;
    const created = await apiAs<{ Data: { Id: number } }>(token, '/aspos/customer/wishlists', { method: 'POST', json: { listName } });
    const id = created.Data.Id;
    const [item] = await simpleProducts(token, 1);
    await apiAs(token, `/aspos/customer/wishlists/${id}/products`, { method: 'POST', json: { productId: item!.Id, quantity: 1 } });

    const { context, page } = await newPage(browser);
    await login(page, PRIVATE, `/wishlist?lijst=${id}`);
    const quantity = page.getByLabel('Aantal', { exact: true });
    await quantity.fill('3');
    await page.getByRole('button', { name: `Aantal van ${item!.Name} opslaan` }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('is opgeslagen');
    const lists = await apiAs<{ Data: { Id: number; Products: { Quantity: number }[] }[] }>(token, '/aspos/customer/wishlists');
    expect(lists.Data.find((l) => l.Id === id)!.Products[0]!.Quantity).toBe(3);
    expect(await quantity.inputValue()).toBe('3');

    // Deleting asks first; cancelling keeps the list.
    await page.getByRole('link', { name: 'Lijst verwijderen' }).click();
    const confirm = page.getByTestId('wishlist-confirm-delete');
    await expect.poll(async () => (await seen(confirm.getByRole('heading'))).seen).toBe(true);
    expect(await confirm.innerText()).toContain(`Lijst ‘${listName}’ verwijderen?`);
    expect(await confirm.innerText()).toContain('De lijst met 1 product verdwijnt.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wishlist-confirm-delete');
    await checkPage(page, 'wishlist-confirm');
    await page.getByRole('link', { name: 'Annuleren' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await apiAs<{ Data: { Id: number }[] }>(token, '/aspos/customer/wishlists')).Data.some((l) => l.Id === id)).toBe(true);

    await page.getByRole('link', { name: 'Lijst verwijderen' }).click();
    await page.getByRole('button', { name: 'Ja, lijst verwijderen' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('De lijst is verwijderd.');
    expect((await apiAs<{ Data: { Id: number }[] }>(token, '/aspos/customer/wishlists')).Data.some((l) => l.Id === id)).toBe(false);
    await context.close();
  });
});
