import { en } from './en.ts';
import { fr } from './fr.ts';
import { nl, type Catalogue } from './nl.ts';
import type { Locale } from './messages.ts';

/**
 * The message catalogues of every language, for the server (a page in any language) and the tests.
 * The browser build gets `catalogues.browser.ts` in its place (vite.config.ts): a page there loads only
 * the catalogue of its own language (decision 0018).
 */
const CATALOGUES: Record<Locale, Catalogue> = { nl, fr, en };

export function catalogueFor(locale: Locale): Catalogue | undefined {
  return CATALOGUES[locale];
}

/** Whether `key` is a message of the catalogues. */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(nl, key);
}

/** Every catalogue is here already. */
export function loadCatalogue(_locale: Locale): Promise<void> {
  return Promise.resolve();
}
