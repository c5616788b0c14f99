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

  it('names a bad heap limit rather than starting without one', async () => {
    const shop = startShopProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', HEAP_LIMIT_MB: 'veel' });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(/^Toonbank kan niet starten: Ongeldige configuratie: HEAP_LIMIT_MB /);
  });

  it('names a bad configuration variable', async () => {
    const shop = startShopProcess({ PORT: 'zeventig' });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(/^Toonbank kan niet starten: Ongeldige configuratie: PORT /);
  });

  const SECRET = 'een-gedeeld-geheim-van-minstens-32-tekens';

  it('tries a database that is down a few times with a growing wait, then gives up: one line of reason, exit 1', async () => {
    const deadPort = await freePort();
    const started = Date.now();
    const shop = startShopProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://toonbank:x@127.0.0.1:${deadPort}/toonbank`,
      JWT_SECRET: SECRET,
      DATABASE_CONNECT_ATTEMPTS: '3',
    });
    expect(await shop.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    const lines = shop.output().trim().split('\n');
    // Two log lines announce the retries (JSON, for the log collector); the last line is the reason, for a person.
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      expect.stringMatching(/^De database is niet bereikbaar: .*ECONNREFUSED.* \(poging 1 van 3\); opnieuw over 0,25 s\.$/),
      expect.stringMatching(/^De database is niet bereikbaar: .*ECONNREFUSED.* \(poging 2 van 3\); opnieuw over 0,5 s\.$/),
    ]);
    expect(lines[2]).toMatch(/^Toonbank kan niet starten: De database is niet bereikbaar: .*ECONNREFUSED/);
    expect(shop.output()).not.toMatch(/\n\s+at /);
  });

  it.each([
    [
      'without a host',
      'postgres://toonbank:x@:5432/toonbank',
      'DATABASE_URL is geen geldig adres; voorbeeld: postgres://gebruiker:wachtwoord@db.example.nl:5432/toonbank',
    ],
    ['of another database', 'mysql://toonbank:x@db.example.nl/toonbank', 'DATABASE_URL moet beginnen met postgres:// of postgresql://'],
  ])('names a bad DATABASE_URL (%s) in one line', async (_case, url, reason) => {
    const shop = startShopProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', DATABASE_URL: url, JWT_SECRET: SECRET });
    expect(await shop.exited).toBe(1);
    expect(shop.output().trim()).toBe(`Toonbank kan niet starten: Ongeldige configuratie: ${reason}`);
  });

  it('names a missing shared secret with DATABASE_URL, and a short one', async () => {
    const database = `postgres://toonbank:x@127.0.0.1:${await freePort()}/toonbank`;
    const missing = startShopProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', DATABASE_URL: database, JWT_SECRET: '' });
    const short = startShopProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', JWT_SECRET: 'kort' });
    expect(await missing.exited).toBe(1);
    expect(missing.output().trim()).toBe(
      'Toonbank kan niet starten: Ongeldige configuratie: JWT_SECRET is verplicht met DATABASE_URL: alle processen op één database delen dit geheim (minstens 32 tekens)',
    );
    expect(await short.exited).toBe(1);
    expect(short.output().trim()).toBe('Toonbank kan niet starten: Ongeldige configuratie: JWT_SECRET moet minstens 32 tekens lang zijn');
  });
});
