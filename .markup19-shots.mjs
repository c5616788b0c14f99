import { chromium } from 'playwright-core';
const [base, tag] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const login = await fetch(`${base}/api/aspos/authentication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'zakelijk@toonbank.nl', password: 'Toonbank2026!' }) });
const { Token } = await login.json();
for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'toonbank_session', value: Token, url: base }, { name: 'toonbank_cookie_consent', value: 'necessary', url: base }]);
  const page = await context.newPage();
  for (const [name, path] of [['lister', '/product/lister/hond?size=48'], ['product', '/product/detail/toonbank-select-conditioner-kokos-500-ml'], ['home', '/'], ['search', '/zoek/hondenvoer']]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: '*{animation:none!important;transition:none!important}' });
    await page.addStyleTag({ content: '.usp-bar, .topbar, [class*="usp"]{visibility:hidden!important}' });
    await page.screenshot({ path: `/tmp/markup19-shots/${tag}-${name}-${width}.png` });
    const target = name === 'product' ? page.locator('.pdp__buy') : page.locator('.product-tile').first();
    if (await target.count()) {
      await target.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/markup19-shots/${tag}-${name}-${width}-tiles.png` });
    }
  }
  await context.close();
}
await browser.close();
