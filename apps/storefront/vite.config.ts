import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { browserCatalogues, precompressAssets } from './vite.plugins.ts';

export default defineConfig({
  plugins: [browserCatalogues(), reactRouter(), precompressAssets()],
  build: { assetsInlineLimit: 0 },
});
