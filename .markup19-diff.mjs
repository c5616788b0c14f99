// pixel diff of two PNGs through chromium canvas is heavy; use playwright to load both and compare
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const name of process.argv.slice(2)) {
  const a = readFileSync(`/tmp/markup19-shots/A-${name}`).toString('base64');
  const b = readFileSync(`/tmp/markup19-shots/B-${name}`).toString('base64');
  const box = await page.evaluate(async ([a, b]) => {
    const load = (src) => new Promise((r) => { const i = new Image(); i.onload = () => r(i); i.src = 'data:image/png;base64,' + src; });
    const [ia, ib] = await Promise.all([load(a), load(b)]);
    const data = (img) => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height; const x = c.getContext('2d'); x.drawImage(img, 0, 0); return x.getImageData(0, 0, img.width, img.height).data; };
    const da = data(ia), db = data(ib); let minX = 1e9, minY = 1e9, maxX = -1, maxY = -1, n = 0;
    for (let i = 0; i < da.length; i += 4) if (da[i] !== db[i] || da[i+1] !== db[i+1] || da[i+2] !== db[i+2]) { const p = i / 4, x = p % ia.width, y = Math.floor(p / ia.width); n++; minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
    return { n, minX, minY, maxX, maxY, size: [ia.width, ia.height, ib.width, ib.height] };
  }, [a, b]);
  console.log(name, JSON.stringify(box));
}
await browser.close();
