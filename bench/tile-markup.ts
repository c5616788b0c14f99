/**
 * What one lister tile costs in markup (issue 19, branch tile25): elements and text nodes per tile of a lister of 48,
 * split by the tile's parts, for an anonymous visitor and the business and private demo customers, against a shop that
 * is already running:
 *   node --import tsx bench/tile-markup.ts http://127.0.0.1:4000 [lister path]
 * Tiles are cut from the HTML as sent at each `<article class="product-tile">`; a part is the first element whose class
 * is `product-tile__<part>` (`order-list-add` for the list button) up to its closing tag, so the counts are exact for A/B pairs.
 */
import { login } from './customer-pages.ts';
import { elements, parts, partsOf, textNodes, tiles } from './tile-count.ts';

const [baseUrl = 'http://127.0.0.1:4000', listerPath = '/product/lister/hond?size=48'] = process.argv.slice(2);

const rows: string[] = [];
for (const [who, email] of [
  ['anonymous', null],
  ['business', 'zakelijk@toonbank.nl'],
  ['private', 'particulier@toonbank.nl'],
] as const) {
  const headers: Record<string, string> = email ? { cookie: `toonbank_session=${await login(baseUrl, email)}` } : {};
  const response = await fetch(`${baseUrl}${listerPath}`, { headers });
  if (!response.ok) throw new Error(`${listerPath}: ${response.status}`);
  const html = await response.text();
  const all = tiles(html);
  const sum = (f: (tile: string) => number) => all.reduce((total, tile) => total + f(tile), 0);
  const byPart = all.map(partsOf);
  const mean = (key: string) => (byPart.reduce((total, counts) => total + counts[key]!, 0) / all.length).toFixed(1);
  rows.push(
    `| ${who} | ${elements(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1></$1>'))} | ${all.length} | ` +
      `${(sum(elements) / all.length).toFixed(1)} | ${(sum(textNodes) / all.length).toFixed(1)} | ` +
      [...parts, 'svg+use', 'hidden inputs', 'visually-hidden'].map(mean).join(' | ') +
      ' |',
  );
}
console.log(
  `| viewer | page elements | tiles | elements/tile | text nodes/tile | ${parts.join(' | ')} | svg+use | hidden inputs | visually-hidden |`,
);
console.log(`|---|--:|--:|--:|--:|${parts.map(() => '--:').join('|')}|--:|--:|--:|`);
for (const row of rows) console.log(row);
