import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { treeCpuSeconds } from './customer-pages.ts';

/** Node code for `node -e`: the worker burns `ms` of its own CPU and ends. */
const burn = (ms: number) =>
  `const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 < ${ms});`;

describe('treeCpuSeconds', () => {
  let server: ChildProcess | undefined;
  // The stand-ins run in a process group of their own: killed together, none is left behind.
  afterEach(() => server?.pid && process.kill(-server.pid, 'SIGKILL'));

  it('counts below the server the CPU of a process that ended (a database backend whose connection closed)', async () => {
    // The server stand-in starts a "postmaster" that runs one "backend" to its end, reaps it and stays, as PostgreSQL does.
    const postmaster = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(burn(300))}]); console.log('reaped'); setInterval(() => {}, 1000);`;
    server = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(postmaster)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: true,
      },
    );
    await new Promise<void>((resolve) => server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('reaped') && resolve()));
    const { server: own, database } = await treeCpuSeconds(server.pid!);
    expect(database).toBeGreaterThanOrEqual(0.28);
    expect(own).toBeLessThan(database);
  });
});
