import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { MessageUsage, messageParts, partName, routeFiles } from './message-parts.ts';
import { nl } from './nl.ts';

const APP = fileURLToPath(new URL('..', import.meta.url));
const KEYS = Object.keys(nl);
const CATALOGUES = { nl, fr, en } as Record<string, Record<string, string>>;

describe('the catalogue parts a page loads (decision 0018)', async () => {
  const parts = await messageParts(APP, KEYS);
  const usage = new MessageUsage(APP, KEYS);
  const shell = new Set(parts.shell);

  it('give every route every message its modules use, in nl, fr and en', async () => {
    const routes = (await routeFiles(APP)).filter((route) => route.id !== 'root');
    expect(routes.length).toBeGreaterThan(40);
    let checked = 0;
    for (const route of routes) {
      const part = parts.routeParts[route.id];
      const loaded = new Set([...shell, ...(part ? parts.parts[part]! : [])]);
      for (const key of usage.usage(path.join(APP, route.file)).keys) {
        expect(loaded.has(key), `${route.id} uses ${key}`).toBe(true);
        for (const locale of ['nl', 'fr', 'en']) expect(CATALOGUES[locale]![key]?.trim(), `${locale} ${key}`).toBeTruthy();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('give every lazy module (overlays, tabs) its messages when it loads', () => {
    const lazy = Object.keys(parts.fileParts).filter((file) => !file.startsWith('routes/'));
    // The sidebar, the header menus, the category modal, dialogs, the add-to-cart modal, stock per store.
    expect(lazy.length).toBeGreaterThanOrEqual(5);
    for (const file of lazy) {
      const loaded = new Set([...shell, ...parts.parts[parts.fileParts[file]!]!]);
      for (const key of usage.usage(path.join(APP, file)).keys) expect(loaded.has(key), `${file} uses ${key}`).toBe(true);
    }
  });

  it('keeps a product page to the shell and its own part, which are a fraction of the catalogue', () => {
    const product = parts.parts[parts.routeParts['routes/catalogue/product']!]!;
    expect(product).toContain('product.tab.description');
    expect(product).not.toContain('checkout.title');
    expect(product).not.toContain('account.title');
    expect(parts.shell).toContain('nav.skipToContent');
    expect(parts.shell.length + product.length).toBeLessThan(KEYS.length / 3);
  });

  it('has every key of every part in all three languages', () => {
    for (const keys of [parts.shell, ...Object.values(parts.parts)]) {
      for (const key of keys)
        for (const locale of ['fr', 'en']) expect(Object.hasOwn(CATALOGUES[locale]!, key), `${locale} ${key}`).toBe(true);
    }
  });
});

describe('which keys a module uses', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'message-parts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
    return path.join(dir, file);
  };
  const keys = [
    'cart.title',
    'cart.error',
    'product.stock.none',
    'product.stock.enough',
    'banner.new',
    'nav.menu',
    'lists.title',
    'unused.key',
  ];

  it('follows static imports, .server modules and JSX attributes; not type-only imports or message files', () => {
    const page = put(
      'routes/page.tsx',
      [
        "import { helper } from '../lib/helper';",
        "import type { Thing } from '../lib/types.ts';",
        "import { loader } from '../lib/page.server.ts';",
        'export default () => <Menu label="nav.menu" />;',
      ].join('\n'),
    );
    put('lib/helper.ts', "export const helper = (t) => t('cart.title');");
    put('lib/types.ts', "export type Thing = 'lists.title';");
    put('lib/page.server.ts', "export const loader = () => ({ error: 'cart.error' });");
    put('i18n/nl.ts', "export const nl = { 'unused.key': 'x' };");
    const { keys: used } = new MessageUsage(dir, keys).usage(page);
    expect([...used].sort()).toEqual(['cart.error', 'cart.title', 'nav.menu']);
  });

  it("lists the browser's modules of a route: not the .server modules nor what only they import", () => {
    const root = put('root.tsx', "import { a } from './lib/a.ts';\nimport { load } from './lib/load.server.ts';");
    put('lib/a.ts', "import { money } from './money.ts';");
    put('lib/load.server.ts', "import { money } from './money.ts';\nimport { api } from './api.ts';");
    put('lib/money.ts', 'export const money = 1;');
    put('lib/api.ts', 'export const api = 1;');
    const usage = new MessageUsage(dir, keys);
    const relative = (files: Set<string>) => [...files].map((file) => path.relative(dir, file)).sort();
    expect(relative(usage.staticImports(root))).toEqual(['lib/a.ts', 'lib/api.ts', 'lib/load.server.ts', 'lib/money.ts']);
    expect(relative(usage.staticImports(root, { browser: true }))).toEqual(['lib/a.ts', 'lib/money.ts']);
  });

  it('takes every key of a prefix built into a key, and not a prefix that only tests a string', () => {
    const tile = put(
      'components/Tile.tsx',
      [
        'const stock = t(`product.stock.${level}`);',
        "const banner = t('banner.' + name);",
        "const shown = error.startsWith('cart.') ? 'x' : error;",
      ].join('\n'),
    );
    const { keys: used } = new MessageUsage(dir, keys).usage(tile);
    expect([...used].sort()).toEqual(['banner.new', 'product.stock.enough', 'product.stock.none']);
  });

  it('keeps a lazily imported module apart: its keys are its own part, loaded with it', () => {
    const shell = put('shell.tsx', "const Sidebar = lazy(() => import('./Sidebar.tsx'));\nexport const x = t('nav.menu');");
    put('Sidebar.tsx', "export default () => t('lists.title');");
    const usage = new MessageUsage(dir, keys);
    const result = usage.usage(shell);
    expect([...result.keys]).toEqual(['nav.menu']);
    expect([...result.lazy]).toEqual([path.join(dir, 'Sidebar.tsx')]);
    expect([...usage.keysOf(shell)].sort()).toEqual(['lists.title', 'nav.menu']);
  });

  it('names a part after its module', () => {
    expect(partName('routes/catalogue/product.tsx')).toBe('catalogue-product');
    expect(partName('components/layout/MobileSidebar.tsx')).toBe('layout-mobilesidebar');
    expect(partName('routes/sitemap[.]xml.ts')).toBe('sitemap-xml');
  });
});
