import { matchRoutes } from 'react-router';
import { catalogueChunks, routeParts, routeTree } from 'virtual:toonbank/catalogue-chunks';
import type { Locale } from '../i18n/messages.ts';

/**
 * The browser chunks of `locale`'s message catalogue that the page at `pathname` loads first, for the page's
 * modulepreloads: the shell's part and the part of each matched route (decision 0018; empty in
 * development, where the browser gets whole catalogues).
 */
export function catalogueChunksFor(locale: Locale, pathname: string): string[] {
  const parts = [locale as string];
  for (const match of matchRoutes(routeTree, pathname) ?? []) {
    const part = routeParts[match.route.id ?? ''];
    if (part && !parts.includes(`${locale}-${part}`)) parts.push(`${locale}-${part}`);
  }
  return parts.map((part) => catalogueChunks[part]).filter((chunk): chunk is string => chunk !== undefined);
}
