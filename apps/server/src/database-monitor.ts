import pg from 'pg';

/**
 * Watches the database (issue 13, defect 10). While it is away, the HTTP layer
 * answers 503 ('We zijn zo terug') instead of letting every request fail; the
 * log says so once when it goes and once when it is back, not per request.
 * An embedded server whose process died is started again at once.
 *
 * It checks on a connection of its own (a pool of one, opened from the shop pool's settings): a pool busy with
 * requests, every connection taken and requests queued, is not a database that is away, and must not turn the whole
 * shop into 503s while it is only slow.
 */
export interface DatabaseMonitor {
  /** The last known state: false while the database is away. */
  available(): boolean;
  /** Checks now (shared with checks already under way): whether the database is away. */
  confirmOutage(): Promise<boolean>;
  stop(): void;
}

export interface SupervisedServer {
  onExit(listener: () => void): void;
  restart(): Promise<void>;
}

export function createDatabaseMonitor(options: {
  /** The shop's pool; the monitor checks on its own connection to the same database. */
  pool: pg.Pool;
  /** The embedded server to restart when its process ends; none for an external DATABASE_URL. */
  embedded?: SupervisedServer;
  log: { warn(message: string): void; info(message: string): void; error(message: string): void };
  /** What the log lines call it: "De database" (default), or "De leesreplica" for DATABASE_READ_URL's pool. */
  name?: string;
  intervalMs?: number;
  timeoutMs?: number;
}): DatabaseMonitor {
  const name = options.name ?? 'De database';
  const own = new pg.Pool({
    ...options.pool.options,
    max: 1,
    application_name: `${options.pool.options.application_name ?? 'toonbank'} monitor`,
  });
  own.on('error', () => {}); // an idle connection losing its server is what the checks find out
  const intervalMs = options.intervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 2000;
  let up = true;
  let downSince = 0;
  let checking: Promise<boolean> | null = null;
  let restarting = false;
  let restartFailedLogged = false;
  let serverGone = false;
  let stopped = false;

  const setState = (available: boolean) => {
    if (available === up) return;
    up = available;
    if (available) {
      options.log.info(`${name} is weer bereikbaar (na ${((Date.now() - downSince) / 1000).toFixed(1)} s); de winkel werkt weer.`);
    } else {
      downSince = Date.now();
      restartFailedLogged = false;
      options.log.warn(`${name} is niet bereikbaar: pagina’s en API antwoorden 503 (We zijn zo terug) tot ze terug is.`);
    }
  };

  const check = (): Promise<boolean> => {
    checking ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          own.query('select 1'),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
        ]);
        setState(true);
      } catch {
        setState(false);
      } finally {
        clearTimeout(timer);
        checking = null;
      }
      return up;
    })();
    return checking;
  };

  const restart = async () => {
    if (!options.embedded || restarting || stopped) return;
    restarting = true;
    try {
      await options.embedded.restart();
      serverGone = false;
      await check();
    } catch (error) {
      if (!restartFailedLogged)
        options.log.error(
          `De ingebouwde PostgreSQL kon niet opnieuw starten; nieuwe poging elke seconde: ${error instanceof Error ? error.message : String(error)}`,
        );
      restartFailedLogged = true;
    } finally {
      restarting = false;
    }
  };

  options.embedded?.onExit(() => {
    serverGone = true;
    setState(false);
    void restart();
  });

  const timer = setInterval(() => {
    if (serverGone) void restart();
    else void check();
  }, intervalMs);
  timer.unref();

  return {
    available: () => up,
    confirmOutage: async () => !(await check()),
    stop: () => {
      stopped = true;
      clearInterval(timer);
      void own.end().catch(() => {});
    },
  };
}

/**
 * Several monitors as one (the primary and a read replica, decision 0019): available while all are; an outage of
 * any is an outage of the shop, which cannot show its catalogue without the replica.
 */
export function allDatabases(monitors: readonly DatabaseMonitor[]): DatabaseMonitor {
  return {
    available: () => monitors.every((monitor) => monitor.available()),
    confirmOutage: async () => (await Promise.all(monitors.map((monitor) => monitor.confirmOutage()))).some(Boolean),
    stop: () => {
      for (const monitor of monitors) monitor.stop();
    },
  };
}
