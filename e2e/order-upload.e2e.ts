import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBarcodeVideo } from './support/barcode-video.ts';
import { baseUrl, launchBrowser, login, newPage, open, seriousViolations } from './support/browser.ts';
import { tabTo } from './support/keyboard.ts';
import { ownCustomer, shopDatabase } from './support/shop-data.ts';
import { dismissCookies, scrollsSideways, seen } from './support/seen.ts';

/**
 * The order upload (issue 17, §2 /bestelling-uploaden): a CSV with good and bad lines checked per line, one fixed in
 * place, all good lines into the cart; the quick order from the keyboard only; the scan modal with a fake camera that
 * shows an EAN barcode. Axe clean, no sideways scrolling at 320 px.
 */
const EMAIL = 'bestelling-upload-e2e@toonbank.nl';
const SCAN_EMAIL = 'bestelling-scan-e2e@toonbank.nl';
const SHOTS = process.env.E2E_SCREENSHOTS;

interface Picked {
  id: number;
  number: string;
  scan_code: string;
  name: string;
  purchase_unit_factor: number;
  stock_quantity: number;
}
const p = {} as Record<'plain' | 'plain2' | 'plain3' | 'onlyA' | 'pack' | 'low', Picked>;

let browser: Browser;
let videoDir: string;

const orderable = `is_active and is_viewable and is_orderable and not is_virtual and type <> 'ProductVoucher' and scan_code is not null
  and max_in_cart is null and exists (select 1 from product_web_nodes w where w.product_id = products.id)`;
const forB = `${orderable} and 'B' = any(publication_codes)`;

beforeAll(async () => {
  browser = await launchBrowser();
  await Promise.all([ownCustomer(EMAIL), ownCustomer(SCAN_EMAIL)]);
  const db = await shopDatabase();
  try {
    const pick = async (where: string): Promise<Picked> => {
      const { rows } = await db.query<Picked>(
        `select id, number, scan_code, name, purchase_unit_factor, stock_quantity from products where ${where} order by id limit 1`,
      );
      if (!rows[0]) throw new Error(`no demo product where ${where}`);
      return rows[0];
    };
    p.plain = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor = 1`);
    p.plain2 = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor = 1 and id > ${p.plain.id}`);
    p.plain3 = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor = 1 and id > ${p.plain2.id}`);
    p.onlyA = await pick(`${orderable} and publication_codes = '{A}' and stock_quantity >= 10`);
    p.pack = await pick(`${forB} and stock_quantity >= 100 and purchase_unit_factor between 2 and 12`);
    p.low = await pick(`${forB} and stock_quantity between 2 and 8 and purchase_unit_factor = 1`);
  } finally {
    await db.end();
  }
});
afterAll(async () => {
  await browser?.close();
  if (videoDir) await rm(videoDir, { recursive: true, force: true });
});

async function emptyCart(page: Page): Promise<void> {
  await open(page, '/cart');
  const clear = page.getByRole('button', { name: 'Winkelwagen legen' });
  if (await clear.count()) {
    await clear.click();
    await page.getByText('Je winkelwagen is leeg.').waitFor();
  }
}

const row = (page: Page, line: number) => page.locator(`[data-testid="upload-line"][data-line="${line}"]`);

describe('order upload', () => {
  it('sends an anonymous visitor to login and back to the upload page', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/bestelling-uploaden');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/bestelling-uploaden');
    await context.close();
  });

  it('checks a CSV line by line, fixes a line in place and puts all good lines in the cart', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await login(page, EMAIL, '/cart');
    await emptyCart(page);
    await open(page, '/bestelling-uploaden');
    await dismissCookies(page);
    expect(await seen(page.getByRole('heading', { level: 1, name: 'Bestelling uploaden' }))).toMatchObject({ seen: true });
    const csv = [
      'Artikelnummer;Aantal',
      `${p.plain.number};3`,
      '999999999;1',
      `${p.onlyA.number};1`,
      `${p.low.scan_code};${p.low.stock_quantity + 5}`,
      `${p.pack.number};${p.pack.purchase_unit_factor - 1}`,
    ].join('\r\n');
    await page.setInputFiles('#upload-file', { name: 'bestelling.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
    await page.getByRole('button', { name: 'Controleren' }).click();
    await page.getByTestId('upload-report').waitFor();
    const statuses = await page
      .locator('[data-testid="upload-line"]')
      .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-line'), r.getAttribute('data-status')]));
    expect(statuses).toEqual([
      ['2', 'ok'],
      ['3', 'notFound'],
      ['4', 'notReleased'],
      ['5', 'lowered'],
      ['6', 'raised'],
    ]);
    // What a person reads: the product found, the quantity as ordered, the §8 message with line number and code.
    expect((await seen(row(page, 2))).text).toContain(p.plain.name);
    expect(await row(page, 3).innerText()).toContain('Regel 3 (999999999): het product is niet gevonden.');
    expect(await row(page, 4).innerText()).toContain('Neem contact op met kantoor.');
    expect(await row(page, 4).innerText()).not.toContain(p.onlyA.name);
    expect(await row(page, 5).getByTestId('order-quantity').innerText()).toBe(String(p.low.stock_quantity));
    expect(await row(page, 6).getByTestId('order-quantity').innerText()).toBe(String(p.pack.purchase_unit_factor));
    expect(await page.getByTestId('upload-summary').innerText()).toContain('5 regels: 3 in orde, 2 met een probleem.');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-1366.png`, fullPage: true });
    // Lines with a problem, their fields and buttons included, fit 320 px without sideways scrolling.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await scrollsSideways(page)).toBe(false);
    if (SHOTS) await page.getByTestId('upload-report').screenshot({ path: `${SHOTS}/upload-320.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Fix the unknown code in place and check again.
    await page.getByLabel('Code van regel 3').fill(p.plain2.number);
    await page.getByLabel('Aantal van regel 3').fill('2');
    await page.getByRole('button', { name: 'Regel 3 opnieuw controleren' }).click();
    await page.locator('[data-line="3"][data-status="ok"]').waitFor();
    expect((await seen(row(page, 3))).text).toContain(p.plain2.name);
    // Remove the line that is not released.
    await page.getByRole('button', { name: 'Regel 4 verwijderen' }).click();
    await row(page, 4).waitFor({ state: 'detached' });
    const add = page.getByTestId('upload-add');
    await page.waitForFunction(() => document.querySelector('[data-testid="upload-add"]')?.textContent?.includes('4'));
    expect(await add.innerText()).toBe('Alle 4 goede regels in winkelwagen');
    const shownPrice = await row(page, 2).locator('.price__amount').first().innerText();
    await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), add.click()]);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByTestId('upload-cart-summary').innerText()).toContain('4 regels uit je bestelling zijn in je winkelwagen gezet');
    const cart = await page
      .locator('[data-testid="cart-line"]')
      .evaluateAll((lines) =>
        lines.map((line) => [
          Number(line.getAttribute('data-product-id')),
          Number((line.querySelector('input[name="quantity"]') as HTMLInputElement).value),
        ]),
      );
    // The unit price the report showed is the one the cart charges.
    expect(
      await page.locator(`[data-testid="cart-line"][data-product-id="${p.plain.id}"] .cart-line__price .price__amount`).first().innerText(),
    ).toBe(shownPrice);
    expect(new Map(cart as [number, number][])).toEqual(
      new Map([
        [p.plain.id, 3],
        [p.plain2.id, 2],
        [p.low.id, p.low.stock_quantity],
        [p.pack.id, p.pack.purchase_unit_factor],
      ]),
    );
    await context.close();
  });

  it('says in Dutch why an empty file or an image named .csv cannot be read, and checks nothing', async () => {
    const { context, page } = await newPage(browser);
    await login(page, SCAN_EMAIL, '/bestelling-uploaden');
    await dismissCookies(page);
    const error = page.getByTestId('upload-error');
    await page.setInputFiles('#upload-file', { name: 'leeg.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await page.getByRole('button', { name: 'Controleren' }).click();
    await error.filter({ hasText: 'Het bestand is leeg.' }).waitFor();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    await page.setInputFiles('#upload-file', { name: 'bestelling.csv', mimeType: 'text/csv', buffer: png });
    await page.getByRole('button', { name: 'Controleren' }).click();
    await error.filter({ hasText: 'Dit bestand is geen CSV- of Excel-bestand (XLSX).' }).waitFor();
    expect((await seen(error)).seen).toBe(true);
    expect(await page.getByTestId('upload-report').count()).toBe(0);
    await context.close();
  });

  it('asks once which column is which for unknown headers and remembers it', async () => {
    const { context, page } = await newPage(browser);
    await login(page, SCAN_EMAIL, '/bestelling-uploaden');
    await dismissCookies(page);
    const csv = `Omschrijving;Besteld;Onze code\r\nBrokjes;2;${p.plain2.number}\r\n`;
    const file = { name: 'kassa-export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
    await page.setInputFiles('#upload-file', file);
    await page.getByRole('button', { name: 'Controleren' }).click();
    const mapping = page.getByTestId('upload-mapping');
    await mapping.waitFor();
    await page.getByLabel('Kolom met artikelnummer of barcode').selectOption({ label: `Kolom C: Onze code, ${p.plain2.number}` });
    await page.getByLabel('Kolom met aantal').selectOption({ label: 'Kolom B: Besteld, 2' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Deze kolommen gebruiken' }).click();
    await page.locator('[data-testid="upload-line"][data-line="2"][data-status="ok"]').waitFor();
    expect((await seen(row(page, 2))).text).toContain(p.plain2.name);
    // The next upload of the same export is read without asking.
    await open(page, '/bestelling-uploaden');
    await page.setInputFiles('#upload-file', file);
    await page.getByRole('button', { name: 'Controleren' }).click();
    await page.locator('[data-testid="upload-line"][data-line="2"][data-status="ok"]').waitFor();
    expect(await mapping.count()).toBe(0);
    await context.close();
  });

  it('takes three product numbers in the quick order from the keyboard only', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await login(page, EMAIL, '/bestelling-uploaden');
    await dismissCookies(page);
    await tabTo(page, { selector: '[data-testid="quick-code"]' });
    const products = [p.plain, p.plain2, p.plain3];
    for (const [index, product] of products.entries()) {
      // The first 6 characters are enough for a number of 6 (§9); a handheld scanner types a barcode and Enter the same way.
      await page.keyboard.type(index === 2 ? product.scan_code : product.number);
      await page.keyboard.press('Enter');
      await page.getByTestId('quick-product').waitFor();
      expect(await page.getByTestId('quick-product').innerText()).toContain(product.name);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quick-quantity');
      await page.keyboard.type(String(index + 2));
      await page.keyboard.press('Enter');
      await page.locator(`[data-testid="upload-line"][data-line="${index + 1}"][data-status="ok"]`).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quick-code');
    }
    expect(await page.locator('[data-testid="upload-line"]').evaluateAll((rows) => rows.map((r) => r.textContent))).toHaveLength(3);
    expect(await row(page, 3).getByTestId('order-quantity').innerText()).toBe('4');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upload-390.png`, fullPage: true });
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('puts a product on the order list with the quick order there', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await login(page, EMAIL, '/order-list');
    await dismissCookies(page);
    const lines = page.locator('.list-line', { hasText: p.pack.name });
    expect(await lines.count()).toBe(0);
    // The quantity appears only once a product is found.
    expect(await page.getByTestId('quick-quantity').isVisible()).toBe(false);
    await tabTo(page, { selector: '[data-testid="quick-code"]' });
    await page.keyboard.type(p.pack.number);
    await page.keyboard.press('Enter');
    await page.getByTestId('quick-product').waitFor();
    expect(await page.getByTestId('quick-product').innerText()).toContain(p.pack.name);
    // The quantity starts at the purchase unit (the browser must not refuse it as off-step); Enter puts the line on the
    // list and the focus back on the code.
    expect(await page.getByTestId('quick-quantity').inputValue()).toBe(String(p.pack.purchase_unit_factor));
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.getByRole('spinbutton').inputValue()).toBe(String(p.pack.purchase_unit_factor));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quick-code');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('reads an EAN from the camera in the scan modal and adds the product', async () => {
    videoDir = await mkdtemp(path.join(os.tmpdir(), 'toonbank-scan-'));
    const video = path.join(videoDir, 'barcode.y4m');
    await writeBarcodeVideo(video, p.plain3.scan_code);
    const camera = await launchBrowser({
      extraArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const context = await camera.newContext({ locale: 'nl-NL', viewport: { width: 1366, height: 900 } });
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      const page = await context.newPage();
      await login(page, SCAN_EMAIL, '/bestelling-uploaden');
      await dismissCookies(page);
      await page.getByRole('button', { name: 'Scannen met camera' }).click();
      const modal = page.getByTestId('scan-modal');
      await modal.waitFor();
      await page
        .getByTestId('scan-confirmation')
        .filter({ hasText: `Gescand: ${p.plain3.scan_code}` })
        .waitFor({ timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/scan-1366.png` });
      await modal.getByRole('button', { name: 'Klaar' }).first().click();
      await page.locator('[data-testid="upload-line"][data-status="ok"]').first().waitFor();
      expect((await seen(row(page, 1))).text).toContain(p.plain3.name);
      await context.close();
    } finally {
      await camera.close();
    }
  });

  it('says how to allow the camera when it is refused, and manual entry still works', async () => {
    const { context, page } = await newPage(browser);
    await login(page, SCAN_EMAIL, '/bestelling-uploaden');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Scannen met camera' }).click();
    const state = page.getByTestId('scan-state');
    await state.filter({ hasText: /toestemming|camera gevonden|lukt niet/ }).waitFor();
    expect(await state.innerText()).toMatch(/instellingen van je browser|Typ de code/);
    await page.getByLabel('Code zelf invoeren').fill(p.plain.number);
    await page.getByLabel('Code zelf invoeren').press('Enter');
    await page.getByTestId('scan-confirmation').filter({ hasText: p.plain.number }).waitFor();
    await page.keyboard.press('Escape');
    await page.locator(`[data-testid="upload-line"][data-status="ok"]`).filter({ hasText: p.plain.name }).waitFor();
    await context.close();
  });
});
