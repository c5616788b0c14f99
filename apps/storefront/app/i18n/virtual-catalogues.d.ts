/** Modules made by the build (vite.plugins.ts, browserCatalogues). */
declare module 'virtual:toonbank/catalogue/*' {
  import type { Catalogue } from './nl.ts';

  export const catalogue: Catalogue;
}

declare module 'virtual:toonbank/catalogue-chunks' {
  /** The browser chunk of each language's catalogue, by locale ('/assets/…js'); empty in development. */
  export const catalogueChunks: Partial<Record<string, string>>;
}
