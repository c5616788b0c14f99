import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../packages/db/src/seed/accounts.ts';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from './chromium.ts';
import { dismissCookies } from './seen.ts';

/** The password of every seeded demo login (the seed's own constant, so the suites follow it). */
export { DEMO_PASSWORD };

export const baseUrl = (): string => inject('baseUrl');

/** The cookie of a visitor who chose 'only necessary cookies' before: no popup, and no toast of the choice over the page. */
export const necessaryCookiesChosen = () => ({ name: 'toonbank_cookie_consent', value: 'necessary', url: baseUrl() });

/** Debian's Chromium, headless; `extraArgs` adds flags for one suite (a fake camera: order-upload.e2e.ts). */
export async function launchBrowser(options: { extraArgs?: readonly string[] } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])] });
}

/** A fresh context (own cookies) and page, Dutch by default. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'nl-NL', viewport: options.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** Opens a path of the shop and waits until React has hydrated it (the root marks <html data-hydrated>). */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  return response;
}

/** Axe violations of impact serious or critical, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog fading in is measured at its final colours, as a person reads it: wait for the
  // finite animations (not the endless USP ticker) to end before axe computes contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Logs in through the login page (the demo password, cookies "Alleen noodzakelijk") with `path` as the return address
 * and waits for the page it lands on, hydrated. `landsOn` when that page is not `path` itself (a checkout step that
 * sends the customer on).
 */
export async function login(page: Page, email: string, path = '/', options: { landsOn?: (url: URL) => boolean } = {}): Promise<void> {
  await open(page, `/login?redirect=${encodeURIComponent(path)}`);
  await dismissCookies(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL(options.landsOn ?? `${baseUrl()}${path}`),
    page.getByRole('button', { name: 'Inloggen', exact: true }).click(),
  ]);
  // The address can change before the page does (React Router renders the new page in a transition): wait for the
  // login form to leave, so the caller reads the page it asked for.
  await page.locator('#login-email').waitFor({ state: 'detached' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Closes a dialog (the page's one by default) as a keyboard user does, once it is open: Escape, and waits for it to go. */
export async function closeWithEscape(page: Page, dialog: Locator = page.getByRole('dialog')): Promise<void> {
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
