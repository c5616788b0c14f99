import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@toonbank/db/testing/global-setup';
import { startShopProcess } from '../../../e2e/support/shop-process.ts';

/** How the one-process server behaves when it cannot start: one clear line, non-zero exit. */
describe('server start-up failures', () => {
  let blocker: Server;
  let takenPort: number;
  beforeAll(async () => {
    takenPort = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(takenPort, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('says the port is taken', async () => {
    const shop = startShopProcess({ PORT: String(takenPort), HOST: '127.0.0.1' });
    expect(await shop.exited).toBe(1);
    expect(shop.output().trim()).toBe(
      `Toonbank kan niet starten: poort ${takenPort} is al in gebruik (draait Toonbank al?). Stop het andere proces of kies een andere PORT.`,
    );
  });

  it('names a bad configuration variable', async () => {
    const shop = startShopProcess({ PORT: 'zeventig' });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(/^Toonbank kan niet starten: Ongeldige configuratie: PORT /);
  });

  it('gives one line, not a stack dump, when the database cannot be reached', async () => {
    const deadPort = await freePort();
    const shop = startShopProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://toonbank:x@127.0.0.1:${deadPort}/toonbank`,
    });
    expect(await shop.exited).toBe(1);
    const lines = shop.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Toonbank kan niet starten: De database is niet bereikbaar: /);
  });
});
