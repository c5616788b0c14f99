import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, login, newPage, open, DEMO_PASSWORD } from './support/browser.ts';
import { apiData, simpleProduct, tokenFor } from './support/products.ts';
import { dismissCookies, seen } from './support/seen.ts';
import { shopDatabase } from './support/shop-data.ts';

/**
 * Issue 12: the storefront as a demanding Dutch shopper sees it. Every check looks at what a person sees: in the
 * viewport, not covered by something else (elementFromPoint at its centre), its text and order.
 */
const PRIVATE = 'particulier@toonbank.nl';
const REPRESENTATIVE = 'vertegenwoordiger@toonbank.nl';
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('defect 1: search suggestions a shopper can see', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])(
    'shows the suggestion list for “kattenbak” on the home page in view and on top (%s), with one clear button',
    async (_name, viewport) => {
      const { context, page } = await newPage(browser, { viewport });
      await open(page, '/');
      await dismissCookies(page);
      const input = page.locator('#site-search');
      await input.click();
      await input.pressSequentially('kattenbak');
      const list = page.getByRole('listbox');
      await list.waitFor({ state: 'visible' });
      await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(2);
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      // Not clipped by the search field, not covered by the hero: the list itself is at its centre…
      const panel = await seen(list);
      expect(panel, JSON.stringify(panel)).toMatchObject({ seen: true });
      expect(panel.box.height).toBeGreaterThan(150);
      expect(panel.box.x).toBeGreaterThanOrEqual(0);
      expect(panel.box.x + panel.box.width).toBeLessThanOrEqual(viewport.width);
      // …and so are its first and last visible options, whose text names the keyword.
      const first = await seen(list.getByRole('option').first());
      expect(first.seen, JSON.stringify(first)).toBe(true);
      expect(first.text.toLowerCase()).toContain('kattenbak');
      // Clicking an option is possible (it is the topmost element), and it opens its page.
      const box = first.box;
      await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)]);
      await context.close();
    },
  );

  it('offers one clear button: the shop’s own, not the browser’s as well', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await open(page, '/');
    await dismissCookies(page);
    await page.locator('#site-search').fill('kattenbak');
    // A search-type field gets the browser's own '×' beside the shop's: the header field is a text field with a search keyboard.
    expect(await page.locator('#site-search').evaluate((input: HTMLInputElement) => [input.type, input.inputMode])).toEqual([
      'text',
      'search',
    ]);
    const clears = page.getByRole('button', { name: 'Zoekwoord wissen' });
    expect(await clears.count()).toBe(1);
    expect((await seen(clears)).seen).toBe(true);
    await clears.click();
    expect(await page.locator('#site-search').inputValue()).toBe('');
    await context.close();
  });
});

describe('defect 8: anonymous “In winkelwagen”', () => {
  it('says why on the login page, and after logging in adds the product and returns to it', async () => {
    const token = await tokenFor(PRIVATE);
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    const product = await simpleProduct(token, ['kattenvoer', 'hondenvoer', 'snack']);
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const path = `/product/detail/${product.Url}`;
    await open(page, path);
    await dismissCookies(page);
    await page.locator('#pdp-quantity').fill('2');
    await Promise.all([page.waitForURL(/\/login\?/), page.getByRole('button', { name: 'In winkelwagen' }).first().click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const reason = await seen(page.locator('#login-reason'));
    expect(reason.seen).toBe(true);
    expect(reason.text).toBe('Log in om te bestellen. Nog geen klant? Vraag een account aan.');
    expect(await page.getByRole('link', { name: 'Vraag een account aan.' }).getAttribute('href')).toBe('/login/new-account');
    await page.getByLabel('E-mailadres').fill(PRIVATE);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await Promise.all([page.waitForURL(`${baseUrl()}${path}`), page.getByRole('button', { name: 'Inloggen', exact: true }).click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    // Back on the product page, the product in the cart with the chosen quantity; the header counts it.
    const cart = await apiData<{ CartLines: { ProductId: number; Quantity: number }[] }>('/aspos/cart', token);
    expect(cart.CartLines.find((l) => l.ProductId === product.Id)?.Quantity).toBe(2);
    await expect.poll(() => page.locator('.cart-badge').innerText()).toBe('2');
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await context.close();
  });

  it('keeps the plain login text when the visitor just logs in', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/login');
    expect(await page.locator('#login-reason').count()).toBe(0);
    expect(await page.locator('.auth-card__intro').first().innerText()).toContain('Log in om je nettoprijzen');
    await context.close();
  });
});

describe('defect 9: no sign-up prompts for customers', () => {
  const prompts = async (page: Page) => ({
    footer: await page.getByText('Nieuwe klant worden?').count(),
    button: await page.getByRole('link', { name: /Aanmelden als klant/ }).count(),
    topMenu: await page.getByRole('link', { name: 'Zakelijk klant worden' }).count(),
  });

  it('invites an anonymous visitor to become a customer', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/');
    const found = await prompts(page);
    expect(found.footer).toBe(1);
    expect(found.button).toBe(1);
    expect(found.topMenu).toBeGreaterThan(0);
    await context.close();
  });

  it.each([PRIVATE, REPRESENTATIVE])('shows %s no invitation to become a customer', async (email) => {
    const { context, page } = await newPage(browser);
    await login(page, email, '/klantenservice');
    // The page after the login, once its data has settled (under load the header shows the user a moment later).
    await expect
      .poll(() =>
        page
          .locator('header')
          .getByText(/^Hallo, /)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await prompts(page)).toEqual({ footer: 0, button: 0, topMenu: 0 });
    await open(page, '/');
    expect(await prompts(page)).toEqual({ footer: 0, button: 0, topMenu: 0 });
    await context.close();
  });
});

describe('defect 10: acting for a customer is always visible', () => {
  it('shows “Je bestelt namens <company>” whole, in view while scrolling, on mobile and desktop; “Stoppen” ends it', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, REPRESENTATIVE, '/impersonation');
    const choose = page.getByRole('button', { name: /^Bestel namens / }).first();
    const label = (await choose.getAttribute('aria-label')) ?? (await choose.innerText());
    const company = label.replace(/^Bestel namens /, '').trim();
    expect(company.length).toBeGreaterThan(3);
    await Promise.all([page.waitForURL(`${baseUrl()}/`), choose.click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/product/lister/hond']) {
        await open(page, path);
        const bar = page.getByRole('region', { name: 'Namens een klant bestellen' });
        let view = await seen(bar.locator('.acting-bar__text'));
        expect(view, `${path} at ${viewport.width}`).toMatchObject({ seen: true, unclipped: true, text: `Je bestelt namens ${company}` });
        await page.mouse.wheel(0, 2500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
        view = await seen(bar.locator('.acting-bar__text'));
        expect(view.seen, `${path} at ${viewport.width} scrolled`).toBe(true);
        expect((await seen(bar.getByRole('button', { name: 'Stoppen' }))).seen).toBe(true);
      }
    }
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.getByRole('button', { name: 'Stoppen' }).click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('.acting-bar').count()).toBe(0);
    await context.close();
  });
});

describe('defect 11: smaller things', () => {
  it('says “Deze link is verlopen” for a used or expired reset link and offers a new one', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/myaccount/resetpassword/redirect?token=al-gebruikt-of-verlopen');
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deze link is verlopen');
    expect(await page.locator('main').innerText()).toContain('Vraag hieronder een nieuwe link aan.');
    await page.getByLabel('E-mailadres').fill(PRIVATE);
    await page.getByRole('button', { name: 'Nieuwe link aanvragen' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/e-mail/i);
    await context.close();
  });

  it('shows the category trail in the product page’s breadcrumb', async () => {
    const token = await tokenFor(PRIVATE);
    const product = await simpleProduct(token, ['kattenvoer', 'hondenvoer', 'snack']);
    const detail = await apiData<{ WebNodeIds: number[]; Name: string }>(`/aspos/products/url/${encodeURIComponent(product.Url)}`);
    const node = await apiData<{ Url: string }>(`/aspos/webnodes/${String(detail.WebNodeIds[0])}`);
    const full = await apiData<{ Name: string; Ancestors: { Name: string }[] }>(`/aspos/webnodes/url/${encodeURIComponent(node.Url)}`);
    const { context, page } = await newPage(browser);
    await open(page, `/product/detail/${product.Url}`);
    const crumbs = await page.locator('.breadcrumbs__item').allInnerTexts();
    expect(crumbs.map((c) => c.trim())).toEqual(['Home', ...full.Ancestors.map((a) => a.Name), full.Name, detail.Name]);
    expect(crumbs.length).toBeGreaterThanOrEqual(4);
    // The categories are links to their listers.
    expect(await page.locator('.breadcrumbs__item a[href^="/product/lister/"]').count()).toBe(full.Ancestors.length + 1);
    await context.close();
  });
});

describe('defect 7: one number of stores everywhere', () => {
  it('counts nine stores in the top bar, on /over-ons, on /vestigingen and in the product page’s stock tab; the distribution centre is shown as such', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await open(page, '/');
    expect(await page.locator('.topbar').innerText()).toContain('9 winkels in Nederland');
    await open(page, '/over-ons');
    const about = await page.locator('main').innerText();
    expect(about).toContain('9 winkels');
    expect(about).not.toMatch(/\b(8|10) winkels/);
    await open(page, '/vestigingen');
    expect(await page.getByTestId('store-card').count()).toBe(9);
    expect(await page.locator('.stores-page__toolbar').innerText()).toContain('9 winkels');
    const centre = page.getByTestId('centre-card');
    expect(await centre.innerText()).toContain('Distributiecentrum');
    expect(await centre.innerText()).toContain('Geen winkel');
    expect(await page.getByRole('heading', { name: 'Ons distributiecentrum' }).count()).toBe(1);
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    await open(page, `/product/detail/${product.Url}`);
    await page.getByRole('tab', { name: 'Winkelvoorraad' }).click();
    await expect.poll(() => page.getByRole('tabpanel').locator('.store-stock__row').count()).toBe(9);
    expect(await page.getByRole('tabpanel').innerText()).toContain('Breda');
    await context.close();
  });
});

describe('defect 6: French and English pages without Dutch chrome, grammar with numbers by plural rules', () => {
  /** The text of header, menus and footer outside elements marked lang="nl". */
  async function chromeText(page: Page): Promise<string> {
    return page.evaluate(() => {
      const parts: string[] = [];
      for (const root of document.querySelectorAll('header, footer, .breadcrumb-bar')) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest('[lang="nl"]')) parts.push(node.textContent ?? '');
        }
      }
      return parts.join(' ');
    });
  }
  const DUTCH_CHROME =
    /\b(Gratis verzending|winkels in Nederland|Klantenservice|Aanbiedingen|Hond|Kat|Knaagdier|Merken|Nieuws|Zakelijk klant worden|Bestelling uploaden|Over ons|Veelgestelde vragen|Nieuwe klant worden|Inloggen|Winkelwagen)\b/;

  async function inLanguage(locale: 'fr' | 'en', viewport = DESKTOP) {
    const { context, page } = await newPage(browser, { viewport });
    await context.addCookies([{ name: 'toonbank_locale', value: locale, url: baseUrl() }]);
    return { context, page };
  }

  it('shows the French home page with French USPs, menus, banners and footer, and no Dutch left in them', async () => {
    const { context, page } = await inLanguage('fr');
    await open(page, '/');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^fr/);
    const chrome = await chromeText(page);
    expect(chrome).toContain('Livraison gratuite dès 30 €');
    expect(chrome).toContain('9 magasins aux Pays-Bas');
    expect(chrome).toContain('Chien');
    expect(chrome).toContain('Service client');
    expect(chrome.match(DUTCH_CHROME)?.[0] ?? null).toBeNull();
    // The hero speaks French too (its picture carries Dutch lettering, so the French text is shown).
    const hero = await seen(page.locator('.hero__slide.is-active .hero__title'));
    expect(hero).toMatchObject({ seen: true, text: 'Commandé avant 22h00, livré demain' });
    // Product labels in French ('Nouveau', 'Promo 11-2026'), not the Dutch 'Nieuw', 'Actie 11-2026', 'Op=op'.
    const labels = await page.locator('.product-tile__label').allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /^(Nieuw|Op=op|Actie|Gratis|Voordeelverpakking)\b/.test(label))).toEqual([]);
    // What stays Dutch (product names) is marked as Dutch.
    const names = page.locator('.product-tile__name');
    expect(await names.count()).toBeGreaterThan(0);
    expect(await names.first().getAttribute('lang')).toBe('nl');
    await context.close();
  });

  it('shows a French category page: name, subcategories, facet headings and a plural count in French', async () => {
    const { context, page } = await inLanguage('fr');
    await open(page, '/product/lister/hond');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Chien');
    expect(await page.locator('.breadcrumbs__item').last().innerText()).toBe('Chien');
    expect(await page.locator('main').innerText()).toContain('Alimentation');
    expect(await page.locator('legend.facet__title').allInnerTexts()).toEqual(expect.arrayContaining(['Marque', 'Catégorie']));
    expect(await page.locator('.listing__count').innerText()).toMatch(/^\d+ produits$/);
    expect((await chromeText(page)).match(DUTCH_CHROME)?.[0] ?? null).toBeNull();
    // The category facet names the categories in French too (its values were Dutch: 'Droogvoer', 'Natvoer').
    const categories = page
      .locator('fieldset.facet', { has: page.locator('legend', { hasText: 'Catégorie' }) })
      .locator('.facet__value span:not(.facet__count)');
    const names = await categories.allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['Croquettes']));
    expect(names.filter((name) => /\b(Droogvoer|Natvoer|Puppyvoer|Seniorvoer|Snacks & kauwartikelen|Manden)\b/.test(name))).toEqual([]);
    expect(await categories.evaluateAll((nodes) => nodes.filter((n) => n.closest('[lang="nl"]')).length)).toBe(0);
    await context.close();
  });

  it('names search suggestions in English, marking a product name without translation lang="nl"', async () => {
    const { context, page } = await inLanguage('en');
    await open(page, '/');
    await dismissCookies(page);
    const input = page.locator('#site-search');
    await input.click();
    await input.pressSequentially('droogvoer');
    const list = page.getByRole('listbox');
    await list.waitFor({ state: 'visible' });
    type Suggestions = { Categories: { List: { Name: string }[] }; Products: { List: { Name: string; Language: string }[] } };
    const response = await fetch(`${baseUrl()}/api/meilisearch/v1/multi-search?searchTerm=droogvoer&limit=5`, {
      headers: { 'x-language': 'en' },
    });
    const expected = ((await response.json()) as { Data: Suggestions }).Data;
    // English category names, the parent telling the dog's dry food from the cat's.
    const categories = await list.getByRole('group', { name: 'Categories' }).getByRole('option').allInnerTexts();
    expect(categories).toEqual(expected.Categories.List.map((c) => c.Name));
    expect(categories).toEqual(expect.arrayContaining(['Dog › Dry food', 'Cat › Dry food']));
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
    expect(await products.allInnerTexts()).toEqual(expected.Products.List.map((p) => p.Name));
    const marked = await products.evaluateAll((nodes) => nodes.map((n) => n.querySelector('[lang="nl"]') !== null));
    expect(marked).toEqual(expected.Products.List.map((p) => p.Language === 'nl'));
    await context.close();
  });

  it('says the unit price in English: “per piece”, not “per stuk”', async () => {
    const db = await shopDatabase();
    const { rows } = await db.query<{ url: string }>(
      `select url from products where unit = 'stuk' and unit_content > 0 and is_active and is_viewable and type = 'Product' and 'B' = any(publication_codes) order by id limit 1`,
    );
    await db.end();
    const { context, page } = await inLanguage('en');
    await open(page, `/product/detail/${rows[0]!.url}`);
    const unitPrice = await seen(page.locator('.pdp__unit-price'));
    expect(unitPrice).toMatchObject({ seen: true });
    expect(unitPrice.text).toMatch(/ per piece$/);
    expect(await page.locator('main').innerText()).not.toMatch(/\bper stuk\b/);
    await context.close();
  });

  it('shows the FAQ in English, questions and answers, none marked Dutch', async () => {
    const { context, page } = await inLanguage('en');
    await open(page, '/klantenservice');
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe('Ordering');
    const first = page.locator('.faq-list__question').first();
    expect(await first.innerText()).toBe('Do I need an account to order?');
    expect(await page.locator('.faq-list [lang="nl"]').count()).toBe(0);
    expect(await page.locator('.faq-list__item[lang="nl"]').count()).toBe(0);
    // The disclosure shows an icon and opens with the keyboard.
    expect(await first.locator('svg').count()).toBe(1);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.faq-list__item').first().getAttribute('open')).toBe('');
    expect(await page.locator('.faq-list__answer').first().innerText()).toContain('customer account');
    await context.close();
  });

  it('shows the news in French: categories, cards and an article, none of it marked Dutch', async () => {
    const { context, page } = await inLanguage('fr');
    await open(page, '/nieuws');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Actualités');
    expect(await page.locator('.news-page__categories a').allInnerTexts()).toEqual(
      expect.arrayContaining(['Tous les articles', 'Conseils', 'Événements']),
    );
    const card = page.locator('.news-card', { has: page.locator('a[href="/nieuws/detail/nieuwe-winkel-in-breda-geopend"]') });
    expect(await card.innerText()).toContain('Nouveau magasin ouvert à Breda');
    expect(await card.innerText()).toContain('Notre neuvième magasin a ouvert ses portes sur la Haagweg.');
    expect(await page.locator('main [lang="nl"]').count()).toBe(0);
    await card.getByRole('link').click();
    await page.waitForURL(/\/nieuws\/detail\/nieuwe-winkel-in-breda-geopend$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Nouveau magasin ouvert à Breda');
    expect(await page.locator('article').innerText()).toContain('salon de toilettage');
    expect(await page.locator('.breadcrumbs__item').allInnerTexts()).toContain('Actualités');
    // Only the tags (the Dutch words of their addresses) are Dutch, and marked so.
    expect(await page.locator('article [lang="nl"]').evaluateAll((nodes) => nodes.map((n) => n.className))).toEqual(['news-detail__tags']);
    await context.close();
  });

  it('shows an English news item without a translation in Dutch, marked lang="nl", beside English ones', async () => {
    const db = await shopDatabase();
    const name = 'vijf-tips-voor-een-gezonde-kattenbak';
    const [{ en }] = (await db.query<{ en: unknown }>(`select translations->'en' as en from news_items where name = $1`, [name])).rows as [
      { en: unknown },
    ];
    await db.query(`update news_items set translations = translations - 'en' where name = $1`, [name]);
    try {
      const { context, page } = await inLanguage('en');
      await open(page, '/nieuws/tips');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Tips & advice');
      const dutch = page.locator('.news-card', { has: page.locator(`a[href="/nieuws/detail/${name}"]`) });
      expect(await dutch.locator('h2').innerText()).toBe('Vijf tips voor een gezonde kattenbak');
      expect(await dutch.locator('h2').getAttribute('lang')).toBe('nl');
      expect(await dutch.locator('.news-card__meta').innerText()).toMatch(/^Published on /);
      const english = page.locator('.news-card', { has: page.locator('a[href="/nieuws/detail/zo-kies-je-het-juiste-puppyvoer"]') });
      expect(await english.locator('h2').innerText()).toBe('How to choose the right puppy food');
      expect(await english.locator('h2').getAttribute('lang')).toBeNull();
      await context.close();
    } finally {
      await db.query(`update news_items set translations = jsonb_set(translations, '{en}', $2::jsonb) where name = $1`, [
        name,
        JSON.stringify(en),
      ]);
      await db.end();
    }
  });

  it('shows English menus and marks the Dutch product name on an English product page', async () => {
    const { context, page } = await inLanguage('en');
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    await open(page, `/product/detail/${product.Url}`);
    const chrome = await chromeText(page);
    expect(chrome).toContain('Dog');
    expect(chrome).toContain('Cat');
    expect(chrome.match(DUTCH_CHROME)?.[0] ?? null).toBeNull();
    // A product with an English translation shows it; one without keeps its Dutch name, marked lang="nl".
    const h1 = page.getByRole('heading', { level: 1 });
    expect((await h1.getAttribute('lang')) === 'nl').toBe((await h1.innerText()) === product.Name);
    await context.close();
  });

  it('says “Per stuk te bestellen” for a product sold per piece, never “Per 1 stuks”', async () => {
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    const { context, page } = await newPage(browser);
    await open(page, `/product/detail/${product.Url}`);
    const hint = await page.locator('#pdp-quantity-hint').innerText();
    expect(hint).toMatch(/^Per stuk te bestellen, maximaal \d+\.$/);
    expect(await page.locator('main').innerText()).not.toMatch(/\b1 (stuks|sterren|klanten|beoordelingen|producten)\b/);
    await context.close();
  });
});

describe('defect 2: search relevance as a shopper sees it', () => {
  async function firstNames(page: Page, path: string, count = 6): Promise<string[]> {
    await open(page, path);
    return (await page.locator('.listing__grid .product-tile__name').allInnerTexts()).slice(0, count);
  }

  it('shows dog food first for “hondenvoer”, the same for the typo “hondevoer”, no storage bins or bowls', async () => {
    const { context, page } = await newPage(browser);
    const correct = await firstNames(page, '/zoek/hondenvoer');
    expect(correct).toHaveLength(6);
    expect(correct.filter((name) => /voerton|voerbak|container/i.test(name))).toEqual([]);
    expect(await firstNames(page, '/zoek/hondevoer')).toEqual(correct);
    // And via the header search, as typed: the first result is on the page, in view.
    await open(page, '/');
    await dismissCookies(page);
    await page.locator('#site-search').fill('hond voer');
    await Promise.all([page.waitForURL(/\/zoek\/hond-voer/), page.locator('#site-search').press('Enter')]);
    await page.waitForSelector('html[data-hydrated="true"]');
    const first = page.locator('.listing__grid .product-tile__name').first();
    expect(await first.innerText()).not.toMatch(/voerton|voerbak/i);
    await context.close();
  });
});

describe('finish: quantity steppers on the product page and in the cart', () => {
  it('steps the product page quantity with − and + by keyboard, named for screen readers, never below the minimum', async () => {
    const product = await simpleProduct(await tokenFor(PRIVATE), ['kattenvoer']);
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await open(page, `/product/detail/${product.Url}`);
    await dismissCookies(page);
    const quantity = page.locator('#pdp-quantity');
    const more = page.getByRole('button', { name: 'Eén meer' });
    const fewer = page.getByRole('button', { name: 'Eén minder' });
    expect(await more.getAttribute('aria-controls')).toBe('pdp-quantity');
    await more.scrollIntoViewIfNeeded();
    expect((await seen(more)).seen).toBe(true);
    expect((await seen(fewer)).seen).toBe(true);
    expect(await quantity.inputValue()).toBe('1');
    await more.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await quantity.inputValue()).toBe('3');
    await fewer.click();
    await fewer.click();
    await fewer.click();
    expect(await quantity.inputValue()).toBe('1');
    // The field still takes typing and arrow keys.
    await quantity.fill('4');
    await quantity.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('5');
    await context.close();
  });

  it('steps a cart line with + and the cart total follows', async () => {
    const token = await tokenFor(PRIVATE);
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    const product = await simpleProduct(token, ['kattenvoer']);
    await fetch(`${baseUrl()}/api/aspos/cart/lines/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ changes: [{ action: 1, productId: product.Id, quantity: 1 }] }),
    });
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await login(page, PRIVATE, '/cart');
    const line = page.getByTestId('cart-line').first();
    const before = await page.getByTestId('cart-total').innerText();
    const more = line.getByRole('button', { name: 'Eén meer' });
    expect((await seen(more)).seen).toBe(true);
    await more.click();
    expect(await line.locator('input[name="quantity"]').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-total').innerText()).not.toBe(before);
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await context.close();
  });
});
