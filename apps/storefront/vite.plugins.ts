import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { messageParts, pick, type MessageParts } from './app/i18n/message-parts.ts';

const CATALOGUE = 'virtual:toonbank/catalogue/';
const PAGE_MESSAGES = 'virtual:toonbank/page-messages/';
const CHUNKS = 'virtual:toonbank/catalogue-chunks';
const LOCALES = ['nl', 'fr', 'en'] as const;
/** The query of the chunk of a split route module that holds its component (React Router's route chunks). */
const ROUTE_MAIN_CHUNK = 'route-chunk=main';

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/**
 * One language per page in the browser, and of that language only the messages the page uses (decision 0018). The
 * server and the tests use `app/i18n/catalogues.ts`, which holds nl, fr and en; a browser build gets
 * `catalogues.browser.ts` in its place. A language's catalogue is cut in parts (`app/i18n/message-parts.ts`): the
 * shell's messages (`virtual:toonbank/catalogue/<locale>`), fetched before the page hydrates, and a part for each route
 * module and each dynamically imported module (`virtual:toonbank/catalogue/<locale>-<part>`, e.g. `nl-catalogue-product`)
 * with the messages it uses that the shell does not have. Each part is the catalogue module evaluated at build time and
 * written as one JSON text (the feature files hold all three languages side by side and could not be split by the
 * bundler). A module with a part imports `virtual:toonbank/page-messages/<part>`, which awaits the part in the page's
 * language (top-level await): React Router neither renders a route nor hydrates a page before its module has run, and
 * `React.lazy` renders a lazy module once it has, so no page shows a message id. The server names the page's parts in
 * modulepreloads through `virtual:toonbank/catalogue-chunks` (empty in development, where the browser gets every
 * language whole).
 */
export function browserCatalogues(): Plugin {
  const chunks = new Map<string, string>();
  let appDir = '';
  let i18nDir = '';
  let build = false;
  let base = '/';
  let parts: Promise<{ parts: MessageParts; catalogues: Record<string, Record<string, string>>; routes: RouteNode[] }> | undefined;

  const load = () =>
    (parts ??= (async () => {
      const catalogues: Record<string, Record<string, string>> = {};
      for (const locale of LOCALES) {
        const file = path.join(i18nDir, `${locale}.ts`);
        const module = (await import(pathToFileURL(file).href)) as Record<string, Record<string, string>>;
        if (!module[locale]) throw new Error(`${file} exports no '${locale}'`);
        catalogues[locale] = module[locale];
      }
      const config = (await import(pathToFileURL(path.join(appDir, 'routes.ts')).href)) as { default: RouteConfigNode[] };
      return {
        parts: await messageParts(appDir, Object.keys(catalogues.nl!)),
        catalogues,
        routes: routeTree(await config.default),
      };
    })());

  return {
    name: 'toonbank:browser-catalogues',
    enforce: 'pre',
    sharedDuringBuild: true,
    configResolved(config) {
      appDir = path.resolve(config.root, 'app');
      i18nDir = path.join(appDir, 'i18n');
      build = config.command === 'build';
      base = config.base;
    },
    resolveId(source, importer) {
      if (source.startsWith(CATALOGUE) || source.startsWith(PAGE_MESSAGES) || source === CHUNKS) return `\0${source}`;
      if (build && this.environment.name === 'client' && source === './catalogues.ts' && importer && path.dirname(importer) === i18nDir) {
        return path.join(i18nDir, 'catalogues.browser.ts');
      }
      return null;
    },
    async transform(code, id) {
      if (!build || this.environment.name !== 'client' || id.includes('\0')) return null;
      // A route module with client exports (clientAction, clientLoader) is split by React Router into chunks
      // (`?route-chunk=clientAction`, …); its component is in the `main` chunk, which must await the route's messages.
      const [file = '', query] = id.split('?');
      if (query !== undefined && query !== ROUTE_MAIN_CHUNK) return null;
      const relative = path.relative(appDir, file).split(path.sep).join('/');
      if (relative.startsWith('..')) return null;
      const part = (await load()).parts.fileParts[relative];
      return part ? { code: `import '${PAGE_MESSAGES}${part}';\n${code}`, map: null } : null;
    },
    async load(id) {
      if (id.startsWith(`\0${CATALOGUE}`)) {
        const name = id.slice(CATALOGUE.length + 1);
        const [, locale, part] = /^([a-z]{2})(?:-([a-z0-9-]+))?$/.exec(name) ?? [];
        const { parts: messageParts, catalogues } = await load();
        const catalogue = locale ? catalogues[locale] : undefined;
        const keys = part ? messageParts.parts[part] : messageParts.shell;
        if (!catalogue || !keys) throw new Error(`No message catalogue for '${name}'`);
        return `export const catalogue = JSON.parse(${JSON.stringify(JSON.stringify(pick(catalogue, keys)))});`;
      }
      if (id.startsWith(`\0${PAGE_MESSAGES}`)) {
        const name = id.slice(PAGE_MESSAGES.length + 1);
        const part = (locale: string) => `import('${CATALOGUE}${locale}-${name}')`;
        return [
          `import { addMessages } from ${JSON.stringify(path.join(i18nDir, 'catalogues.browser.ts'))};`,
          `const lang = document.documentElement.lang;`,
          `const locale = lang === 'fr' || lang === 'en' ? lang : 'nl';`,
          `const part = await (locale === 'fr' ? ${part('fr')} : locale === 'en' ? ${part('en')} : ${part('nl')});`,
          `addMessages(locale, part.catalogue);`,
        ].join('\n');
      }
      if (id === `\0${CHUNKS}`) {
        const { parts: messageParts, routes } = build ? await load() : { parts: undefined, routes: [] };
        return [
          `export const catalogueChunks = ${JSON.stringify(Object.fromEntries(chunks))};`,
          `export const routeParts = ${JSON.stringify(messageParts?.routeParts ?? {})};`,
          `export const routeTree = ${JSON.stringify(routes)};`,
        ].join('\n');
      }
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

interface RouteConfigNode {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteConfigNode[];
}

/** `app/routes.ts` as React Router's `matchRoutes` takes it (ids as React Router gives them), for the server. */
function routeTree(entries: RouteConfigNode[]): RouteNode[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file.replace(/\.[^./]+$/, ''),
    ...(entry.path !== undefined && { path: entry.path }),
    ...(entry.index && { index: true }),
    ...(entry.children && { children: routeTree(entry.children) }),
  }));
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
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // Small files too (most of a page's chunks are under 1 KB), unless compressing makes them no smaller.
          await Promise.all([
            br.length < content.length && writeFile(`${file}.br`, br),
            gz.length < content.length && writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
