import { matchRoutes } from 'react-router';
import { catalogueChunks, routeParts, routeTree } from 'virtual:toonbank/catalogue-chunks';
import type { Locale } from '../i18n/messages.ts';

/**
 * The parts of the message catalogue each matched route pattern loads first ('catalogue-product'), per pattern: matching
 * a path against the route tree flattens and ranks the whole tree (about 2 % of a rendered page's CPU, decision
 * 0026), and the routes a path matches follow from the pattern it matched (a loader's `pattern`: the matched routes'
 * paths joined), so each pattern is matched once per process. The patterns are the app's routes: a bounded set.
 */
const partsByPattern = new Map<string, string[]>();

function routePartsFor(pathname: string, pattern: string | undefined): string[] {
  const known = pattern === undefined ? undefined : partsByPattern.get(pattern);
  if (known) return known;
  const parts: string[] = [];
  for (const match of matchRoutes(routeTree, pathname) ?? []) {
    const part = routeParts[match.route.id ?? ''];
    if (part && !parts.includes(part)) parts.push(part);
  }
  if (pattern !== undefined) partsByPattern.set(pattern, parts);
  return parts;
}

/**
 * The browser chunks of `locale`'s message catalogue that the page at `pathname` loads first, for the page's
 * modulepreloads: the shell's part and the part of each matched route (decision 0018; empty in
 * development, where the browser gets whole catalogues). `pattern` is the route pattern the page matched (the
 * loader's `pattern`).
 */
export function catalogueChunksFor(locale: Locale, pathname: string, pattern?: string): string[] {
  const parts = [locale as string, ...routePartsFor(pathname, pattern).map((part) => `${locale}-${part}`)];
  return parts.map((part) => catalogueChunks[part]).filter((chunk): chunk is string => chunk !== undefined);
}
