import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, open, newPage, seriousViolations, DEMO_PASSWORD } from './support/browser.ts';
import { newestMailTo } from './support/shop-data.ts';

/**
 * Identity (issue #4): login redirects and guards, forgot and reset password
 * through the file outbox, registration request, representative acting for a
 * customer, account details, and axe on the new pages.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** React Router's position of the current entry in the browser history. */
async function historyIndex(page: Page): Promise<number> {
  return page.evaluate(() => (window.history.state as { idx: number }).idx);
}

describe('identity', () => {
  it('sends an anonymous visitor from an account page to login and back after login', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/account/details');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/details');
    await Promise.all([page.waitForURL(`${baseUrl()}/account/details`), login(page, 'particulier@toonbank.nl')]);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Mijn gegevens');
    // Guest-only pages send a logged-in user home; the impersonation page is for representatives only.
    await open(page, '/forgot-password');
    expect(new URL(page.url()).pathname).toBe('/');
    await open(page, '/impersonation');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('returns from login to the lister it came from by going back in history: filters, paging and scroll come back', async () => {
    const { context, page } = await newPage(browser);
    const lister = '/product/lister/hond?sort=price-asc&size=48&page=2';
    await open(page, lister);
    const button = page.getByRole('button', { name: 'Alleen noodzakelijk' });
    if (await button.count()) await button.click();
    const listerIndex = await historyIndex(page);
    const firstProduct = await page.locator('.product-tile__name').first().innerText();
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
    // The header's login link (a client navigation, with this page as redirect target). A DOM click:
    // Playwright's own click first scrolls the sticky header's link "into view", moving the page.
    await Promise.all([
      page.waitForURL(/\/login\?redirect=/),
      page.locator('header').getByRole('link', { name: 'Inloggen' }).dispatchEvent('click'),
    ]);
    await page.getByLabel('E-mailadres').waitFor();
    await Promise.all([page.waitForURL(`${baseUrl()}${lister}`), login(page, 'particulier@toonbank.nl')]);
    await expect.poll(() => page.locator('header .user-area__trigger').innerText()).toContain('Lotte');
    expect(await historyIndex(page)).toBe(listerIndex);
    expect(await page.locator('.product-tile__name').first().innerText()).toBe(firstProduct);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
    await context.close();
  });

  it('returns to the previous page without a redirect target, also after a failed attempt, else home', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/vestigingen');
    await Promise.all([page.waitForURL(`${baseUrl()}/login`), page.locator('.footer-signup a').click()]);
    await Promise.all([page.waitForURL(`${baseUrl()}/vestigingen`), login(page, 'particulier@toonbank.nl')]);
    await context.close();

    const second = await newPage(browser);
    await open(second.page, '/zoek/brokken?page=2');
    const listerIndex = await historyIndex(second.page);
    await Promise.all([second.page.waitForURL(`${baseUrl()}/login`), second.page.locator('.footer-signup a').click()]);
    await login(second.page, 'particulier@toonbank.nl', 'verkeerd-wachtwoord1');
    await second.page.getByRole('alert').waitFor();
    await Promise.all([second.page.waitForURL(`${baseUrl()}/zoek/brokken?page=2`), login(second.page, 'particulier@toonbank.nl')]);
    expect(await historyIndex(second.page)).toBe(listerIndex);
    await second.context.close();

    const third = await newPage(browser);
    await open(third.page, '/login');
    await Promise.all([third.page.waitForURL(`${baseUrl()}/`), login(third.page, 'particulier@toonbank.nl')]);
    await third.context.close();
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)'])(
    'never redirects off the shop after login (redirect=%s)',
    async (target) => {
      const { context, page } = await newPage(browser);
      await open(page, `/login?redirect=${encodeURIComponent(target)}`);
      await Promise.all([page.waitForURL(`${baseUrl()}/`), login(page, 'particulier@toonbank.nl')]);
      await context.close();
      // Nor through a forged form field (without JavaScript the form posts the previous page itself).
      const response = await fetch(`${baseUrl()}/login?redirect=${encodeURIComponent(target)}`, {
        method: 'POST',
        // A same-origin form post (cross-site posts are refused before the action runs).
        headers: { origin: baseUrl() },
        body: new URLSearchParams({ email: 'particulier@toonbank.nl', password: DEMO_PASSWORD, previous: target, back: '1' }),
        redirect: 'manual',
      });
      expect([302, 303]).toContain(response.status);
      expect(response.headers.get('location')).toBe('/');
    },
  );

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const email = 'inkoop.dekwispel@example.com';
    const { context, page } = await newPage(browser);
    await open(page, '/forgot-password');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Verstuur de link' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').innerText()).toContain('Als dit e-mailadres bij ons bekend is');

    await expect.poll(() => newestMailTo(email), { timeout: 5000 }).not.toBeNull();
    const mail = (await newestMailTo(email))!;
    const link = new URL(/https?:\/\/\S+\/myaccount\/resetpassword\/redirect\?token=\S+/.exec(mail)![0]);
    await open(page, link.pathname + link.search);
    expect(new URL(page.url()).pathname).toBe('/forgot-password/reset');

    // Rules: mismatch first, with the error linked to the field and focused.
    await page.locator('#reset-password').fill('Nieuw2027!');
    await page.getByLabel('Bevestig het nieuwe wachtwoord').fill('Anders2027!');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    const confirm = page.getByLabel('Bevestig het nieuwe wachtwoord');
    await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#reset-confirm-error').innerText()).toBe('Het wachtwoord en het bevestigingswachtwoord komen niet overeen.');
    expect(await confirm.getAttribute('aria-describedby')).toContain('reset-confirm-error');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('#reset-password').fill('Nieuw2027!');
    await page.getByLabel('Bevestig het nieuwe wachtwoord').fill('Nieuw2027!');
    await Promise.all([
      page.waitForURL(/\/login\?redirect=%2F&reset=1$/),
      page.getByRole('button', { name: 'Wachtwoord opslaan' }).click(),
    ]);
    expect(await page.getByRole('status').first().innerText()).toContain('Je wachtwoord is gewijzigd');
    await Promise.all([page.waitForURL(`${baseUrl()}/`), login(page, email, 'Nieuw2027!')]);

    // The link works once: a second visit says so and offers a new link (issue 12 defect 11).
    await context.clearCookies();
    await open(page, link.pathname + link.search);
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Deze link is verlopen');
    await context.close();
  });

  it('lets a representative act for a customer and shows the company name in the header', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/impersonation');
    expect(new URL(page.url()).pathname).toBe('/login');
    await Promise.all([page.waitForURL(`${baseUrl()}/impersonation`), login(page, 'vertegenwoordiger@toonbank.nl')]);
    await page.locator('main').getByLabel('Zoek klant').fill('Kwispel');
    await Promise.all([page.waitForURL(/q=Kwispel/), page.locator('main').getByRole('button', { name: 'Zoeken' }).click()]);
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('1 klant gevonden');
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(`${baseUrl()}/`), page.getByRole('button', { name: /Bestel namens .*Kwispel/ }).click()]);
    await expect.poll(() => page.locator('header .acting-bar').innerText()).toMatch(/Je bestelt namens .*Kwispel/);
    // Account pages now show the impersonated customer.
    await open(page, '/account');
    expect(await page.locator('main').innerText()).toMatch(/Kwispel/);
    await context.close();
  });

  it('updates account details and an address with postcode lookup', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/login?redirect=%2Faccount%2Fdetails');
    await Promise.all([page.waitForURL(`${baseUrl()}/account/details`), login(page, 'zakelijk@toonbank.nl')]);
    await page.getByLabel('Mobiel nummer').fill('12');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const mobile = page.getByLabel('Mobiel nummer');
    await expect.poll(() => mobile.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#details-mobile-error').innerText()).toBe('Telefoonnummer is ongeldig');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('details-mobile');
    await mobile.fill('06 11223344');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('Je gegevens zijn opgeslagen.');
    expect(await page.getByLabel('Mobiel nummer').inputValue()).toBe('06 11223344');
    expect(await seriousViolations(page)).toEqual([]);

    // Addresses: the main address's postcode finds its street and town.
    await open(page, '/account/addresses');
    const main = await page
      .locator('section', { has: page.getByRole('heading', { name: 'Hoofdadres' }) })
      .locator('li p')
      .first()
      .innerText();
    const postcode = /(\d{4} [A-Z]{2})/.exec(main)![1]!;
    await page.getByLabel('Postcode').fill(postcode.replace(' ', ''));
    await page.getByLabel('Huisnummer').fill('7');
    await page.getByRole('button', { name: 'Adres opzoeken' }).click();
    await expect.poll(() => page.getByLabel('Straat').inputValue()).not.toBe('');
    expect(await page.getByLabel('Plaats').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('Het adres is opgeslagen.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations on the other account pages', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/login?redirect=%2Faccount');
    await Promise.all([page.waitForURL(`${baseUrl()}/account`), login(page, 'particulier@toonbank.nl')]);
    for (const pathname of ['/account', '/account/details/login', '/account/preferences']) {
      await open(page, pathname);
      expect(new URL(page.url()).pathname).toBe(pathname);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it.each([
    ['registration request', '/login/new-account'],
    ['forgot password', '/forgot-password'],
  ])('has no serious or critical axe violations on the %s page', async (_name, pathname) => {
    const { context, page } = await newPage(browser);
    await open(page, pathname);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('submits a private registration request and shows the confirmation', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/login/new-account?kind=Private');
    await page.getByLabel('Voornaam').fill('Bram');
    await page.getByLabel('Achternaam').fill('Vos');
    await page.getByLabel('E-mailadres').fill('zakelijk@toonbank.nl');
    // Leaving the field already checks whether the address is taken.
    await page.getByLabel('Telefoonnummer').focus();
    await expect.poll(() => page.locator('#register-email-error').count()).toBe(1);
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await page.getByLabel('Postcode').fill('3511 AB');
    await page.getByLabel('Huisnummer').fill('1');
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByLabel('Plaats').fill('Utrecht');
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect.poll(() => page.locator('#register-email-error').count()).toBe(1);
    expect(await page.locator('#register-email-error').innerText()).toBe('Er is al een klant bekend op het opgegeven emailadres.');
    await page.getByLabel('E-mailadres').fill('bram.vos@example.nl');
    await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Bedankt voor je aanmelding');
    // The applicant gets a confirmation by mail too (issue 12 defect 11).
    await expect.poll(() => newestMailTo('bram.vos@example.nl')).toContain('Subject: We hebben je aanvraag ontvangen');
    expect(await newestMailTo('bram.vos@example.nl')).toContain('Beste Bram');
    await context.close();
  });

  it('shows a French visitor the API’s login error in French', async () => {
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: 'toonbank_locale', value: 'fr', url: baseUrl() }]);
    await open(page, '/login');
    await page.getByLabel('Adresse e-mail').fill('particulier@toonbank.nl');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe1');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe('Adresse e-mail et/ou mot de passe inconnus.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
