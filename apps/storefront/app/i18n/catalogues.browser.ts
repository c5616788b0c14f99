import type { Catalogue } from './nl.ts';
import type { Locale } from './messages.ts';

/**
 * The browser's message catalogues (in place of catalogues.ts, see vite.plugins.ts): only the page's language, and of
 * it the shell's messages, fetched as their own chunk before the page hydrates (entry.client.tsx; the server names it
 * in a modulepreload), and the messages of a route or a lazy module when that module first loads (it awaits them:
 * `virtual:toonbank/page-messages/<part>`, which calls `addMessages`). Another language only when a page in it
 * is shown. Which keys a part holds is decided at build time (message-parts.ts; messages.test.ts checks that every
 * key a route uses is in the parts it loads, in every language).
 */
const messages: Record<Locale, Record<string, string>> = { nl: {}, fr: {}, en: {} };
const shells = new Set<Locale>();
const loading = new Map<Locale, Promise<void>>();

/** The messages of `locale` loaded so far, once the shell's are there (the same object as parts arrive). */
export function catalogueFor(locale: Locale): Catalogue | undefined {
  return shells.has(locale) ? (messages[locale] as Catalogue) : undefined;
}

export function hasMessage(key: string): boolean {
  return Object.values(messages).some((catalogue) => Object.hasOwn(catalogue, key));
}

/** A module's part of `locale`'s catalogue (called by the build's `virtual:toonbank/page-messages/<part>`). */
export function addMessages(locale: Locale, part: Record<string, string>): void {
  Object.assign(messages[locale], part);
}

function importShell(locale: Locale): Promise<Record<string, string>> {
  switch (locale) {
    case 'fr':
      return import('virtual:toonbank/catalogue/fr').then((module) => module.catalogue);
    case 'en':
      return import('virtual:toonbank/catalogue/en').then((module) => module.catalogue);
    default:
      return import('virtual:toonbank/catalogue/nl').then((module) => module.catalogue);
  }
}

export function loadCatalogue(locale: Locale): Promise<void> {
  if (shells.has(locale)) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = importShell(locale).then(
      (catalogue) => {
        addMessages(locale, catalogue);
        shells.add(locale);
      },
      (error: unknown) => {
        // A failed fetch (offline for a moment) is tried again on the next render.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}
