import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { freePort } from './testing/global-setup.ts';

/**
 * Issue 13, defects 9 and 10 at the embedded server: a PostgreSQL left behind
 * by a process killed with -9 is found and stopped on the next start, and a
 * server that dies is noticed and can be started again.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;
let port: number;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'toonbank-embedded-'));
  await chmod(dir, 0o755); // the server runs as the `postgres` user when we are root
  port = await freePort();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const alive = isAlive;
const query = async (server: EmbeddedServer, url = server.url('postgres')) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]!.one;
  } finally {
    await client.end();
  }
};

describe('embedded PostgreSQL', () => {
  it('stops the server a killed process left behind and starts normally (defect 9)', async () => {
    const dataDir = path.join(dir, 'pg');
    // A shop process that starts the server and is then killed with -9.
    const script = `import { startEmbeddedPostgres } from './packages/db/src/embedded.ts';
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
      console.log('ready');
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => reject(new Error(`the child ended: ${output}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const orphan = Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
    expect(alive(orphan)).toBe(true);

    const logs: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, port, onLog: (line) => logs.push(line) });
    try {
      expect(alive(orphan)).toBe(false);
      expect(logs.join('\n')).toContain(`Een achtergebleven PostgreSQL (pid ${orphan}) van een eerdere start is gestopt.`);
      expect(await query(server)).toBe(1);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('tells when the server dies, starts it again, and stops even after it died (defect 10)', async () => {
    const dataDir = path.join(dir, 'pg');
    const server = await startEmbeddedPostgres({ dataDir, port });
    try {
      const exited = new Promise<void>((resolve) => server.onExit(resolve));
      const pid = Number.parseInt((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
      process.kill(pid, 'SIGKILL');
      await exited;
      const started = Date.now();
      await server.restart();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await query(server)).toBe(1);
      expect(await query(server, server.localUrl('postgres'))).toBe(1);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("gives the shop's pool the Unix socket and everyone else TCP on 127.0.0.1 (decision 0026)", async () => {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port });
    const serverAddress = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // null over a Unix socket, the server's address over TCP.
        return (await client.query<{ address: string | null }>('select host(inet_server_addr()) as address')).rows[0]!.address;
      } finally {
        await client.end();
      }
    };
    try {
      expect(await serverAddress(server.url('postgres'))).toBe('127.0.0.1');
      expect(await serverAddress(server.localUrl('postgres'))).toBe(process.platform === 'win32' ? '127.0.0.1' : null);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('names the reason when it cannot start, never "undefined"', async () => {
    const blocker = await startEmbeddedPostgres({ dataDir: path.join(dir, 'other'), port });
    try {
      const error = await startEmbeddedPostgres({ dataDir: path.join(dir, 'third'), port }).catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^De ingebouwde PostgreSQL kon niet starten \(poort \d+, data in .+\): .+/);
      expect((error as Error).message).not.toContain('undefined');
    } finally {
      await blocker.stop();
    }
  }, 120_000);
});
