import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeWithEscape, launchBrowser, login, newPage, open, seriousViolations, DEMO_PASSWORD } from './support/browser.ts';
import { tabTo } from './support/keyboard.ts';
import { apiAs, tokenFor } from './support/products.ts';
import { dismissCookies, scrollsSideways, seen } from './support/seen.ts';
import { ownCustomer, shopDatabase } from './support/shop-data.ts';

/**
 * Issue 16, the customer's lists as a shopper uses them: the heart and 'op bestellijst' on a lister, the wishlist and
 * the order list pages, moving them to the cart; an anonymous visitor's lists menu leads to the login and back.
 */
const EMAIL = 'lijstjes-e2e@toonbank.nl';
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SHOTS = '/tmp/toonbank-selections-shots';
const LISTER = '/product/lister/hond';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await ownCustomer(EMAIL);
  await mkdir(SHOTS, { recursive: true });
  const db = await shopDatabase();
  try {
    // A fresh start for the test's own customer: no lists, no animals, an empty cart.
    const owner = `(select id from customers where email = '${EMAIL}')`;
    await db.query(`delete from wishlists where customer_id = ${owner}`);
    await db.query(`delete from product_selections where customer_id = ${owner}`);
    await db.query(`delete from customer_animals where customer_id = ${owner}`);
    await db.query(`delete from cart_lines where cart_id in (select id from carts where customer_id = ${owner})`);
  } finally {
    await db.end();
  }
});
afterAll(() => browser?.close());

/** The first tiles of the lister that can go in the cart as they are (they show a quick add). */
function orderableTiles(page: Page) {
  return page.locator('article.product-tile').filter({ has: page.locator('.product-tile__add') });
}

async function tileName(page: Page, index: number): Promise<string> {
  return (await orderableTiles(page).nth(index).locator('.product-tile__name').innerText()).trim();
}

async function checkPage(page: Page, path: string, name: string): Promise<void> {
  expect(await seriousViolations(page), path).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: path !== LISTER });
  if (path === LISTER) {
    // The tiles up close: the heart on the picture and 'op bestellijst' under the quick add.
    await orderableTiles(page).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-tiles-${page.viewportSize()?.width}.png` });
  }
}

/** A pressed heart as a person and a screen reader get it: pressed, drawn filled, and a status in `scope` says so. */
async function expectHeartPressed(scope: Page | Locator, heart: Locator, name: string) {
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  expect(await heart.locator('use').getAttribute('href')).toMatch(/#heartFilled$/);
  await expect
    .poll(() =>
      scope
        .getByRole('status')
        .filter({ hasText: `${name} staat op je verlanglijst.` })
        .count(),
    )
    .toBe(1);
}

describe('the lists of a logged-in customer', () => {
  it('adds products from a lister to the wishlist and the order list, shows the heart pressed, and moves both lists to the cart', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, EMAIL, LISTER);
    const first = await tileName(page, 0);
    const second = await tileName(page, 1);

    // The heart of the first tile: a toggle button named after the product, not pressed yet; pressed after a click.
    const heart = page.getByRole('button', { name: `${first} op je verlanglijst` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect((await seen(heart)).seen).toBe(true);
    await heart.click();
    await expectHeartPressed(page, heart, first);

    // The second product's heart with the keyboard only: Tab to it, Space presses it.
    const secondHeart = page.getByRole('button', { name: `${second} op je verlanglijst` });
    await tabTo(page, { selector: 'button.heart__button', name: `${second} op je verlanglijst` });
    await page.keyboard.press('Space');
    await expect.poll(() => secondHeart.getAttribute('aria-pressed')).toBe('true');

    // 'Op bestellijst' of the second tile, twice: the second press adds to its quantity (§4).
    const toOrderList = page.getByRole('button', { name: `${second} op je bestellijst zetten` });
    await toOrderList.click();
    await expect.poll(() => page.getByText(`${second} staat op je bestellijst.`).count()).toBe(1);
    await expect.poll(() => toOrderList.isDisabled()).toBe(false);
    await toOrderList.click();
    await expect.poll(() => toOrderList.isDisabled()).toBe(false);

    // After a reload the shop still knows: the hearts come from the server.
    await open(page, LISTER);
    expect(await page.getByRole('button', { name: `${first} op je verlanglijst` }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: `${second} op je verlanglijst` }).getAttribute('aria-pressed')).toBe('true');
    await checkPage(page, LISTER, 'lister');

    // The wishlist shows both products; the whole list goes to the cart.
    await open(page, '/wishlist');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Verlanglijst');
    const lines = page.locator('.list-line__name');
    expect((await lines.allInnerTexts()).map((text) => text.trim()).sort()).toEqual([first, second].sort());
    await checkPage(page, '/wishlist', 'wishlist');
    await page.getByRole('button', { name: 'Hele lijst in winkelwagen' }).click();
    await expect.poll(() => page.locator('.list-report').innerText()).toContain('2 producten staan in je winkelwagen.');

    // The order list has the second product twice; choose its line and put it in the cart.
    await open(page, '/order-list');
    expect((await page.locator('.list-line__name').allInnerTexts()).map((text) => text.trim())).toEqual([second]);
    expect(await page.locator('.list-line').getByLabel('Aantal', { exact: true }).inputValue()).toBe('2');
    await checkPage(page, '/order-list', 'order-list');
    await page.getByRole('button', { name: 'Geselecteerde producten in winkelwagen' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('Selecteer eerst producten');
    await page.getByRole('checkbox', { name: `${second} selecteren` }).check();
    await page.getByRole('button', { name: 'Geselecteerde producten in winkelwagen' }).click();
    await expect.poll(() => page.locator('.list-report').innerText()).toContain('1 product staat in je winkelwagen.');

    // The cart: the first product once, the second once from the wishlist and twice from the order list.
    await open(page, '/cart');
    const cart = await apiAs<{ Data: { CartLines: { ProductTitle: string; Quantity: number }[] } }>(await tokenFor(EMAIL), '/aspos/cart');
    expect(cart.Data.CartLines.map((line) => [line.ProductTitle, line.Quantity]).sort()).toEqual(
      [
        [first, 1],
        [second, 3],
      ].sort(),
    );
    for (const name of [first, second]) expect((await seen(page.getByRole('link', { name, exact: true }).first())).seen).toBe(true);
    await context.close();
  });

  it('makes a named list, puts a product on it from the product page, renames and deletes it', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, EMAIL, '/wishlist');
    await page.getByLabel('Naam van de lijst').last().fill('Voor de kat');
    await page.getByRole('button', { name: 'Lijst maken' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'De lijst Voor de kat is gemaakt.' }).count()).toBe(1);
    // A second list with the same name (any case) is refused with a Dutch message.
    await page.getByLabel('Naam van de lijst').last().fill('voor de KAT');
    await page.getByRole('button', { name: 'Lijst maken' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('Je hebt al een lijst met deze naam.');

    // The product page offers the other list and says where the product is.
    await open(page, LISTER);
    const name = await tileName(page, 2);
    await Promise.all([page.waitForURL(/\/product\/detail\//), page.getByRole('link', { name, exact: true }).first().click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('Op een andere lijst zetten').selectOption({ label: 'Voor de kat' });
    await page.getByRole('button', { name: 'Op deze lijst zetten' }).click();
    await expect.poll(() => page.locator('.wishlist-choice__on').innerText()).toBe('Staat op: Voor de kat');
    await checkPage(page, '/product', 'product');

    await open(page, '/wishlist');
    await Promise.all([page.waitForURL(/lijst=\d+/), page.getByRole('link', { name: /^Voor de kat/ }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().innerText()).toBe('Voor de kat');
    await expect.poll(async () => (await page.locator('.list-line__name').allInnerTexts()).map((text) => text.trim())).toEqual([name]);
    await page.getByLabel('Naam van de lijst').first().fill('Kattenspullen');
    await page.getByRole('button', { name: 'Naam wijzigen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Kattenspullen' }).count()).toBe(1);
    // Deleting a whole list asks first.
    await page.getByRole('link', { name: 'Lijst verwijderen', exact: true }).click();
    await page.getByRole('button', { name: 'Ja, lijst verwijderen' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'De lijst is verwijderd.' }).count()).toBe(1);
    await expect
      .poll(async () => (await page.locator('.list-tabs a').allInnerTexts()).filter((text) => text.startsWith('Kattenspullen')))
      .toEqual([]);
    // The default list the shop made is shown in the page's language (its name in the database stays Dutch).
    await context.addCookies([{ name: 'toonbank_locale', value: 'fr', url: baseUrl() }]);
    await open(page, '/wishlist');
    const tabs = (await page.locator('.list-tabs a').allInnerTexts()).map((text) => text.trim());
    expect(tabs).toHaveLength(1);
    expect(tabs[0]).toMatch(/^Mes favoris \((vide|\d+ produits?)\)$/);
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe('Mes favoris');
    await context.close();
  });

  it('has list pages without sideways scrolling at 320 px and looks right at 390 px', async () => {
    for (const viewport of [{ width: 320, height: 800 }, MOBILE]) {
      const { context, page } = await newPage(browser, { viewport });
      await login(page, EMAIL, '/wishlist');
      for (const [path, name] of [
        ['/wishlist', 'wishlist'],
        ['/order-list', 'order-list'],
        [LISTER, 'lister'],
        ['/account/animals-good-news', 'animals'],
      ]) {
        await open(page, path!);
        expect(await scrollsSideways(page), `${path} at ${viewport.width}`).toBe(false);
        if (viewport.width === 390) await checkPage(page, path!, name!);
      }
      await context.close();
    }
  });

  it('registers an animal and shows the news and offers for its species', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, EMAIL, '/account/animals-good-news');
    await page.getByLabel('Diersoort').selectOption('hond');
    await page.getByLabel('Naam', { exact: true }).fill('Bobbie');
    await page.getByRole('button', { name: 'Dier toevoegen' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bobbie is toegevoegd.' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Nieuws voor jouw dieren' }).count()).toBe(1);
    expect(await page.locator('.news-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Aanbiedingen voor hond' }).count()).toBe(1);
    await checkPage(page, '/account/animals-good-news', 'animals');
    await context.close();
  });
});

describe('a tile without JavaScript (one form for the cart and the order list, issue 19)', () => {
  const NO_JS_EMAIL = 'tegel-zonder-js-e2e@toonbank.nl';

  it('adds the chosen quantity to the cart with Enter, one to the order list, and the heart to the wishlist', async () => {
    await ownCustomer(NO_JS_EMAIL);
    const token = await tokenFor(NO_JS_EMAIL);
    const context = await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false, viewport: DESKTOP });
    await context.addCookies([{ name: 'toonbank_session', value: token, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${LISTER}`);
    const name = await tileName(page, 0);
    const tile = orderableTiles(page).first();
    // Enter in the quantity field sends the add to cart (the tile's default button), with the quantity typed.
    await tile.getByLabel(`Aantal ${name}`).fill('3');
    await Promise.all([page.waitForURL(`${baseUrl()}/cart`), tile.getByLabel(`Aantal ${name}`).press('Enter')]);
    await expect.poll(async () => page.getByLabel(`Aantal van ${name}`).inputValue()).toBe('3');

    // 'Op bestellijst' posts the same form to the order list: one of the product, whatever the quantity field says.
    await page.goto(`${baseUrl()}${LISTER}`);
    await orderableTiles(page).first().getByLabel(`Aantal ${name}`).fill('5');
    await Promise.all([
      page.waitForURL(`${baseUrl()}/order-list`),
      page.getByRole('button', { name: `${name} op je bestellijst zetten` }).click(),
    ]);
    await page.getByText(`${name} staat op je bestellijst.`).waitFor();
    const orderList = await apiAs<{ Data: { Selections: { Product: { Name: string }; Quantity: number }[] } }>(
      token,
      '/aspos/products/selections?types=OrderList',
    );
    expect(orderList.Data.Selections.map((line) => [line.Product.Name, line.Quantity])).toEqual([[name, 1]]);

    // The heart: its own form (the product in its address), the button says on or off.
    await page.goto(`${baseUrl()}${LISTER}`);
    const heart = page.getByRole('button', { name: `${name} op je verlanglijst` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await Promise.all([page.waitForURL(/\/wishlist\?productId=\d+&/), heart.click()]);
    await page.goto(`${baseUrl()}${LISTER}`);
    expect(await page.getByRole('button', { name: `${name} op je verlanglijst` }).getAttribute('aria-pressed')).toBe('true');
    await Promise.all([
      page.waitForURL(/\/wishlist\?productId=\d+&/),
      page.getByRole('button', { name: `${name} op je verlanglijst` }).click(),
    ]);
    await page.goto(`${baseUrl()}${LISTER}`);
    expect(await page.getByRole('button', { name: `${name} op je verlanglijst` }).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

/**
 * Issue 19: the heart's form carries no hidden inputs (the product is in its address). A person pressing a tile's heart
 * sees it wishlisted, with and without JavaScript, and the quick add next to it still adds the quantity typed.
 */
describe('the heart on a lister tile and the quick add beside it', () => {
  const HEART_EMAIL = 'hart-tegel-e2e@toonbank.nl';

  /** The products on the customer's lists and in the cart, as the API has them. */
  async function saved(token: string) {
    const check = await apiAs<{ Data: { ProductIds: number[] } }>(token, '/aspos/customer/wishlists-check');
    const cart = await apiAs<{ Data: { CartLines: { ProductTitle: string; Quantity: number }[] } }>(token, '/aspos/cart');
    return { wishlisted: check.Data.ProductIds, cart: cart.Data.CartLines.map((line) => [line.ProductTitle, line.Quantity]) };
  }

  it('wishlists with a press (JavaScript) and adds the chosen quantity to the cart', async () => {
    await ownCustomer(HEART_EMAIL);
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await login(page, HEART_EMAIL, LISTER);
    const name = await tileName(page, 2);
    const tile = orderableTiles(page).nth(2);
    const heart = tile.getByRole('button', { name: `${name} op je verlanglijst` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.scrollIntoViewIfNeeded();
    expect((await seen(heart)).seen).toBe(true);
    await heart.click();
    // Seen at once and told to a screen reader; the page stays the lister.
    await expectHeartPressed(tile, heart, name);
    expect(new URL(page.url()).pathname).toBe(LISTER);
    await page.screenshot({ path: `${SHOTS}/heart-pressed-390.png` });

    // The quick add beside it: 2 typed, 2 in the cart.
    await tile.getByLabel(`Aantal ${name}`).fill('2');
    await tile.getByRole('button', { name: `In winkelwagen: ${name}` }).click();
    const token = await tokenFor(HEART_EMAIL);
    await expect.poll(async () => (await saved(token)).cart).toEqual([[name, 2]]);
    expect((await saved(token)).wishlisted).toHaveLength(1);

    // The cart's confirmation opens; closed with Escape, the heart is free again.
    await closeWithEscape(page);
    // Pressed again: off the list.
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await saved(token)).wishlisted).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('wishlists without JavaScript, and Enter in the quantity still adds to the cart, not the heart', async () => {
    await ownCustomer(HEART_EMAIL);
    const token = await tokenFor(HEART_EMAIL);
    const db = await shopDatabase();
    try {
      const owner = `(select id from customers where email = '${HEART_EMAIL}')`;
      await db.query(`delete from wishlists where customer_id = ${owner}`);
      await db.query(`delete from cart_lines where cart_id in (select id from carts where customer_id = ${owner})`);
    } finally {
      await db.end();
    }
    const context = await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false, viewport: DESKTOP });
    await context.addCookies([{ name: 'toonbank_session', value: token, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${LISTER}`);
    const name = await tileName(page, 1);
    await Promise.all([
      page.waitForURL(/\/wishlist\?productId=\d+&/),
      page.getByRole('button', { name: `${name} op je verlanglijst` }).click(),
    ]);
    // The wishlist page shows the product on the list.
    expect((await page.locator('.list-line__name').allInnerTexts()).map((text) => text.trim())).toEqual([name]);
    await page.goto(`${baseUrl()}${LISTER}`);
    const heart = page.getByRole('button', { name: `${name} op je verlanglijst` });
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.locator('use').getAttribute('href')).toMatch(/#heartFilled$/);

    // Enter in the quantity field of the same tile: the cart gets 4, the heart stays pressed.
    const quantity = orderableTiles(page).nth(1).getByLabel(`Aantal ${name}`);
    await quantity.fill('4');
    await Promise.all([page.waitForURL(`${baseUrl()}/cart`), quantity.press('Enter')]);
    expect((await saved(token)).cart).toEqual([[name, 4]]);
    expect((await saved(token)).wishlisted).toHaveLength(1);
    await context.close();
  });
});

describe('the lists for an anonymous visitor (§4: lists need login)', () => {
  it('leads from the lists menu to the login page and, after logging in, to the list', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await open(page, '/');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Lijstjes' }).click();
    await Promise.all([page.waitForURL(/\/login\?redirect=%2Fwishlist$/), page.getByRole('menuitem', { name: 'Verlanglijst' }).click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('#login-reason').innerText()).toBe('Log in om je verlanglijst en bestellijst te gebruiken.');
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await Promise.all([page.waitForURL(`${baseUrl()}/wishlist`), page.getByRole('button', { name: 'Inloggen', exact: true }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Verlanglijst');
    await context.close();
  });

  it('leads from a heart on a lister to the login page and back to the lister', async () => {
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await open(page, LISTER);
    await dismissCookies(page);
    const name = await tileName(page, 0);
    await Promise.all([
      page.waitForURL(/\/login\?redirect=%2Fproduct%2Flister%2Fhond&reden=lijst$/),
      page.getByRole('button', { name: `${name} op je verlanglijst` }).click(),
    ]);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await Promise.all([page.waitForURL(`${baseUrl()}${LISTER}`), page.getByRole('button', { name: 'Inloggen', exact: true }).click()]);
    await context.close();
  });
});
