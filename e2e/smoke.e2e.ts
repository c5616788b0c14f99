import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, seriousViolations } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('smoke: the shop runs', () => {
  it('renders the home page in Dutch with products and euro prices', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(baseUrl());
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/€ \d+,\d{2}/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('answers an unknown route with the 404 page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(`${baseUrl()}/deze/pagina/bestaat/niet`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Deze pagina kon niet worden gevonden');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('serves the OpenAPI document and the API reference page', async () => {
    const spec = (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toContain('/api/aspos/authentication/login');
    const docs = await fetch(`${baseUrl()}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });
});
