import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../packages/db/src/testing/global-setup.ts';
import { CHROMIUM_MISSING, findChromium } from './support/chromium.ts';
import { ROOT, startShopProcess, waitForHttp } from './support/shop-process.ts';

/**
 * Starts the production build of the shop the way `npm start` does: embedded
 * PostgreSQL in a fresh data folder, migrations, demo data. Stops it with
 * SIGINT afterwards, as Ctrl-C would.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!findChromium()) throw new Error(CHROMIUM_MISSING);
  if (!existsSync(path.join(ROOT, 'apps/storefront/build/server/index.js'))) {
    throw new Error('De storefront is niet gebouwd: voer eerst `npm run build` uit (npm test doet dat zelf).');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toonbank-e2e-'));
  await chmod(dataDir, 0o755); // the embedded server runs as the `postgres` user when we are root
  const port = await freePort();
  const shop = startShopProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    // The payment provider sends the customer back to this address: the same host as the browser's, so the session cookie goes along.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_PRODUCTS: '600',
    DATABASE_URL: '',
    // Tests that send many requests on purpose (form-fuzz.e2e.ts) name their own address in X-Forwarded-For, so the
    // shop's per-address limits (login, forms) count them apart from the other tests, which all come from 127.0.0.1.
    TRUST_PROXY: 'loopback',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/`, shop, 150_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    shop.child.kill('SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([shop.exited, new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), 20_000)))]);
    clearTimeout(timer);
    if (code === 'timeout') shop.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`The shop did not stop cleanly on SIGINT (exit ${String(code)}):\n${shop.output()}`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
