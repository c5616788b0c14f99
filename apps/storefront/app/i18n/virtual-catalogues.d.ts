/** Modules made by the build (vite.plugins.ts, browserCatalogues). */
declare module 'virtual:toonbank/catalogue/*' {
  /** A part of one language's catalogue: the shell's messages (`nl`) or a module's (`nl-catalogue-product`). */
  export const catalogue: Record<string, string>;
}

declare module 'virtual:toonbank/catalogue-chunks' {
  import type { RouteObject } from 'react-router';

  /** The browser chunk of each catalogue part ('nl', 'nl-catalogue-product' → '/assets/…js'); empty in development. */
  export const catalogueChunks: Partial<Record<string, string>>;
  /** The part of each route whose module has messages of its own (route id → part name). */
  export const routeParts: Partial<Record<string, string>>;
  /** The routes of app/routes.ts, for matching a path to its routes. */
  export const routeTree: RouteObject[];
}
