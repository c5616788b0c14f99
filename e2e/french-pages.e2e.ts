import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launchBrowser, login as loginAs, necessaryCookiesChosen, newPage, open } from './support/browser.ts';
import { apiAs, simpleProduct, tokenFor } from './support/products.ts';
import { ownCustomer, shopDatabase } from './support/shop-data.ts';

/**
 * A French visitor sees no Dutch in the shop's own words (the language audit after "French pages half Dutch"): the
 * content page's <title>, the store map's credit and buttons, the store banner's picture with Dutch lettering, the
 * checkout's pickup stores, a store purchase's payment methods, and the pages after a login that changes the language
 * (no message ids). Catalogue data without a translation stays Dutch on purpose (marked lang="nl") and is not
 * checked here.
 */
const CUSTOMER = 'client-francais@e2e.test';
const PRIVATE = 'particulier@toonbank.nl';

/** Dutch words of the shop's own texts that were shown to French visitors; none of them is French. */
const DUTCH = /\b(Gesloten|opent|Nu open|bijdragers|Bezorging|Uitzoomen|Inzoomen|morgen om|vandaag om)\b/;
/** ':', ';', '!' or '?' after a letter with no (narrow) no-break space before it: French wants one ('Commander\u202F: Livraison'). */
const FRENCH_PUNCTUATION_WITHOUT_SPACE = /[\p{L}\p{N})][:;!?](?=\s|$)/u;
/** A message id where a message belongs ('home.heading', 'identity.menu.details'). */
const MESSAGE_ID = /\b(?:home|cart|product|account|identity|checkout|stores|lists|nav|footer|search|tile)\.[a-z][A-Za-z.]*\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const locale = (value: string) => ({ name: 'toonbank_locale', value, url: baseUrl() });

/** The page's own words (in `within`): headings, labels, buttons, links and the head, outside fragments marked as Dutch data. */
async function chrome(page: Page, within = 'html'): Promise<string> {
  return page.evaluate((root) => {
    const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    for (const element of document
      .querySelector(root)!
      .querySelectorAll('h1, h2, h3, label, legend, button, a, p, dt, dd, span, [title], [aria-label]')) {
      if (element.closest('[lang="nl"]')) continue;
      texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
      if (element.children.length === 0) texts.push(element.textContent ?? '');
    }
    return texts.join('\n');
  }, within);
}

async function frenchPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await context.addCookies([necessaryCookiesChosen(), locale('fr')]);
  return { page, close: () => context.close() };
}

describe('French pages', { timeout: 90_000 }, () => {
  it('give a translated content page its own <title> and description, and the store map French credits, buttons and Leaflet link title', async () => {
    const { page, close } = await frenchPage();
    await open(page, '/bezorging');
    expect(await page.title()).toBe('Livraison | Toonbank');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Commandé avant 22h00, livré le jour ouvrable suivant.',
    );
    expect(await chrome(page)).not.toMatch(DUTCH);

    // Map tiles never load here: the credit and the zoom buttons come with the map all the same.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    await open(page, '/vestigingen');
    await expect.poll(() => page.locator('.leaflet-control-attribution').innerText()).toContain('© contributeurs d’OpenStreetMap');
    expect(await page.locator('.leaflet-control-zoom-in').getAttribute('title')).toBe('Zoom avant');
    expect(await page.locator('.leaflet-control-zoom-out').getAttribute('title')).toBe('Zoom arrière');
    // Leaflet's own link names the library in French too (its default title is English).
    const leaflet = page.locator('.leaflet-control-attribution a[href="https://leafletjs.com"]');
    expect(await leaflet.getAttribute('title')).toBe('Une bibliothèque JavaScript de cartes interactives');
    expect(await leaflet.innerText()).toBe('Leaflet');
    // The store banner in French words, without the demo picture's Dutch lettering ('Kom langs in een van onze winkels').
    expect(await page.locator('.page-banners').innerText()).toContain('Passez dans l’un de nos magasins');
    expect(await page.locator('.page-banners img').count()).toBe(0);
    expect(await chrome(page)).not.toMatch(DUTCH);
    await close();
  });

  it('log a Dutch-speaking customer in without message ids, and show the checkout’s pickup stores in French, with French punctuation', async () => {
    await ownCustomer(CUSTOMER);
    const token = await tokenFor(CUSTOMER);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    const product = await simpleProduct(token);
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: [{ action: 1, productId: product.Id, quantity: 1 }] },
    });

    // The login form in French; the account speaks Dutch, so the shop continues in Dutch (§4), with its words.
    const { page, close } = await frenchPage();
    await open(page, '/login?redirect=%2Faccount%2Fdetails');
    await page.getByLabel('Adresse e-mail').fill(CUSTOMER);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await Promise.all([
      page.waitForURL(`${baseUrl()}/account/details`),
      page.getByRole('button', { name: 'Se connecter', exact: true }).click(),
    ]);
    await page.waitForSelector('html[lang="nl"][data-hydrated="true"]');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Mijn gegevens');
    expect(await page.title()).toBe('Mijn gegevens | Toonbank');
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);

    // Back to French with the switcher; the pickup stores of the delivery step say when they open in French.
    await page.getByRole('button', { name: 'Français' }).click();
    await page.waitForSelector('html[lang="fr"][data-hydrated="true"]');
    await open(page, '/checkout?step=delivery');
    const facts = page.locator('.checkout-store__facts');
    expect(await facts.count()).toBeGreaterThan(0);
    for (const text of await facts.allTextContents()) expect(text).toMatch(/^(Ouvert jusqu’à|Fermé)/);
    expect(await chrome(page)).not.toMatch(DUTCH);
    // French typography: a narrow no-break space before a colon, in the shop's own joins too ('Commander\u202F: Livraison').
    expect(await page.locator('h1').innerText()).toBe('Commander\u202F: Livraison ou retrait');
    // The page's own words (the footer's builder credit is the shop setting's Dutch text).
    expect((await chrome(page, 'main')).split('\n').filter((line) => FRENCH_PUNCTUATION_WITHOUT_SPACE.test(line))).toEqual([]);
    await close();
  });

  it('show a brand’s description in French, and one without a translation as Dutch marked lang="nl"', async () => {
    const { page, close } = await frenchPage();
    await open(page, '/merken/polderbrok');
    const description = page.locator('.listing__brand p');
    expect(await description.innerText()).toBe('Des croquettes honnêtes des polders hollandais, cuites en Frise.');
    expect(await description.getAttribute('lang')).toBeNull();
    const db = await shopDatabase();
    const { rows } = await db.query<{ translations: unknown }>(`select translations from brands where url = 'kwispelkracht'`);
    try {
      await db.query(`update brands set translations = '{}' where url = 'kwispelkracht'`);
      await open(page, '/merken/kwispelkracht');
      expect(await description.innerText()).toBe('Voeding voor actieve honden die elke dag willen rennen.');
      expect(await description.getAttribute('lang')).toBe('nl');
    } finally {
      await db.query(`update brands set translations = $1 where url = 'kwispelkracht'`, [rows[0]!.translations]);
      await db.end();
    }
    await close();
  });

  it('name the payment methods of a store purchase in French', async () => {
    // Logged in on the Dutch login page (the account speaks Dutch), then French as with the switcher.
    const { context, page } = await newPage(browser);
    await context.addCookies([necessaryCookiesChosen()]);
    await loginAs(page, PRIVATE, '/account/purchases');
    await context.addCookies([locale('fr')]);
    await open(page, '/account/purchases');
    const href = await page.locator('main a[href^="/account/purchases/detail/"]').first().getAttribute('href');
    await open(page, href!);
    const payments = await page.locator('[aria-labelledby="purchase-payments"] li').allTextContents();
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) expect(payment).toMatch(/^(Carte bancaire|Espèces|Monnaie rendue|Carte cadeau|Points fidélité): /);
    await context.close();
  });
});
