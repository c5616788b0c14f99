import { catalogueChunks } from 'virtual:toonbank/catalogue-chunks';
import type { Locale } from '../i18n/messages.ts';

/** The browser chunk of `locale`'s message catalogue, for the page's modulepreload (undefined in development). */
export function catalogueChunk(locale: Locale): string | undefined {
  return catalogueChunks[locale];
}
