import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const CATALOGUE = 'virtual:toonbank/catalogue/';
const CHUNKS = 'virtual:toonbank/catalogue-chunks';

/**
 * One language per page in the browser (decision 0018). The server and the tests use `app/i18n/catalogues.ts`, which
 * holds nl, fr and en; a browser build gets `catalogues.browser.ts` in its place, which fetches the page's language
 * only. Each language is its own chunk (`virtual:toonbank/catalogue/<locale>`): the catalogue module evaluated at
 * build time and written as one JSON text, so the chunk carries that language alone (the feature files hold all three
 * languages side by side and could not be split by the bundler). The server names the page's chunk in a modulepreload
 * through `virtual:toonbank/catalogue-chunks` (empty in development, where the browser gets every language).
 */
export function browserCatalogues(): Plugin {
  const chunks = new Map<string, string>();
  let i18nDir = '';
  let build = false;
  let base = '/';
  return {
    name: 'toonbank:browser-catalogues',
    enforce: 'pre',
    sharedDuringBuild: true,
    configResolved(config) {
      i18nDir = path.resolve(config.root, 'app/i18n');
      build = config.command === 'build';
      base = config.base;
    },
    resolveId(source, importer) {
      if (source.startsWith(CATALOGUE) || source === CHUNKS) return `\0${source}`;
      if (build && this.environment.name === 'client' && source === './catalogues.ts' && importer && path.dirname(importer) === i18nDir) {
        return path.join(i18nDir, 'catalogues.browser.ts');
      }
      return null;
    },
    async load(id) {
      if (id.startsWith(`\0${CATALOGUE}`)) {
        const locale = id.slice(CATALOGUE.length + 1);
        if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No message catalogue for '${locale}'`);
        const file = path.join(i18nDir, `${locale}.ts`);
        const module = (await import(pathToFileURL(file).href)) as Record<string, Record<string, string>>;
        const catalogue = module[locale];
        if (!catalogue) throw new Error(`${file} exports no '${locale}'`);
        return `export const catalogue = JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
      }
      if (id === `\0${CHUNKS}`) return `export const catalogueChunks = ${JSON.stringify(Object.fromEntries(chunks))};`;
      return null;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId?.startsWith(`\0${CATALOGUE}`)) {
          chunks.set(chunk.facadeModuleId.slice(CATALOGUE.length + 1), `${base}${chunk.fileName}`);
        }
      }
    },
  };
}
