import type { Catalogue } from './nl.ts';
import type { Locale } from './messages.ts';

/**
 * The browser's message catalogues (in place of catalogues.ts, see vite.config.ts): only the page's language is
 * fetched, as its own chunk, before the page hydrates (entry.client.tsx; the server names it in a modulepreload),
 * and another language only when a page in it is shown. Every catalogue has every key (messages.test.ts).
 */
const loaded: Partial<Record<Locale, Catalogue>> = {};
const loading = new Map<Locale, Promise<void>>();

export function catalogueFor(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

export function hasMessage(key: string): boolean {
  const catalogue = Object.values(loaded)[0];
  return catalogue !== undefined && Object.hasOwn(catalogue, key);
}

function importCatalogue(locale: Locale): Promise<Catalogue> {
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
  if (loaded[locale]) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = importCatalogue(locale).then(
      (catalogue) => {
        loaded[locale] = catalogue;
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
