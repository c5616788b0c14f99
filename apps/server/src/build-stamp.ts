import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Fast restarts (issue 18): `npm start` builds the storefront only when what the build is made of changed since the
 * last build. The stamp is a hash of the storefront's sources, the domain package it bundles, the lockfile and the
 * root package and TypeScript settings, and the Node version; `npm run build` writes it after every build.
 */

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STAMP = 'apps/storefront/build/.source-hash';
/** What the storefront build reads (folders are walked; generated and installed files are left out). */
const INPUTS = ['apps/storefront', 'packages/domain', 'package-lock.json', 'package.json', 'tsconfig.base.json'];
const SKIPPED = new Set(['node_modules', 'build', '.react-router', 'coverage']);

async function filesOf(root: string, relative: string): Promise<string[]> {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true }).catch(() => null);
  if (entries === null) return [relative];
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIPPED.has(entry.name))
      .map((entry) => (entry.isDirectory() ? filesOf(root, path.join(relative, entry.name)) : [path.join(relative, entry.name)])),
  );
  return nested.flat();
}

/** The hash of every input file's path and content, in a fixed order. */
export async function sourceHash(root = ROOT): Promise<string> {
  const files = (await Promise.all(INPUTS.map((input) => filesOf(root, input)))).flat().sort();
  const hash = createHash('sha256').update(`node ${process.versions.node}\n`);
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\n`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** Whether the last build was made from the sources as they are now. */
export async function buildIsCurrent(root = ROOT): Promise<boolean> {
  if (!existsSync(path.join(root, 'apps/storefront/build/server/index.js'))) return false;
  const stamp = await readFile(path.join(root, STAMP), 'utf8').catch(() => '');
  return stamp.trim() === (await sourceHash(root));
}

export async function writeStamp(root = ROOT): Promise<void> {
  await writeFile(path.join(root, STAMP), `${await sourceHash(root)}\n`);
}

/** `--write`: after a build (npm run build); `--if-changed`: build unless current (npm start). */
async function cli(mode: string | undefined): Promise<void> {
  if (mode === '--write') return writeStamp();
  if (mode !== '--if-changed') throw new Error('gebruik: build-stamp.ts --write | --if-changed');
  if (await buildIsCurrent()) {
    console.log('Storefront ongewijzigd sinds de laatste build: niet opnieuw gebouwd (`npm run build` bouwt altijd).');
    return;
  }
  console.log('Storefront wordt gebouwd (de bronnen zijn gewijzigd sinds de laatste build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await cli(process.argv[2]);
}
