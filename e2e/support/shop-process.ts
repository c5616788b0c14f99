import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ShopProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the built one-process shop (`apps/server/src/main.ts`) with the given environment. */
export function startShopProcess(env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until `url` answers, or the process exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, shop: ShopProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void shop.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The shop exited before it answered:\n${shop.output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer at ${url} within ${timeoutMs} ms:\n${shop.output()}`);
}
