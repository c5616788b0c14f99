import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which messages a page needs (decision 0018), for the build (vite.plugins.ts, `browserCatalogues`) and its test.
 * Never imported by the shop's own code: it reads source files.
 *
 * The browser gets a language's catalogue in parts: the **shell** part (every key the root route and what it imports
 * statically use) before the page hydrates, and a part for each module that loads on its own — every route module, and
 * every module imported dynamically (`lazy(() => import('./MobileSidebar.tsx'))`: an overlay, a tab) — with the keys
 * that module and its static imports use that the shell does not have. The build makes such a module await its part
 * before it runs (vite.plugins.ts), so its first render has every message it needs.
 *
 * A key is "used" by a module when its source names it as a string (`t('cart.title')`, `{ label: 'cart.title' }`),
 * or names a prefix the key starts with (`` t(`product.stock.${level}`) ``, `'banner.' + name`). A route's modules
 * include its `.server.ts` modules (a loader or action may hand a key to the component).
 */

/** A route of `app/routes.ts`: its id (the file without extension unless given) and its file, relative to `app/`. */
export interface RouteFile {
  id: string;
  file: string;
}

interface RouteConfigEntry {
  id?: string;
  file: string;
  children?: RouteConfigEntry[];
}

/** Every route of `app/routes.ts`, nested ones included, and the root (id `root`, `root.tsx`). */
export async function routeFiles(appDir: string): Promise<RouteFile[]> {
  const { pathToFileURL } = await import('node:url');
  const config = (await import(pathToFileURL(path.join(appDir, 'routes.ts')).href)) as { default: RouteConfigEntry[] };
  const routes: RouteFile[] = [{ id: 'root', file: 'root.tsx' }];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      routes.push({ id: entry.id ?? entry.file.replace(/\.[^./]+$/, ''), file: entry.file });
      if (entry.children) walk(entry.children);
    }
  };
  walk(await config.default);
  return routes;
}

const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\bfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
/** A whole string: 'cart.title', "cart.title", `cart.title`. */
const WHOLE = /['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
/** A string that ends in a dot and goes on with a value: `product.stock.${level}`, 'banner.' + name. */
const PREFIX = /`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{|['"]([A-Za-z][\w-]*(?:\.[\w-]+)*\.)['"]\s*\+/g;

/** The catalogue's own files hold every key: they are where messages live, not where they are used. */
function isCatalogueFile(file: string, appDir: string): boolean {
  const relative = path.relative(path.join(appDir, 'i18n'), file);
  return !relative.startsWith('..') && relative !== 'messages.ts';
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.(tsx?|css)$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** A module of the server only (React Router's convention): `x.server.ts`, `x.server.tsx`. */
const SERVER_MODULE = /\.server\.tsx?$/;

/** Reads sources once and answers which keys a module and its imports use. */
export class MessageUsage {
  private readonly own = new Map<string, { keys: Set<string>; imports: string[]; lazy: string[] }>();
  private readonly keyList: string[];
  private readonly known: Set<string>;
  private readonly appDir: string;

  constructor(appDir: string, keys: Iterable<string>) {
    this.appDir = appDir;
    this.keyList = [...keys];
    this.known = new Set(this.keyList);
  }

  private module(file: string) {
    let entry = this.own.get(file);
    if (entry) return entry;
    entry = { keys: new Set<string>(), imports: [], lazy: [] };
    this.own.set(file, entry);
    // Style sheets are followed (the shell's chunk takes them: vite.config.ts), not read.
    if (isCatalogueFile(file, this.appDir) || file.endsWith('.css')) return entry;
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(WHOLE)) if (this.known.has(key!)) entry.keys.add(key!);
    for (const [, template, concatenated] of source.matchAll(PREFIX)) {
      const prefix = (template ?? concatenated)!;
      for (const key of this.keyList) if (key.startsWith(prefix)) entry.keys.add(key);
    }
    for (const [, typeOnly, from, dynamic] of source.matchAll(IMPORT)) {
      if (typeOnly) continue;
      const resolved = resolveImport(file, (from ?? dynamic)!);
      if (resolved) (dynamic ? entry.lazy : entry.imports).push(resolved);
    }
    return entry;
  }

  /**
   * The keys `file` (absolute) and every module it imports statically use, and the modules it and they import
   * dynamically (which load later, with a part of their own).
   */
  usage(file: string): { keys: Set<string>; lazy: Set<string> } {
    const keys = new Set<string>();
    const lazy = new Set<string>();
    for (const module of [file, ...this.staticImports(file)]) {
      const entry = this.module(module);
      for (const key of entry.keys) keys.add(key);
      for (const dynamic of entry.lazy) lazy.add(dynamic);
    }
    return { keys, lazy };
  }

  /**
   * The app's modules (style sheets too) `file` imports statically, directly or through others (`file` not included).
   * With `browser`, only what the browser's build of `file` has: not the server's modules (`*.server.*`, which React
   * Router leaves out of the browser's build) nor what only they import.
   */
  staticImports(file: string, options: { browser?: boolean } = {}): Set<string> {
    const seen = new Set<string>();
    const stack = [...this.module(file).imports];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next) || next === file || (options.browser && SERVER_MODULE.test(next))) continue;
      seen.add(next);
      stack.push(...this.module(next).imports);
    }
    return seen;
  }

  /** The keys `file` and everything it imports, statically or dynamically, use: what a page with it may show. */
  keysOf(file: string): Set<string> {
    const keys = new Set<string>();
    const done = new Set<string>();
    const entries = [file];
    while (entries.length > 0) {
      const next = entries.pop()!;
      if (done.has(next)) continue;
      done.add(next);
      const usage = this.usage(next);
      for (const key of usage.keys) keys.add(key);
      entries.push(...usage.lazy);
    }
    return keys;
  }
}

/**
 * The parts of a catalogue: `shell` (loaded before every page hydrates) and one per module that loads on its own (a
 * route, or a module imported dynamically: a lazy overlay or tab) with the keys that module and its static imports use
 * that the shell does not have.
 */
export interface MessageParts {
  shell: string[];
  /** Part name → keys. */
  parts: Record<string, string[]>;
  /** Module file (relative to `app/`, `/` separated) → the name of its part, for the modules that have one. */
  fileParts: Record<string, string>;
  /** Route id → the name of its route module's part, for the routes whose module has one. */
  routeParts: Record<string, string>;
}

/** The name of a module's part: its path under `app/` without `routes/`, `components/` and the extension. */
export function partName(file: string): string {
  return file
    .replace(/\.[^./]+$/, '')
    .replace(/^(routes|components)\//, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export async function messageParts(appDir: string, keys: Iterable<string>): Promise<MessageParts> {
  const usage = new MessageUsage(appDir, keys);
  const routes = await routeFiles(appDir);
  const relative = (file: string) => path.relative(appDir, file).split(path.sep).join('/');
  const root = usage.usage(path.join(appDir, 'root.tsx'));
  const shell = root.keys;
  const parts: Record<string, string[]> = {};
  const fileParts: Record<string, string> = {};
  const routeParts: Record<string, string> = {};
  const entries = [...routes.filter((route) => route.id !== 'root').map((route) => path.join(appDir, route.file)), ...root.lazy];
  const done = new Set<string>();
  while (entries.length > 0) {
    const file = entries.pop()!;
    if (done.has(file)) continue;
    done.add(file);
    const { keys: used, lazy } = usage.usage(file);
    entries.push(...lazy);
    const own = [...used].filter((key) => !shell.has(key)).sort();
    if (own.length === 0) continue;
    const name = partName(relative(file));
    if (parts[name] && fileParts[relative(file)] !== name) throw new Error(`Two modules would share the message part '${name}'`);
    parts[name] = own;
    fileParts[relative(file)] = name;
  }
  for (const route of routes) {
    const name = fileParts[route.file];
    if (name && route.id !== 'root') routeParts[route.id] = name;
  }
  return { shell: [...shell].sort(), parts, fileParts, routeParts };
}

/** `catalogue` restricted to `keys`, in the order of `keys`. */
export function pick(catalogue: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(catalogue, key)).map((key) => [key, catalogue[key]!]));
}
