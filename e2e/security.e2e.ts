import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtmBootstrap } from '../apps/storefront/app/lib/analytics.ts';
import { baseUrl, launchBrowser, newPage, open, DEMO_PASSWORD } from './support/browser.ts';

/**
 * Issue 13 on the production build: security headers on every kind of
 * response (defect 6), no page that logs a CSP violation, and a logout that
 * ends the session on the server (defect 3).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('security headers on every kind of response', () => {
  it.each([
    ['a page', '/', 'GET'],
    ['the same page from the cache', '/', 'GET'],
    ['a not-found page', '/bestaat-niet-xyz', 'GET'],
    ['navigation data', '/vestigingen.data', 'GET'],
    ['a redirect', '/logout', 'GET'],
    ['API JSON', '/api/aspos/brands', 'GET'],
    ['an API error', '/api/aspos/customer', 'GET'],
    ['the OpenAPI document', '/api/openapi.json', 'GET'],
    ['the API reference', '/api/docs', 'GET'],
    ['robots.txt', '/robots.txt', 'GET'],
    ['a refused cross-site post', '/cookie-consent', 'POST'],
  ])('%s (%s)', async (_kind, path, method) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      redirect: 'manual',
      headers: method === 'POST' ? { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: method === 'POST' ? 'consent=all' : undefined,
    });
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
    // Plain http here: no HSTS (it is sent when the shop is served over https).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    if (response.headers.get('content-type')?.startsWith('text/html') && path !== '/api/docs' && response.status === 200) {
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'wasm-unsafe-eval'/);
    }
  });

  it('an asset from the build', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('a cached page keeps the nonce of its scripts and its header together', async () => {
    const path = '/klantenservice';
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl()}${path}`);
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });
});

/** Collects CSP violations of a page (the browser's event, and its console report). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('no page logs a CSP violation', () => {
  it('visiting the shop anonymously, client-side navigation included', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    const paths = [
      '/',
      '/merken',
      '/vestigingen',
      '/klantenservice',
      '/nieuws',
      '/login',
      '/login/new-account',
      '/forgot-password',
      '/cart',
      '/zoek/kat',
      '/bestaat-niet-xyz',
    ];
    for (const path of paths) await open(page, path);
    // A product page and a lister, found from the home page.
    await open(page, '/');
    const product = await page.locator('main a[href^="/product/detail/"]').first().getAttribute('href');
    await open(page, product!);
    await page.goto(`${baseUrl()}/api/docs`);
    await page.waitForSelector('.swagger-ui .info', { timeout: 20_000 });
    await context.close();
    expect(violations).toEqual([]);
  });

  it('a configured tag manager loads, adds its GA4 tag and measures under the policy', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    // Google's hosts are answered here: the container adds a tag without a nonce and sends a measurement, as GTM does.
    const container =
      "var s=document.createElement('script');s.src='https://www.googletagmanager.com/gtag/js?id=G-TEST';document.head.appendChild(s);" +
      "fetch('https://region1.google-analytics.com/g/collect?v=2',{method:'POST',mode:'no-cors',keepalive:true}).then(function(){window.__measured=true});";
    await context.route('https://*.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: new URL(route.request().url()).pathname === '/gtm.js' ? container : 'window.__gaTag=true;',
      }),
    );
    await context.route('https://*.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    await open(page, '/');
    // The shop's own bootstrap, started as the root layout starts it: inline, with the page's nonce.
    await page.evaluate((code) => {
      const script = document.createElement('script');
      script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')!.nonce;
      script.textContent = code;
      document.head.appendChild(script);
    }, gtmBootstrap('GTM-TEST123'));
    await expect
      .poll(() => page.evaluate(() => [(window as { __gaTag?: boolean }).__gaTag, (window as { __measured?: boolean }).__measured]))
      .toEqual([true, true]);
    await context.close();
    expect(violations).toEqual([]);
  });

  it('logged in, on the account pages', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    await open(page, '/login');
    await page.getByLabel('E-mailadres').fill('particulier@toonbank.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const path of ['/account', '/account/details', '/account/addresses', '/account/preferences', '/cart']) await open(page, path);
    await context.close();
    expect(violations).toEqual([]);
  });
});

describe('logout ends the session on the server (defect 3)', () => {
  it('a copied session cookie no longer opens the account after /logout', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/login');
    await page.getByLabel('E-mailadres').fill('zakelijk@toonbank.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const cookie = (await context.cookies()).find((c) => c.name === 'toonbank_session')!;
    expect(cookie).toBeTruthy();
    const replay = () =>
      fetch(`${baseUrl()}/account/details`, { headers: { cookie: `toonbank_session=${cookie.value}` }, redirect: 'manual' });
    expect((await replay()).status).toBe(200);
    // The header's logout button posts the form from the page (same origin).
    const logout = await page.evaluate(
      async () => (await fetch('/logout', { method: 'POST', body: new URLSearchParams(), redirect: 'manual' })).type,
    );
    expect(logout).toBe('opaqueredirect');
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect((await replay()).status).not.toBe(200);
    await context.close();
  });
});
