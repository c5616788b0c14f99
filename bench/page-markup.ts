/**
 * The markup of the pages a logged-in customer gets rendered on every request (issue 19): HTML bytes, elements, forms,
 * inputs and links of a lister of 48, a product page, the home page and a search page, for the business and the private
 * demo customer, against a shop that is already running:
 *   node --import tsx bench/page-markup.ts http://127.0.0.1:4000 [lister path] [product path]
 * Counts come from the HTML as sent (tags counted in the text, scripts' contents excluded), so A/B pairs are exact.
 */
import { countMarkup, type MarkupCount } from '../e2e/support/markup.ts';
import { login } from './customer-pages.ts';

const [baseUrl = 'http://127.0.0.1:4000', listerPath = '/product/lister/hond?size=48', givenProduct] = process.argv.slice(2);

const rows: (MarkupCount & { page: string })[] = [];
for (const [who, email] of [
  ['business', 'zakelijk@toonbank.nl'],
  ['private', 'particulier@toonbank.nl'],
] as const) {
  const headers = { cookie: `toonbank_session=${await login(baseUrl, email)}` };
  const lister = await (await fetch(`${baseUrl}${listerPath}`, { headers })).text();
  const productPath = givenProduct ?? /href="(\/product\/detail\/[^"]+)"/.exec(lister)?.[1];
  if (!productPath) throw new Error('no product link on the lister');
  for (const [page, path] of [
    ['lister (48)', listerPath],
    ['product page', productPath],
    ['home', '/'],
    ['search', '/zoek/hondenvoer'],
  ] as const) {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    rows.push({ page: `${page}, ${who}`, ...countMarkup(await response.text()) });
  }
}
console.log('| page | HTML KB | elements | forms | inputs | links |');
console.log('|---|--:|--:|--:|--:|--:|');
for (const row of rows) {
  console.log(`| ${row.page} | ${(row.bytes / 1024).toFixed(1)} | ${row.elements} | ${row.forms} | ${row.inputs} | ${row.links} |`);
}
