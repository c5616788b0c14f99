import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeWithEscape, launchBrowser, login, newPage, open, seriousViolations, DEMO_PASSWORD } from './support/browser.ts';
import { searchHits, simpleProduct as findSimpleProduct } from './support/products.ts';
import { dismissCookies } from './support/seen.ts';

/**
 * The cart (§2 /cart, add-to-cart, size-selection and ingredients modals):
 * log in, add from the product page, the header count, change and remove on
 * the cart page; a product with sizes asks for the size first. Dialogs are
 * keyboard operable and every page is axe clean.
 */
const EMAIL = 'particulier@toonbank.nl';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl()}/api/aspos/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  token = ((await response.json()) as { Token: string }).Token;
});
afterAll(() => browser?.close());

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { Data: T }).Data;
}

const hits = (term: string) => searchHits(term, token);
const simpleProduct = () => findSimpleProduct(token);

/** A virtual product whose Size variants include an orderable one. */
async function sizedProduct(): Promise<{ url: string; sizes: string[] }> {
  for (const term of ['hondenvoer', 'kattenvoer', 'halsband', 'mand', 'riem', 'kussen']) {
    for (const hit of (await hits(term)).filter((h) => h.IsVirtual)) {
      const detail = await api<{ Variants: { ConnectionType: string; IsOrderable: boolean; Size: string | null; Name: string }[] }>(
        `/aspos/products/url/${encodeURIComponent(hit.Url)}`,
      );
      const sizes = detail.Variants.filter((v) => v.ConnectionType === 'Size');
      if (sizes.some((s) => s.IsOrderable)) return { url: hit.Url, sizes: sizes.filter((s) => s.IsOrderable).map((s) => s.Size ?? s.Name) };
    }
  }
  throw new Error('no demo product with sizes found');
}

const cartLink = (page: Page) => page.locator('a.header-action--cart .cart-badge').first();

describe('cart', () => {
  it('sends an anonymous visitor who adds to the cart to login and back', async () => {
    const product = await simpleProduct();
    const { context, page } = await newPage(browser);
    const path = `/product/detail/${product.Url}`;
    await open(page, path);
    await dismissCookies(page);
    expect(await cartLink(page).innerText()).toBe('0');
    await Promise.all([page.waitForURL(/\/login\?redirect=/), page.getByRole('button', { name: 'In winkelwagen' }).click()]);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    await context.close();
  });

  it('adds 2 from the product page, shows the modal and the count, then changes and removes on /cart', async () => {
    const product = await simpleProduct();
    const { context, page } = await newPage(browser);
    const path = `/product/detail/${product.Url}`;
    await login(page, EMAIL, path);
    // Start from an empty cart whatever earlier runs left.
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await open(page, path);
    await page.getByLabel('Aantal').fill('2');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Toegevoegd aan je winkelwagen');
    expect(await dialog.innerText()).toContain(product.Name);
    expect(await dialog.getByTestId('added-quantity').innerText()).toBe('2');
    expect(await dialog.innerText()).toMatch(/€ \d+,\d{2}/);
    await expect.poll(() => cartLink(page).innerText()).toBe('2');
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard: focus is inside the dialog, Escape closes it and focus returns to the add button.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await closeWithEscape(page, dialog);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('In winkelwagen');
    // Add once more and go on with 'Naar winkelwagen'.
    await page.getByLabel('Aantal').fill('1');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await dialog.waitFor();
    await Promise.all([page.waitForURL(`${baseUrl()}/cart`), dialog.getByRole('link', { name: 'Naar winkelwagen' }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Winkelwagen');
    const line = page.getByTestId('cart-line');
    expect(await line.count()).toBe(1);
    expect(await line.innerText()).toContain(product.Name);
    const quantity = page.getByLabel(`Aantal van ${product.Name}`);
    expect(await quantity.inputValue()).toBe('3');
    expect(await page.getByTestId('cart-total').innerText()).toMatch(/€ \d+,\d{2}/);
    expect(await page.locator('.cart__summary').innerText()).toMatch(/Btw/);
    // What is missing for free shipping (settings: free from € 30 incl. VAT), as the server computes it.
    const summary = await api<{ RemainingForFreeShipping: number }>('/aspos/cart');
    const freeShipping = (await page.getByTestId('free-shipping').innerText()).replace(/\s/g, ' ');
    expect(freeShipping).toBe(
      summary.RemainingForFreeShipping > 0
        ? `Nog € ${summary.RemainingForFreeShipping.toFixed(2).replace('.', ',')} tot gratis verzending`
        : 'Je bestelling wordt gratis bezorgd.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    // Change the quantity (sent with the next batch, a second after the last change).
    await quantity.fill('5');
    await page.getByRole('button', { name: 'Bijwerken' }).click();
    await expect.poll(() => cartLink(page).innerText(), { timeout: 10_000 }).toBe('5');
    await expect.poll(() => quantity.inputValue()).toBe('5');
    // Remove the line: the empty state at once, count 0 once the batch is saved.
    await page.getByRole('button', { name: `${product.Name} verwijderen` }).click();
    await page.getByText('Je winkelwagen is leeg.').waitFor();
    await expect.poll(() => cartLink(page).innerText(), { timeout: 10_000 }).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows quick changes at once and sends them as one batch after a second, with totals as the server computes them', async () => {
    const first = await simpleProduct();
    const second = (await hits('kattenvoer')).find(
      (h) =>
        h.Url !== first.Url && h.IsOrderable && !h.IsVirtual && h.PurchaseUnitFactor === 1 && h.StockQuantity >= 20 && h.MaxInCart === null,
    )!;
    expect(second).toBeDefined();
    const { context, page } = await newPage(browser);
    await login(page, EMAIL, '/cart');
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    const ids: number[] = [];
    for (const hit of [first, second]) {
      const detail = await api<{ Id: number }>(`/aspos/products/url/${encodeURIComponent(hit.Url)}`);
      ids.push(detail.Id);
    }
    await fetch(`${baseUrl()}/api/aspos/cart/lines/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ changes: ids.map((productId) => ({ action: 1, productId, quantity: 1 })) }),
    });
    await open(page, '/cart');
    await page.waitForSelector('html[data-hydrated="true"]');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/cart')) posts.push(request.postData() ?? '');
    });
    const firstQuantity = page.getByLabel(`Aantal van ${first.Name}`);
    const firstLine = page.getByTestId('cart-line').filter({ hasText: first.Name });
    const serverTotal = await page.getByTestId('cart-total').innerText();
    const serverLineTotal = await firstLine.locator('.cart-line__total').innerText();
    // Three quick changes: the displayed copy follows each at once, nothing is sent yet.
    await firstQuantity.fill('3');
    await firstQuantity.fill('4');
    await page.getByRole('button', { name: `${second.Name} verwijderen` }).click();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(await firstLine.locator('.cart-line__total').innerText()).not.toBe(serverLineTotal);
    expect(await page.getByTestId('cart-total').innerText()).not.toBe(serverTotal);
    expect(posts).toEqual([]);
    expect(await page.getByRole('status').filter({ hasText: 'Je wijzigingen worden opgeslagen' }).count()).toBe(1);
    // One batch with absolute quantities, then the page shows the server's cart and says so.
    await page.getByRole('status').filter({ hasText: 'Je winkelwagen is bijgewerkt.' }).waitFor({ timeout: 10_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain('batch');
    const cart = await api<{ TotalInclTax: number; CartLines: { ProductId: number; Quantity: number }[] }>('/aspos/cart');
    expect(cart.CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([[ids[0], 4]]);
    const euros = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',')}`;
    expect((await page.getByTestId('cart-total').innerText()).replace(/\s/g, ' ')).toBe(euros(cart.TotalInclTax));
    expect(await firstQuantity.inputValue()).toBe('4');
    await expect.poll(() => cartLink(page).innerText()).toBe('4');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('resets the displayed copy when the batch fails', async () => {
    const product = await simpleProduct();
    const { context, page } = await newPage(browser);
    await login(page, EMAIL, '/cart');
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    const detail = await api<{ Id: number }>(`/aspos/products/url/${encodeURIComponent(product.Url)}`);
    await fetch(`${baseUrl()}/api/aspos/cart/lines/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ changes: [{ action: 1, productId: detail.Id, quantity: 2 }] }),
    });
    await open(page, '/cart');
    await page.waitForSelector('html[data-hydrated="true"]');
    const total = await page.getByTestId('cart-total').innerText();
    // The shop answers nothing useful: the batch fails on the way.
    await page.route('**/cart.data*', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByLabel(`Aantal van ${product.Name}`).fill('6');
    expect(await page.getByTestId('cart-total').innerText()).not.toBe(total);
    await page.getByRole('alert').filter({ hasText: 'Er is een fout ontstaan' }).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel(`Aantal van ${product.Name}`).inputValue()).toBe('2');
    expect(await page.getByTestId('cart-total').innerText()).toBe(total);
    await context.close();
  });

  describe('sends changes still waiting when the customer leaves the page within the second', () => {
    async function cartWithOne(page: Page) {
      const product = await simpleProduct();
      await login(page, EMAIL, '/cart');
      await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      const { Id } = await api<{ Id: number }>(`/aspos/products/url/${encodeURIComponent(product.Url)}`);
      await fetch(`${baseUrl()}/api/aspos/cart/lines/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ changes: [{ action: 1, productId: Id, quantity: 1 }] }),
      });
      await open(page, '/cart');
      await page.waitForSelector('html[data-hydrated="true"]');
      return { quantity: page.getByLabel(`Aantal van ${product.Name}`), productId: Id };
    }
    const savedQuantity = async (productId: number) =>
      (await api<{ CartLines: { ProductId: number; Quantity: number }[] }>('/aspos/cart')).CartLines.find((l) => l.ProductId === productId)
        ?.Quantity;

    it('for another page of the shop, and the header count follows', async () => {
      const { context, page } = await newPage(browser);
      const { quantity, productId } = await cartWithOne(page);
      await quantity.fill('3');
      await Promise.all([page.waitForURL(`${baseUrl()}/`), page.locator('header a.header-main__logo').click()]);
      await expect.poll(() => savedQuantity(productId)).toBe(3);
      await expect.poll(() => cartLink(page).innerText()).toBe('3');
      await open(page, '/cart');
      expect(await quantity.inputValue()).toBe('3');
      await context.close();
    });

    it('for a reload', async () => {
      const { context, page } = await newPage(browser);
      const { quantity, productId } = await cartWithOne(page);
      await quantity.fill('4');
      await page.reload();
      await expect.poll(() => savedQuantity(productId)).toBe(4);
      await open(page, '/cart');
      expect(await quantity.inputValue()).toBe('4');
      expect(await cartLink(page).innerText()).toBe('4');
      await context.close();
    });
  });

  it('adds to the cart and changes it without JavaScript', async () => {
    const product = await simpleProduct();
    const context = await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false });
    await context.addCookies([{ name: 'toonbank_session', value: token, url: baseUrl() }]);
    const page = await context.newPage();
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await page.goto(`${baseUrl()}/product/detail/${product.Url}`);
    await page.getByLabel('Aantal').fill('2');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'In winkelwagen' }).click()]);
    const status = page.getByRole('status').filter({ hasText: 'Toegevoegd aan je winkelwagen' });
    await status.waitFor();
    expect(await status.innerText()).toContain(product.Name);
    expect(await cartLink(page).innerText()).toBe('2');
    await Promise.all([page.waitForURL(`${baseUrl()}/cart`), status.getByRole('link', { name: 'Naar winkelwagen' }).click()]);
    await page.getByLabel(`Aantal van ${product.Name}`).fill('4');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Bijwerken' }).click()]);
    expect(await page.getByLabel(`Aantal van ${product.Name}`).inputValue()).toBe('4');
    expect(await cartLink(page).innerText()).toBe('4');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Winkelwagen legen' }).click()]);
    await page.getByText('Je winkelwagen is leeg.').waitFor();
    await context.close();
  });

  it("lets a representative fill the impersonated customer's cart", async () => {
    const post = async (path: string, body: unknown, bearer?: string) =>
      (await fetch(`${baseUrl()}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as Record<string, unknown>;
    const rep = (await post('/aspos/authentication/login', { email: 'vertegenwoordiger@toonbank.nl', password: DEMO_PASSWORD }))
      .Token as string;
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: 'toonbank_session', value: rep, url: baseUrl() }]);
    // Acting for nobody: no cart of their own, choose a customer first.
    await open(page, '/cart');
    expect(new URL(page.url()).pathname).toBe('/impersonation');
    const found = (await post('/aspos/customer/search', { searchTerm: 'Kwispel', offset: 0, limit: 1 }, rep)).Data as {
      Items: { Id: number }[];
    };
    const acting = (await post('/aspos/authentication/impersonate', { customerId: found.Items[0]!.Id }, rep)).Token as string;
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${acting}` } });
    await context.addCookies([{ name: 'toonbank_session', value: acting, url: baseUrl() }]);
    const product = await simpleProduct();
    await open(page, `/product/detail/${product.Url}`);
    await dismissCookies(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => cartLink(page).innerText()).toBe('1');
    // The customer sees the line in her own cart.
    const own = (await post('/aspos/authentication/login', { email: 'zakelijk@toonbank.nl', password: DEMO_PASSWORD })).Token as string;
    const cart = (await (await fetch(`${baseUrl()}/api/aspos/cart`, { headers: { authorization: `Bearer ${own}` } })).json()) as {
      Data: { CartLines: { ProductTitle: string }[] };
    };
    expect(cart.Data.CartLines.map((l) => l.ProductTitle)).toEqual([product.Name]);
    await context.close();
  });

  it('asks for the size first for a product with sizes, with the keyboard', async () => {
    const sized = await sizedProduct();
    const { context, page } = await newPage(browser);
    const path = `/product/detail/${sized.url}`;
    await login(page, EMAIL, path);
    await fetch(`${baseUrl()}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await open(page, path);
    await page.getByRole('button', { name: 'In winkelwagen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Kies een maat' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio').count()).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Pick the last orderable size with the keyboard and add.
    const wanted = sized.sizes.at(-1)!;
    await dialog.getByRole('radio', { name: wanted, exact: true }).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('radio', { name: wanted, exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'In winkelwagen' }).focus();
    await page.keyboard.press('Enter');
    const added = page.getByTestId('added-to-cart');
    await added.waitFor();
    expect(await added.getByRole('heading').innerText()).toBe('Toegevoegd aan je winkelwagen');
    await expect.poll(() => cartLink(page).innerText()).not.toBe('0');
    await added.getByRole('button', { name: 'Verder winkelen' }).click();
    await added.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the ingredients modal from the product page', async () => {
    let url: string | null = null;
    for (const hit of await hits('hondenvoer')) {
      const detail = await api<{ Ingredients: string }>(`/aspos/products/url/${encodeURIComponent(hit.Url)}`);
      if (detail.Ingredients.trim()) {
        url = hit.Url;
        break;
      }
    }
    expect(url).not.toBeNull();
    const { context, page } = await newPage(browser);
    await open(page, `/product/detail/${url!}`);
    await dismissCookies(page);
    const button = page.getByRole('button', { name: 'Ingrediënten bekijken' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toContain('Ingrediënten van');
    expect(await seriousViolations(page)).toEqual([]);
    await closeWithEscape(page, dialog);
    await context.close();
  });
});
