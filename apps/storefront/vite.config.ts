import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { browserCatalogues } from './vite.plugins.ts';

export default defineConfig({
  plugins: [browserCatalogues(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
