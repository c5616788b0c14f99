import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeWithEscape, launchBrowser, login, newPage, open, seriousViolations } from './support/browser.ts';
import { apiAs, simpleProducts, tokenFor } from './support/products.ts';
import { mailsContaining } from './support/shop-data.ts';

/**
 * Promotions as a loyalty customer uses them (issue 15): the coupon the site banner advertises typed in the cart
 * (after a wrong code and its message), points redeemed, two free samples chosen, and the same totals on the cart, the checkout overview, the
 * thanks page and in the confirmation e-mail; axe on each page, screenshots at 390 and 1366 px.
 */
const BUSINESS = 'zakelijk@toonbank.nl';
const SHOTS = process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'toonbank-promotions-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface PromotionLine {
  Kind: string;
  Code: string;
  Description: string;
  AmountInclTax: number;
  Points: number;
}
interface Cart {
  TotalInclTax: number;
  AmountToPay: number;
  PointsToRedeem: number;
  PromotionLines: PromotionLine[];
  Loyalty: { Balance: number; Minimum: number; Maximum: number };
}

const euro = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',')}`;
const cartOf = async (token: string) => (await apiAs<{ Data: Cart }>(token, '/aspos/cart')).Data;

async function shoot(page: Page, name: string) {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // No sideways scroll down to 320 px (WCAG reflow).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${width}px`).toBe(true);
    if (width !== 320) await page.screenshot({ path: path.join(SHOTS, `promotions-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Visible and the topmost element at its centre (not covered). */
async function expectUsable(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  expect(await locator.isVisible()).toBe(true);
  const covered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !(top === element || element.contains(top) || top?.contains(element));
  });
  expect(covered).toBe(false);
}

describe('promotions', { timeout: 180_000 }, () => {
  it('a loyalty customer applies the banner’s coupon and points and chooses two gifts; cart, overview, thanks page and e-mail agree', async () => {
    const token = await tokenFor(BUSINESS);
    const products = await simpleProducts(token, 2);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: products.map((p) => ({ action: 1, productId: p.Id, quantity: 6 })) },
    });
    // The checkout's choices through the API (the checkout pages are checkout.e2e.ts's): own address, on account.
    await apiAs(token, '/aspos/cart/delivery', { method: 'POST', json: { method: 'CustomerAddress' } });
    await apiAs(token, '/aspos/cart/payment', { method: 'POST', json: { method: 'onaccount', data: {} } });
    await apiAs(token, '/aspos/cart/customer', { method: 'POST', json: { isAccept: true } });
    const balance = (await cartOf(token)).Loyalty.Balance;
    expect(balance).toBeGreaterThanOrEqual(500);

    const { context, page } = await newPage(browser);
    await login(page, BUSINESS, '/cart');
    // The site banner names the code; the customer types it in lower case.
    const banner = await page.locator('.site-banner', { hasText: 'met code' }).first().innerText();
    const code = /met code (\S+)/.exec(banner)![1]!;
    const field = page.getByRole('textbox', { name: 'Kortingscode of cadeaubon' });
    await expectUsable(page, field);
    await field.fill('ONGELDIG-123');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    const error = page.locator('#promo-code-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.innerText()).toBe('De ingevoerde code is ongeldig of de voorwaarden zijn niet vervuld.');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect.poll(() => page.getByTestId('discount-line').count()).toBe(1);
    expect(await page.getByTestId('discount-line').innerText()).toContain(code);
    expect(await page.getByTestId('applied-codes').innerText()).toContain(code);

    // Points: more than allowed first (the browser's own check is bypassed to see the shop's message), then 500.
    const pointsField = page.getByLabel('Aantal punten om in te wisselen');
    await expectUsable(page, pointsField);
    await pointsField.evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
    await pointsField.fill(String(balance + 1));
    await page.getByRole('button', { name: 'Punten inwisselen' }).click();
    await expect.poll(() => page.locator('#promo-points-error').isVisible()).toBe(true);
    expect(await page.locator('#promo-points-error').innerText()).toMatch(/^Je kunt hoogstens \d+ punten inwisselen\.$/);
    await page.getByLabel('Aantal punten om in te wisselen').fill('500');
    await page.getByRole('button', { name: 'Punten inwisselen' }).click();
    await expect.poll(() => page.getByTestId('payment-line').count()).toBe(1);

    // Two free samples from the gift selector (the goods are above EUR 25); they come last, at EUR 0.00.
    const totalBeforeGifts = await page.getByTestId('cart-total').innerText();
    const chooseGifts = page.getByRole('button', { name: 'Kies je gratis proefjes' });
    await expectUsable(page, chooseGifts);
    await chooseGifts.click();
    const dialog = page.getByRole('dialog', { name: 'Kies je gratis proefjes' });
    await dialog.waitFor();
    const gifts: string[] = [];
    for (const index of [0, 1]) {
      const option = dialog.getByTestId('gift-option').nth(index);
      const name = (await option.locator('.gift__name').innerText()).trim();
      gifts.push(name);
      await option.getByRole('button', { name: `${name} kiezen als gratis proefje` }).click();
      await option.getByRole('button', { name: `${name} niet meer kiezen` }).waitFor();
    }
    await closeWithEscape(page, dialog);
    const giftLines = page.locator('[data-testid="cart-line"][data-gift="true"]');
    await expect.poll(() => giftLines.count()).toBe(2);
    expect((await page.getByTestId('cart-line').allInnerTexts()).slice(-2).every((text) => text.includes('Gratis proefje'))).toBe(true);
    for (const index of [0, 1]) expect(await giftLines.nth(index).getByTestId('gift-price').innerText()).toContain('€ 0,00');
    expect(await page.getByTestId('cart-total').innerText()).toBe(totalBeforeGifts);

    const cart = await cartOf(token);
    expect(cart.PointsToRedeem).toBe(500);
    const coupon = cart.PromotionLines.find((l) => l.Kind === 'Coupon')!;
    expect(coupon.Code).toBe(code);
    expect(cart.AmountToPay).toBeCloseTo(cart.TotalInclTax - 5, 2);
    expect(await page.getByTestId('cart-total').innerText()).toBe(euro(cart.TotalInclTax));
    expect(await page.getByTestId('amount-to-pay').innerText()).toBe(euro(cart.AmountToPay));
    expect(await page.getByTestId('payment-line').innerText()).toContain('500 spaarpunten');
    expect(await page.getByTestId('payment-line').innerText()).toContain('€ 5,00');
    // Coupon lines come after the regular lines, before the totals' VAT.
    const order = await page.locator('.cart__summary dt').allInnerTexts();
    expect(order.findIndex((text) => text.includes(code))).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'cart');

    // Checkout overview: the same total and amount to pay, the coupon line.
    await open(page, '/checkout?step=overview');
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByTestId('overview-total').innerText()).toBe(euro(cart.TotalInclTax));
    expect(await page.getByTestId('gift-badge').allInnerTexts()).toEqual(['Gratis proefje', 'Gratis proefje']);
    const overview = page.locator('.checkout-totals');
    expect(await overview.getByTestId('amount-to-pay').innerText()).toBe(euro(cart.AmountToPay));
    expect(await overview.getByTestId('discount-line').innerText()).toContain(code);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'overview');
    const pay = page.getByRole('button', { name: 'Bestellen en betalen' });
    await expectUsable(page, pay);
    await pay.click();

    // Thanks page: the order keeps the discounts.
    await page.waitForURL((url) => url.pathname === '/checkout-success');
    await page.waitForSelector('html[data-hydrated="true"]');
    const orderNumber = await page.getByTestId('order-number').innerText();
    expect(await page.getByTestId('success-total').innerText()).toBe(euro(cart.TotalInclTax));
    // The goods subtotal comes before the discount lines, as on the overview.
    const thanksTotals = await page.locator('.checkout-totals dt').allInnerTexts();
    expect(thanksTotals[0]).toBe('Subtotaal producten');
    expect(thanksTotals[1]).toContain(code);
    expect(await page.getByTestId('amount-to-pay').innerText()).toBe(euro(cart.AmountToPay));
    expect(await page.getByTestId('discount-line').innerText()).toContain(code);
    expect(await page.getByTestId('payment-line').innerText()).toContain('500 spaarpunten');
    for (const name of gifts) expect(await page.locator('main').innerText()).toContain(name);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'success');

    // The confirmation e-mail: the coupon line, the points, the total and what is left to pay.
    await expect.poll(async () => (await mailsContaining(orderNumber)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsContaining(orderNumber);
    expect(mail).toContain(coupon.Description);
    expect(mail).toContain('Betaald met 500 spaarpunten: € 5,00');
    for (const name of gifts) expect(mail).toContain(name);
    expect(mail).toContain('gratis proefje');
    expect(mail).toContain(`Te betalen (incl. btw): ${euro(cart.AmountToPay)}`);

    // The account shows the balance after the order: 500 redeemed, the order's points earned (on account: open at once).
    const after = (await cartOf(token)).Loyalty.Balance;
    expect(after).toBe(balance - 500 + Math.floor(cart.AmountToPay));
    await open(page, '/account');
    expect(await page.getByTestId('points-balance').innerText()).toBe(`${new Intl.NumberFormat('nl-NL').format(after)} punten`);
    await context.close();
  });

  it('works without JavaScript: a wrong code says why, a personal voucher pays part of the total and can be removed', async () => {
    const token = await tokenFor('particulier@toonbank.nl');
    const [product] = await simpleProducts(token, 1);
    await apiAs(token, '/aspos/cart/lines', { method: 'DELETE' });
    await apiAs(token, '/aspos/cart/lines/batch', {
      method: 'POST',
      json: { changes: [{ action: 1, productId: product!.Id, quantity: 2 }] },
    });
    const context = await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false });
    await context.addCookies([{ name: 'toonbank_session', value: token, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/cart`);
    // Not a loyalty customer: no points form.
    expect(await page.getByTestId('points').count()).toBe(0);
    const field = page.getByRole('textbox', { name: 'Kortingscode of cadeaubon' });
    await field.fill('');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Toepassen' }).click()]);
    expect(await page.locator('#promo-code-error').innerText()).toBe('Er is geen geldige code ingevoerd.');
    await page.getByRole('textbox', { name: 'Kortingscode of cadeaubon' }).fill('lotte-bedankt');
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Toepassen' }).click()]);
    const cart = await cartOf(token);
    const voucher = cart.PromotionLines.find((l) => l.Kind === 'PaymentVoucher')!;
    expect(voucher.Code).toBe('LOTTE-BEDANKT');
    expect(await page.getByTestId('payment-line').innerText()).toContain(euro(voucher.AmountInclTax));
    expect(await page.getByTestId('amount-to-pay').innerText()).toBe(euro(cart.AmountToPay));
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Code LOTTE-BEDANKT verwijderen' }).click()]);
    expect(await page.getByTestId('payment-line').count()).toBe(0);
    expect((await cartOf(token)).PromotionLines).toEqual([]);
    await context.close();
  });
});
