import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeWithEscape, DEMO_PASSWORD, launchBrowser, login, necessaryCookiesChosen, newPage, open } from './support/browser.ts';
import { focusShown, tabTo } from './support/keyboard.ts';
import { apiAs, apiData, simpleProduct, tokenFor } from './support/products.ts';
import { dismissCookies, scrollsSideways, seen } from './support/seen.ts';

/**
 * Issue 12, finish: tiles with rating, delivery promise and quick add; tier prices as a table; the mobile buy bar;
 * the star rating as a radio group; a keyboard-only run of each main flow (no mouse at all: the focus shows and the
 * result is seen); the accessibility statement. Every check is what a person sees: in view, on top, text and order.
 */
const PRIVATE = 'particulier@toonbank.nl';
const BUSINESS = 'zakelijk@toonbank.nl';
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Delivery {
  InStock: boolean;
  Date: string | null;
  IsTomorrow: boolean;
  Cutoff: string;
}
interface Summary {
  Id: number;
  Name: string;
  Url: string;
  Rating: number | null;
  ReviewCount: number;
  Delivery: Delivery | null;
  IsOrderable: boolean;
  IsVirtual: boolean;
  PurchaseUnitFactor: number;
  StockQuantity: number;
  MaxInCart: number | null;
}
interface CartLine {
  ProductId: number;
  Quantity: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function quantityInCart(token: string, productId: number): Promise<number> {
  const cart = (await apiAs<{ Data: { CartLines: CartLine[] } }>(token, '/aspos/cart')).Data;
  return cart.CartLines.find((line) => line.ProductId === productId)?.Quantity ?? 0;
}

async function removeFromCart(token: string, productId: number): Promise<void> {
  await apiAs(token, '/aspos/cart/lines/batch', { method: 'POST', json: { changes: [{ action: 3, productId, quantity: 0 }] } });
}

/** A context that chose 'only necessary cookies' already, optionally logged in with a session of the API: no mouse needed. */
async function keyboardContext(viewport = DESKTOP, email?: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, { viewport });
  const cookies = [necessaryCookiesChosen()];
  if (email) cookies.push({ name: 'toonbank_session', value: await tokenFor(email), url: baseUrl() });
  await context.addCookies(cookies);
  return { context, page };
}

async function expectFocusShown(page: Page, label: string): Promise<void> {
  const focus = await focusShown(page);
  expect(focus, `${label}: ${JSON.stringify(focus)}`).toMatchObject({ focusVisible: true, ring: true, seen: true });
}

/** A product on the first page (24) of the anonymous search for one of these terms, as its tile shows it, with the term. */
async function tileProduct(
  wanted: (hit: Summary) => boolean,
  terms = ['kattenvoer', 'hondenvoer', 'snack', 'kat', 'hond'],
): Promise<{ hit: Summary; term: string }> {
  for (const term of terms) {
    const hits = (await apiData<{ Hits: Summary[] }>(`/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(term)}&limit=24`))
      .Hits;
    const hit = hits.find(wanted);
    if (hit) return { hit, term };
  }
  throw new Error('no such tile product');
}

const orderable = (hit: Summary) =>
  hit.IsOrderable && !hit.IsVirtual && hit.PurchaseUnitFactor === 1 && hit.StockQuantity >= 20 && hit.MaxInCart === null;

function tileOf(page: Page, name: string) {
  return page
    .locator('.product-tile')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .first();
}

describe('product tiles: rating, delivery promise and quick add', () => {
  it("shows the stars with '4,3 van 5 sterren, 4 beoordelingen' for screen readers and the checkout's delivery promise", async () => {
    const { hit: product, term } = await tileProduct((hit) => hit.ReviewCount > 0 && hit.Delivery !== null);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await open(page, `/zoek/${term}`);
    await dismissCookies(page);
    const tile = tileOf(page, product.Name);
    await tile.scrollIntoViewIfNeeded();
    const rating = tile.locator('.product-tile__rating');
    // In view and on top, but for the tile's own name link, which stretches transparently over the whole tile.
    const onTile = (view: Awaited<ReturnType<typeof seen>>) =>
      view.inViewport && (view.uncovered || view.coveredBy === 'a.product-tile__link');
    const view = await seen(rating);
    expect(onTile(view), JSON.stringify(view)).toBe(true);
    const count = product.ReviewCount === 1 ? '1 beoordeling' : `${product.ReviewCount} beoordelingen`;
    const spoken = `${product.Rating!.toLocaleString('nl-NL')} van 5 sterren, ${count}`;
    expect(await tile.getByText(spoken, { exact: true }).count()).toBe(1);
    // Seen: five stars and the count; the stars themselves are hidden from screen readers (the sentence says it).
    expect(view.text.match(/★/g)?.length).toBe(5);
    expect(view.text).toContain(`(${product.ReviewCount})`);
    const promise = await seen(tile.locator('.delivery-note'));
    expect(onTile(promise), JSON.stringify(promise)).toBe(true);
    const delivery = product.Delivery!;
    expect(promise.text).toEqual(
      delivery.IsTomorrow
        ? `Voor ${delivery.Cutoff} besteld, morgen in huis`
        : expect.stringMatching(/^Bezorging vanaf \w+ \d{2}-\d{2}-\d{4}$/),
    );
    await context.close();
  });

  it('adds the chosen quantity from a tile for a customer: the add-to-cart modal, and the cart holds it', async () => {
    const token = await tokenFor(PRIVATE);
    const { hit: product, term } = await tileProduct(orderable);
    await removeFromCart(token, product.Id);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, PRIVATE, `/zoek/${term}`);
    const tile = tileOf(page, product.Name);
    await tile.scrollIntoViewIfNeeded();
    const plus = tile.getByRole('button', { name: 'Eén meer' });
    await plus.click();
    await plus.click();
    expect(await tile.getByRole('spinbutton', { name: `Aantal ${product.Name}` }).inputValue()).toBe('3');
    const add = tile.getByRole('button', { name: `In winkelwagen: ${product.Name}` });
    expect((await seen(add)).seen).toBe(true);
    await add.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect((await seen(dialog)).text).toContain(product.Name);
    await expect.poll(() => quantityInCart(token, product.Id)).toBe(3);
    expect(new URL(page.url()).pathname).toBe(`/zoek/${term}`);
    await removeFromCart(token, product.Id);
    await context.close();
  });

  it('sends an anonymous visitor to the login that says why, then adds the product and returns to the lister', async () => {
    const token = await tokenFor(PRIVATE);
    const { hit: product, term } = await tileProduct(orderable);
    await removeFromCart(token, product.Id);
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await open(page, `/zoek/${term}`);
    await dismissCookies(page);
    const tile = tileOf(page, product.Name);
    await tile.scrollIntoViewIfNeeded();
    await tile.getByRole('button', { name: 'Eén meer' }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/login'),
      tile.getByRole('button', { name: `In winkelwagen: ${product.Name}` }).click(),
    ]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const reason = await seen(page.locator('#login-reason'));
    expect(reason.text).toContain('Log in om te bestellen.');
    expect(reason.seen).toBe(true);
    await page.getByLabel('E-mailadres').fill(PRIVATE);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/zoek/${term}`),
      page.getByRole('button', { name: 'Inloggen', exact: true }).click(),
    ]);
    expect(await quantityInCart(token, product.Id)).toBe(2);
    await removeFromCart(token, product.Id);
    await context.close();
  });
});

describe('product page', () => {
  it("shows the tier prices as a table from the API's price ladder, in the customer's VAT mode", async () => {
    const token = await tokenFor(BUSINESS);
    type Level = { Quantity: number; PriceInclTax: number; PriceExclTax: number; Save: number };
    let found: { Url: string; MoreLessLevels: Level[] } | null = null;
    for (const term of ['hondenvoer', 'kattenvoer', 'snack']) {
      const hits = (await apiData<{ Hits: Summary[] }>(`/meilisearch/v1/default/search?searchTerm=${term}&limit=48`, token)).Hits;
      for (const hit of hits) {
        const detail = await apiData<{ Url: string; MoreLessLevels: Level[] }>(`/aspos/products/url/${hit.Url}`, token);
        if (detail.MoreLessLevels.length > 1) {
          found = detail;
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a product with tiers for the business customer').not.toBeNull();
    const includeVat = (await apiData<{ IncludeVat: boolean }>('/aspos/preference/vat', token)).IncludeVat;
    const euro = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',')}`;
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, BUSINESS, `/product/detail/${found!.Url}`);
    const table = page.getByRole('table');
    await table.scrollIntoViewIfNeeded();
    expect((await seen(table)).seen).toBe(true);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Aantal', 'Prijs per stuk', 'Voordeel']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
    expect(rows).toEqual(
      found!.MoreLessLevels.map((level) => [
        `Vanaf ${level.Quantity} stuks`,
        `${euro(includeVat ? level.PriceInclTax : level.PriceExclTax)} ${includeVat ? 'incl.' : 'excl.'} btw`,
        level.Save > 0 ? `Bespaar ${Math.round(level.Save * 100)}%` : '',
      ]),
    );
    await context.close();
  });

  it('keeps price and In winkelwagen in view on a phone: a buy bar that covers no content, focus or cookie popup', async () => {
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await open(page, `/product/detail/${product.Url}`);
    const bar = page.locator('.buy-bar');
    // While the cookie popup is open, the bar gives way to it.
    expect((await seen(page.locator('.cookie-consent__inner'))).seen).toBe(true);
    expect(await bar.isVisible()).toBe(false);
    await dismissCookies(page);
    // Then, without scrolling: the price and the button, on top.
    await expect.poll(async () => (await seen(bar.getByRole('button', { name: 'In winkelwagen' }))).seen).toBe(true);
    const price = await seen(bar.locator('.buy-bar__price'));
    expect(price.seen).toBe(true);
    expect(price.text).toBe((await page.locator('.pdp__price .price').innerText()).replace(/\s+/g, ' ').trim());
    // The page's own buy box in view: no bar.
    await page.locator('.pdp__buy').evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await expect.poll(() => bar.isVisible()).toBe(false);
    // Every element the keyboard reaches from the top shows on top of the bar, never under it (WCAG 2.4.11).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.isVisible()).toBe(true);
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusShown(page);
      if (focus.what === 'body') continue;
      expect(focus.coveredBy ?? '', `Tab ${i + 1}: ${JSON.stringify(focus)}`).not.toContain('buy-bar');
    }
    // At the very end the footer is not hidden under the bar either (once the cookie choice's toast is gone).
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const credits = await seen(page.locator('.site-footer__credits'));
    expect(credits.seen, JSON.stringify(credits)).toBe(true);
    // The bar's button is the page's add to cart: an anonymous visitor goes to the login that says why.
    await page.evaluate(() => window.scrollTo(0, 0));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('add') === String(product.Id)),
      bar.getByRole('button', { name: 'In winkelwagen' }).click(),
    ]);
    await context.close();
  });

  it('has no buy bar on a wide screen', async () => {
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await open(page, `/product/detail/${product.Url}`);
    await dismissCookies(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.locator('.buy-bar').isVisible()).toBe(false);
    await context.close();
  });
});

describe('review form: the star rating as a radio group', () => {
  it("has one tab stop, chooses with the arrow keys, names each star '1 ster' … '5 sterren' and says what is missing in Dutch", async () => {
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    const { context, page } = await keyboardContext(DESKTOP, PRIVATE);
    await open(page, `/review/${product.Url}`);
    const group = page.getByRole('radiogroup', { name: 'Jouw beoordeling' });
    expect(await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value')))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const [value, name] of [
      ['1', '1 ster'],
      ['2', '2 sterren'],
      ['5', '5 sterren'],
    ]) {
      expect(await group.getByRole('radio', { name, exact: true }).getAttribute('value')).toBe(value);
    }
    // Sending nothing: both messages in Dutch, and the focus on the stars.
    await tabTo(page, { selector: 'button[type="submit"]', name: 'Beoordeling versturen' });
    await page.keyboard.press('Enter');
    await page.locator('.form__error').first().waitFor();
    expect(await page.locator('.form__error').allInnerTexts()).toEqual([
      'Kies een beoordeling van 1 tot 5 sterren.',
      'Het veld is verplicht.',
    ]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('rating');
    await expectFocusShown(page, 'first star after the errors');
    // Arrow keys move through the stars and choose; the stars up to the chosen one fill.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await group.getByRole('radio', { name: '4 sterren', exact: true }).isChecked()).toBe(true);
    await expectFocusShown(page, 'fourth star');
    const filled = await page.locator('.star-rating__icon').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).color));
    expect(filled.filter((color) => color === filled[0]).length).toBe(4);
    expect(filled[4]).not.toBe(filled[0]);
    // One tab stop: the next Tab leaves the stars for the text.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-content');
    await expectFocusShown(page, 'review text');
    await page.keyboard.type('Mijn kat eet het graag.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('status').filter({ hasText: 'Bedankt!' });
    await thanks.waitFor();
    expect((await seen(thanks)).seen).toBe(true);
    await context.close();
  });

  it('works without JavaScript as plain radios', async () => {
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    const context = await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false, viewport: DESKTOP });
    await context.addCookies([necessaryCookiesChosen(), { name: 'toonbank_session', value: await tokenFor(PRIVATE), url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/review/${product.Url}`);
    await tabTo(page, { selector: 'input[name="rating"]' });
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '2 sterren', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Prima voer, zonder JavaScript beoordeeld.');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForLoadState('load'), page.keyboard.press('Enter')]);
    await page.getByText('Bedankt! Je beoordeling wordt getoond zodra die is goedgekeurd.').waitFor();
    await context.close();
  });
});

describe('keyboard only: each main flow without a mouse, the focus visible and the result seen', () => {
  it('searches with the suggestions', async () => {
    const { context, page } = await keyboardContext();
    await open(page, '/');
    await tabTo(page, { selector: '#site-search' });
    await expectFocusShown(page, 'search field');
    await page.keyboard.type('kattenbak');
    const list = page.getByRole('listbox');
    await list.waitFor({ state: 'visible' });
    expect((await seen(list)).seen).toBe(true);
    await page.keyboard.press('ArrowDown');
    const active = await page.locator('#site-search').getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    const chosen = await seen(option);
    expect(chosen.seen, JSON.stringify(chosen)).toBe(true);
    await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.keyboard.press('Enter')]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const heading = await seen(page.locator('main h1'));
    expect(heading.seen).toBe(true);
    await context.close();
  });

  it('filters a lister', async () => {
    const { context, page } = await keyboardContext();
    await open(page, '/product/lister/kat');
    const count = page.locator('.listing__count');
    const before = await count.innerText();
    await tabTo(page, { selector: '.facet input[type="checkbox"]' });
    await expectFocusShown(page, 'first filter');
    const label = (await page.evaluate(() => (document.activeElement?.closest('label') as HTMLElement | null)?.innerText ?? ''))
      .replace(/\s+/g, ' ')
      .trim();
    await Promise.all([page.waitForURL((url) => url.searchParams.has('f')), page.keyboard.press('Space')]);
    await expect.poll(() => count.innerText()).not.toBe(before);
    // The result: fewer products, as many as the filter said, and the filter stays checked.
    const shown = Number((await count.innerText()).replace(/\D/g, ''));
    expect(label).toContain(`(${shown})`);
    expect((await seen(count)).seen).toBe(true);
    expect(await page.locator('.facet input[type="checkbox"]').first().isChecked()).toBe(true);
    await context.close();
  });

  it('adds to the cart on the product page with a chosen quantity', async () => {
    const token = await tokenFor(PRIVATE);
    const product = await simpleProduct(token, ['kattenvoer']);
    await removeFromCart(token, product.Id);
    const { context, page } = await keyboardContext(DESKTOP, PRIVATE);
    await open(page, `/product/detail/${product.Url}`);
    await tabTo(page, { selector: '.pdp__buy .stepper__button', name: 'Eén meer' });
    await expectFocusShown(page, '+ button');
    await page.keyboard.press('Enter');
    expect(await page.locator('#pdp-quantity').inputValue()).toBe('2');
    await tabTo(page, { selector: '.pdp__buy .add-to-cart__button' });
    await expectFocusShown(page, 'In winkelwagen');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect((await seen(dialog)).seen).toBe(true);
    // The focus is in the dialog; the next Tab shows it on the dialog's first control.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await expectFocusShown(page, 'in the add-to-cart dialog');
    await expect.poll(() => quantityInCart(token, product.Id)).toBe(2);
    await closeWithEscape(page, dialog);
    // The dialog gives the focus back in the frame after it leaves the page: wait for that frame.
    await expect
      .poll(() => focusShown(page), { message: 'back on the button' })
      .toMatchObject({ focusVisible: true, ring: true, seen: true });
    await context.close();
  });

  it('changes a quantity in the cart', async () => {
    const token = await tokenFor(PRIVATE);
    const product = await simpleProduct(token, ['kattenvoer']);
    await removeFromCart(token, product.Id);
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: [{ action: 1, productId: product.Id, quantity: 1 }] },
    });
    const { context, page } = await keyboardContext(DESKTOP, PRIVATE);
    await open(page, '/cart');
    const line = page.locator(`[data-testid="cart-line"][data-product-id="${product.Id}"]`);
    const total = page.getByTestId('cart-total');
    const before = await total.innerText();
    await tabTo(page, { selector: `[data-product-id="${product.Id}"] .stepper__button`, name: 'Eén meer' });
    await expectFocusShown(page, '+ in the cart line');
    await page.keyboard.press('Enter');
    expect(await line.getByRole('spinbutton').inputValue()).toBe('2');
    await expect.poll(() => total.innerText()).not.toBe(before);
    await expect.poll(() => quantityInCart(token, product.Id)).toBe(2);
    expect((await seen(line)).seen).toBe(true);
    await expectFocusShown(page, 'still on + after the change');
    await removeFromCart(token, product.Id);
    await context.close();
  });

  it('logs in', async () => {
    const { context, page } = await keyboardContext(MOBILE);
    await open(page, '/login');
    await tabTo(page, { selector: '#login-email' });
    await expectFocusShown(page, 'e-mail field');
    await page.keyboard.type(PRIVATE);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    await expectFocusShown(page, 'password field');
    await page.keyboard.type(DEMO_PASSWORD);
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.keyboard.press('Enter')]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const account = page.locator('header').getByRole('button', { name: /Lotte/ }).first();
    expect((await seen(account)).seen).toBe(true);
    await context.close();
  });
});

describe('accessibility statement (European Accessibility Act)', () => {
  it('is linked from the footer and states the standard, the testing, the limitations and how to reach us', async () => {
    const { context, page } = await keyboardContext(MOBILE);
    await open(page, '/');
    const link = page.locator('footer').getByRole('link', { name: 'Toegankelijkheid', exact: true });
    await link.scrollIntoViewIfNeeded();
    expect((await seen(link)).seen).toBe(true);
    await Promise.all([page.waitForURL(`${baseUrl()}/toegankelijkheid`), link.press('Enter')]);
    await expect.poll(async () => (await page.locator('main h1').innerText()).replace(/\u00ad/g, '')).toBe('Toegankelijkheidsverklaring');
    // The long word fits the phone: wrapped, not cut off or scrolling sideways.
    expect(await page.locator('main h1').evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.locator('main h2').allInnerTexts()).toEqual([
      'Welke norm we volgen',
      'Hoe we dat testen',
      'Bekende beperkingen',
      'Iets niet bruikbaar? Laat het ons weten',
    ]);
    const text = await page.locator('main').innerText();
    expect(text).toContain('WCAG) 2.2 op niveau AA');
    expect(text).toContain('We antwoorden binnen 5 werkdagen');
    expect(await page.locator('main').getByRole('link', { name: /@/ }).count()).toBe(1);
    const results = await new AxeBuilder({ page }).withTags(WCAG22_AA).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it.each([
    ['fr', 'Déclaration d’accessibilité', 'Accessibilité'],
    ['en', 'Accessibility statement', 'Accessibility'],
  ])('reads in %s on the same address', async (locale, title, footerLink) => {
    const { context, page } = await keyboardContext();
    await context.addCookies([{ name: 'toonbank_locale', value: locale, url: baseUrl() }]);
    await open(page, '/toegankelijkheid');
    expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale}`));
    expect((await page.locator('main h1').innerText()).replace(/\u00ad/g, '')).toBe(title);
    expect(await page.locator('footer').getByRole('link', { name: footerLink, exact: true }).count()).toBe(1);
    await context.close();
  });
});
