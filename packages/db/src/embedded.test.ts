import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
