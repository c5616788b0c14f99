import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { MessageUsage } from './app/i18n/message-parts.ts';
import { browserCatalogues, precompressAssets } from './vite.plugins.ts';

/**
 * The app's modules and style sheets the root route imports statically: the shell every page loads (decision 0018).
 * In one chunk the sheets keep the cascade's order: the order root.tsx and its modules import them in.
 */
const shellModules = new MessageUsage(path.resolve(import.meta.dirname, 'app'), []).staticImports(
  path.resolve(import.meta.dirname, 'app/root.tsx'),
  { browser: true },
);
/**
 * The product tiles' sheets (add to cart, the heart and order-list buttons), on every page with tiles: in the shell's
 * sheet too, at its end, where the browser applied them before as files of their own (one render-blocking sheet).
 */
const tileSheets = new Set(['app/styles/cart.css', 'app/styles/lists.css'].map((file) => path.resolve(import.meta.dirname, file)));
/** The amounts' notation (`formatPrice`), on every page with a price: in the shell rather than a 236-byte file of its own. */
const everyPrice = path.resolve(import.meta.dirname, '../../packages/domain/src/money.ts');

export default defineConfig({
  plugins: [
    browserCatalogues(),
    // react-aria's built-in strings (close buttons, live announcements) only in the shop's three languages, not 34.
    optimizeLocales.vite({ locales: ['nl', 'fr', 'en'] }),
    reactRouter(),
    precompressAssets(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and React Router, which every page loads: one file instead of six (decision 0018).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie)[\\/]/,
              priority: 2,
            },
            // The shell's own modules (header, footer, menus, shared helpers) in one file rather than some twenty, most
            // under 1 KB, and its style sheets in one: fewer requests, better compression. Every page loads them anyway.
            { name: 'shell', test: (id: string) => shellModules.has(id) || tileSheets.has(id) || id === everyPrice, priority: 1 },
          ],
        },
      },
    },
  },
});
