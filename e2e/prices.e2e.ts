import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeWithEscape, launchBrowser, login, newPage, open, seriousViolations } from './support/browser.ts';
import { apiAs, tokenFor } from './support/products.ts';
import { shopDatabase } from './support/shop-data.ts';

/**
 * Prices as a person sees and pays them (issue 10), each of the four defects found on a fresh shop:
 * quantity tiers applied in the cart; a business customer's tiers on their own net price; no false
 * 'price changed' in a business cart; the VAT preference deciding incl. or excl. VAT on every page.
 */
interface Product {
  url: string;
  name: string;
}

let browser: Browser;
let tiered: Product; // list tiers for everybody, and tiers on the business price list
let tieredNoNet: Product; // list tiers, none on the business price list

beforeAll(async () => {
  browser = await launchBrowser();
  const db = await shopDatabase();
  try {
    const pick = async (netTiers: boolean): Promise<Product> => {
      const { rows } = await db.query<Product>(
        `select p.url, p.name from products p join customers c on c.email = 'zakelijk@toonbank.nl'
          where p.is_active and p.is_viewable and p.is_orderable and not p.is_virtual and 'B' = any(p.publication_codes)
            and p.stock_quantity >= 20 and p.max_in_cart is null and p.purchase_unit_factor = 1
            and exists (select 1 from product_web_nodes w where w.product_id = p.id)
            and not exists (select 1 from discount_products d where d.product_id = p.id)
            and exists (select 1 from product_price_levels l where l.product_id = p.id and l.quantity <= 6)
            and exists (select 1 from price_list_prices n where n.product_id = p.id and n.price_list_id = c.price_list_id)
            and ${netTiers ? '' : 'not'} exists (select 1 from price_list_price_levels l where l.product_id = p.id and l.price_list_id = c.price_list_id)
          order by p.id limit 1`,
      );
      if (!rows[0]) throw new Error('no demo product with tiers');
      return rows[0];
    };
    tiered = await pick(true);
    tieredNoNet = await pick(false);
  } finally {
    await db.end();
  }
});
afterAll(() => browser?.close());

async function apiCart(email: string) {
  return (await apiAs<{ Data: { CartLines: { PriceInclTax: number }[]; TotalInclTax: number } }>(await tokenFor(email), '/aspos/cart'))
    .Data;
}

/** Euros of a shown price ('€ 1.234,56 incl. btw' → 1234.56). */
function euros(text: string): number {
  const match = /€\s*([\d.]+,\d{2})/.exec(text);
  if (!match) throw new Error(`no price in '${text}'`);
  return Number(match[1]!.replace(/\./g, '').replace(',', '.'));
}

async function emptyCart(page: Page) {
  await open(page, '/cart');
  const clear = page.getByRole('button', { name: 'Winkelwagen legen' });
  if (await clear.count()) {
    await clear.click();
    await page.getByText('Je winkelwagen is leeg.').waitFor();
  }
}

/** The tiers table as shown: [quantity, price] per row. */
async function tiersShown(page: Page): Promise<[number, number][]> {
  const rows = page.locator('.pdp__levels-table tbody tr');
  const out: [number, number][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push([Number(/\d+/.exec(await row.locator('th').innerText())![0]), euros(await row.locator('td').first().innerText())]);
  }
  return out;
}

async function addFromProductPage(page: Page, product: Product, quantity: number) {
  await open(page, `/product/detail/${product.url}`);
  await page.getByLabel('Aantal', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'In winkelwagen' }).first().click();
  await closeWithEscape(page);
}

/** The cart line as a person reads it, and the total. */
async function cartShown(page: Page) {
  await open(page, '/cart');
  const line = page.getByTestId('cart-line').first();
  await line.waitFor();
  return {
    unit: euros(await line.locator('.cart-line__price .price__amount').first().innerText()),
    total: euros(await line.locator('.cart-line__total').innerText()),
    text: await line.innerText(),
    cartTotal: euros(await page.getByTestId('cart-total').innerText()),
  };
}

describe('prices that are right everywhere', () => {
  it('applies the quantity tiers of the product page in the cart, and the shown total is the one charged', async () => {
    const { context, page } = await newPage(browser);
    await login(page, 'particulier@toonbank.nl');
    await emptyCart(page);
    await open(page, `/product/detail/${tiered.url}`);
    const single = euros(await page.locator('.pdp__price').innerText());
    const tiers = await tiersShown(page);
    expect(tiers.length).toBeGreaterThan(0);
    const [quantity, tierPrice] = tiers[0]!;
    expect(tierPrice).toBeLessThan(single);
    expect(await page.locator('.pdp__levels-table').isVisible()).toBe(true);

    await addFromProductPage(page, tiered, quantity);
    const atTier = await cartShown(page);
    expect(atTier.unit).toBe(tierPrice);
    expect(atTier.total).toBeCloseTo(tierPrice * quantity, 2);
    expect(atTier.text).toContain(`Staffelprijs vanaf ${quantity} stuks`);
    expect(atTier.text).not.toContain('De prijs van dit product is gewijzigd');
    // What the page shows is what the shop charges: the API's cart for this customer has the same line and total.
    const cart = await apiCart('particulier@toonbank.nl');
    expect(cart.CartLines[0]!.PriceInclTax).toBe(atTier.unit);
    expect(cart.TotalInclTax).toBe(atTier.cartTotal);
    expect(atTier.cartTotal).toBe(atTier.total);

    // One below the tier (with JavaScript: the displayed copy, then the server's answer): the single price again.
    await page.getByLabel(`Aantal van ${tiered.name}`).fill(String(quantity - 1));
    await expect.poll(async () => euros(await page.locator('.cart-line__price .price__amount').first().innerText())).toBe(single);
    await page.waitForResponse((r) => r.url().includes('/cart.data') && r.request().method() === 'POST');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const below = await cartShown(page);
    expect(below.unit).toBe(single);
    expect(below.total).toBeCloseTo(single * (quantity - 1), 2);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("offers a business customer tiers on their own net price only, never a 'save' dearer than their price", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await login(page, 'zakelijk@toonbank.nl');
    await open(page, `/product/detail/${tiered.url}`);
    const own = euros(await page.locator('.pdp__price').innerText());
    expect(await page.locator('.pdp__price').innerText()).toContain('excl. btw');
    const tiers = await tiersShown(page);
    expect(tiers.length).toBeGreaterThan(0);
    for (const [, tierPrice] of tiers) expect(tierPrice).toBeLessThan(own);
    // The list price is the advice price, not a struck-through 'was' price.
    expect(await page.locator('.pdp__advice-price').innerText()).toMatch(/^Adviesprijs: € [\d.]+,\d{2} incl\. btw$/);
    expect(await page.locator('.pdp__old-price').count()).toBe(0);

    await open(page, `/product/detail/${tieredNoNet.url}`);
    expect(await page.locator('.pdp__levels-table').count()).toBe(0);
    expect(await page.getByText(/Bespaar/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows no 'price changed' warning right after a business customer or a representative adds a product", async () => {
    for (const who of ['zakelijk', 'vertegenwoordiger']) {
      const { context, page } = await newPage(browser);
      await login(page, `${who}@toonbank.nl`);
      if (who === 'vertegenwoordiger') {
        await open(page, '/impersonation?q=Kwispel');
        await Promise.all([page.waitForURL(`${baseUrl()}/`), page.getByRole('button', { name: /Bestel namens .*Kwispel/ }).click()]);
      }
      await emptyCart(page);
      await addFromProductPage(page, tieredNoNet, 2);
      const shown = await cartShown(page);
      expect(shown.text, who).not.toContain('De prijs van dit product is gewijzigd');
      expect(shown.text, who).not.toMatch(/Was/);
      expect(await page.locator('.cart-line__old').count(), who).toBe(0);
      await context.close();
    }
  });

  it('shows prices excl. VAT to the business customer and follows the private customer’s choice on every page', async () => {
    const business = await newPage(browser);
    await login(business.page, 'zakelijk@toonbank.nl');
    await open(business.page, '/product/lister/hond');
    const tilePrices = await business.page.locator('main .product-tile__price').allInnerTexts();
    expect(tilePrices.length).toBeGreaterThan(0);
    for (const text of tilePrices) expect(text).toMatch(/excl\. btw$/);
    await open(business.page, `/product/detail/${tiered.url}`);
    expect(await business.page.locator('.pdp__price').innerText()).toMatch(/^€ [\d.]+,\d{2} excl\. btw$/);
    await business.context.close();

    const { context, page } = await newPage(browser);
    await login(page, 'particulier@toonbank.nl');
    await open(page, `/product/detail/${tiered.url}`);
    const incl = await page.locator('.pdp__price').innerText();
    expect(incl).toMatch(/incl\. btw$/);
    await open(page, '/account/preferences');
    await page.getByLabel('Prijzen exclusief btw').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    // The save is done when it says so ('networkidle' was already reached: the next page could race the save).
    await page.getByText('Je voorkeuren zijn opgeslagen.').waitFor();
    try {
      await open(page, `/product/detail/${tiered.url}`);
      const excl = await page.locator('.pdp__price').innerText();
      expect(excl).toMatch(/excl\. btw$/);
      expect(euros(excl)).toBeLessThan(euros(incl));
      await open(page, '/product/lister/hond');
      for (const text of await page.locator('main .product-tile__price').allInnerTexts()) expect(text).toMatch(/excl\. btw$/);
    } finally {
      await open(page, '/account/preferences');
      await page.getByLabel('Prijzen inclusief btw').check();
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await page.getByText('Je voorkeuren zijn opgeslagen.').waitFor();
    }
    await open(page, `/product/detail/${tiered.url}`);
    expect(await page.locator('.pdp__price').innerText()).toMatch(/incl\. btw$/);
    await context.close();
  });
});
