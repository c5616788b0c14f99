import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { browserCatalogues, precompressAssets } from './vite.plugins.ts';

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
          ],
        },
      },
    },
  },
});
