/** Counting a lister tile's markup per part (issue 19, branch tile25), for `bench/tile-markup.ts`. */

const startTag = /<([a-zA-Z][\w-]*)([^>]*?)(\/?)>/g;
const voidTags = new Set(['input', 'img', 'br', 'hr', 'meta', 'link', 'source', 'use', 'path', 'circle', 'rect']);

/** The tiles' HTML, each from its <article> to the matching </article>. */
export function tiles(html: string): string[] {
  const found: string[] = [];
  let at = html.indexOf('<article class="product-tile"');
  while (at >= 0) {
    const end = html.indexOf('</article>', at);
    found.push(html.slice(at, end + '</article>'.length));
    at = html.indexOf('<article class="product-tile"', end);
  }
  return found;
}

export const elements = (html: string) => html.match(/<[a-zA-Z][\w-]*[\s/>]/g)?.length ?? 0;
/** Text nodes as React sends them: runs of text between tags (`<!-- -->` separates adjacent ones). */
export const textNodes = (html: string) =>
  html.split(/<[^>]*>/).filter((text) => text.trim() !== '').length + (html.match(/<!-- -->/g)?.length ?? 0);

/** The element starting at `from` up to its matching end tag (nesting of the same tag name counted). */
function elementAt(html: string, from: number): string {
  startTag.lastIndex = from;
  const first = startTag.exec(html)!;
  const name = first[1]!;
  if (first[3] || voidTags.has(name.toLowerCase())) return first[0];
  let depth = 0;
  const walker = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'g');
  walker.lastIndex = from;
  for (let match = walker.exec(html); match; match = walker.exec(html)) {
    if (match[1]) depth -= 1;
    else if (!match[2]) depth += 1;
    if (depth === 0) return html.slice(from, walker.lastIndex);
  }
  return html.slice(from);
}

export const parts = ['media', 'heart', 'brand', 'name', 'rating', 'old', 'price', 'stock', 'delivery', 'add', 'list'];

/** Elements per part of one tile, its `svg` + `use` pairs, hidden inputs and visually hidden texts. */
export function partsOf(tile: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const part of parts) {
    const cls = part === 'list' ? 'order-list-add' : `product-tile__${part}`;
    const at = tile.search(new RegExp(`<[a-zA-Z][\\w-]* [^>]*class="(?:[^"]* )?${cls}[ "]`));
    counts[part] = at < 0 ? 0 : elements(elementAt(tile, at));
  }
  const svgs = tile.match(/<svg[\s>]/g)?.length ?? 0;
  counts['svg+use'] = svgs * 2;
  counts['hidden inputs'] = tile.match(/<input[^>]*type="hidden"/g)?.length ?? 0;
  counts['visually-hidden'] = tile.match(/class="visually-hidden"/g)?.length ?? 0;
  return counts;
}
