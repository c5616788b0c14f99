import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|wasm|txt)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the browser build, which
 * the server sends to a browser that accepts them (`serveStatic` with `precompressed`, apps/server http.ts) instead of
 * compressing each answer on the fly at a lower level: about 12% fewer bytes for the JavaScript (decision 0018).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'toonbank:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
