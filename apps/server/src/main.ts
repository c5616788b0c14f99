import { getHeapStatistics } from 'node:v8';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { apiCacheSizes, createApi, createSearchEngine, paymentPageOrigins, type AppDeps } from '@toonbank/api';
import { loadJwtSecret } from '@toonbank/api/lib/secret';
import { createMailer } from '@toonbank/api/lib/mail';
import { startPaymentExpiryJob } from '@toonbank/api/features/shared/settle';
import { assertServerConfig, ConfigError, loadConfig } from '@toonbank/config';
import { DatabaseUnreachableError } from '@toonbank/db/client';
import { releaseStopSignals } from '@toonbank/db/embedded';
import { openShopDatabase, type OpenedDatabase } from '@toonbank/db/open';
import { readDataRevision } from '@toonbank/db/repositories/revisions';
import { deleteEndedSessions } from '@toonbank/db/repositories/sessions';
import { writeDemoImages } from '@toonbank/db/seed/index';
import type { ServerBuild } from 'react-router';
import { guardedCreateServer } from './edge.ts';
import { allDatabases, createDatabaseMonitor } from './database-monitor.ts';
import { createHttpApp } from './http.ts';
import { createLogger } from './logger.ts';
import { startMemoryLog } from './memory-report.ts';
import { apiRevision, createPageCache } from './page-cache.ts';
import { apiReadiness, databaseReadiness, replicaReadiness } from './readiness.ts';
import { assertPortFree, PortInUseError } from './port.ts';

const storefrontDir = fileURLToPath(new URL('../../storefront/', import.meta.url));

/** Starts the one-process shop: database, API, SSR storefront. */
async function main(): Promise<void> {
  const config = loadConfig();
  assertServerConfig(config);
  const logger = createLogger(config.LOG_LEVEL);
  await assertPortFree(config.PORT, config.HOST);

  const build = (await import(pathToFileURL(path.join(storefrontDir, 'build/server/index.js')).href)) as ServerBuild;
  const dataDir = path.resolve(config.DATA_DIR);
  let opened: OpenedDatabase | undefined;
  let api: ReturnType<typeof createApi> | undefined;
  /** The API's deps (its caches are kept per deps), for the memory log. */
  let apiDeps: AppDeps | undefined;
  let expiryJob: { stop(): void } | undefined;
  if (!config.API_URL) {
    opened = await openShopDatabase({
      databaseUrl: config.DATABASE_URL,
      readUrl: config.DATABASE_READ_URL,
      dataDir,
      embeddedPort: config.EMBEDDED_PG_PORT,
      seedProducts: config.SEED_PRODUCTS,
      poolSize: config.DATABASE_POOL_SIZE,
      connectAttempts: config.DATABASE_CONNECT_ATTEMPTS,
      log: (message) => logger.info(message),
    });
    await writeDemoImages(path.join(dataDir, 'images'));
    const deps = {
      database: opened.database,
      readDatabase: opened.readDatabase,
      // Links in mail (password reset) and the payment provider's return and webhook addresses point at PUBLIC_URL,
      // else at this port on localhost.
      config: { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` },
      jwtSecret: await loadJwtSecret(config.JWT_SECRET, dataDir),
      logger,
      mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir, logger }),
      now: () => new Date(),
    };
    // The search engine (decision 0016); with SEARCH_INDEX_AT_START=on its index is built before the process listens.
    const searchEngine = createSearchEngine(deps);
    if (config.SEARCH_INDEX_AT_START === 'on' && 'ready' in searchEngine) await searchEngine.ready();
    // The same deps object (the API's caches are kept per deps), with its engine.
    api = createApi((apiDeps = Object.assign(deps, { searchEngine })));
    // Unpaid payments expire after PAYMENT_EXPIRY_MINUTES and release their stock (checked every minute).
    expiryJob = startPaymentExpiryJob(deps);
    if (
      config.PAYMENT_PROVIDER === 'test' &&
      config.NODE_ENV === 'production' &&
      config.PUBLIC_URL &&
      !/localhost|127\.0\.0\.1/.test(config.PUBLIC_URL)
    ) {
      logger.warn(
        'PAYMENT_PROVIDER=test: iedereen kan testbetalingen op "Betaald" zetten. Kies PAYMENT_PROVIDER=mollie voor echte betalingen.',
      );
    }
  }
  const contentDb = opened?.database.db;
  // Catalogue reads (and the catalogue revision the page cache keys on) go to the read replica when there is one.
  const catalogueDb = (opened?.readDatabase ?? opened?.database)?.db;
  let stopping = false;
  // Supervision (issue 13): 503 while the database (or the read replica) is away, one log line per change, the
  // embedded server restarted.
  const monitorLog = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m), error: (m: string) => logger.error(m) };
  const monitor = opened
    ? allDatabases([
        createDatabaseMonitor({ pool: opened.database.pool, embedded: opened.server, log: monitorLog }),
        ...(opened.readDatabase
          ? [createDatabaseMonitor({ pool: opened.readDatabase.pool, name: 'De leesreplica', log: monitorLog })]
          : []),
      ])
    : undefined;
  // Sessions that ended more than a day ago can never be used again: removed hourly.
  const sessionCleanup = contentDb
    ? setInterval(() => void deleteEndedSessions(contentDb, new Date(Date.now() - 24 * 3600_000)).catch(() => {}), 3600_000)
    : undefined;
  sessionCleanup?.unref();
  // Pages for anonymous visitors, invalidated by the content and catalogue revisions (decision 0007): read from the
  // database in-process, or from the API node with API_URL.
  const pageCache = createPageCache({
    maxBytes: config.PAGE_CACHE_MB * 2 ** 20,
    revision: contentDb ? () => readDataRevision(contentDb, catalogueDb) : apiRevision(config.API_URL!),
  });
  const app = createHttpApp({
    api,
    apiUrl: config.API_URL,
    build,
    clientDir: path.join(storefrontDir, 'build/client'),
    imagesDir: path.join(dataDir, 'images'),
    mode: 'production',
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    paymentPages: paymentPageOrigins(config),
    database: monitor,
    pageCache,
    readiness: async () => {
      if (stopping) return 'de server stopt';
      if (opened) return (await databaseReadiness(opened.database)) ?? (opened.readDatabase ? replicaReadiness(opened.readDatabase) : null);
      return apiReadiness(config.API_URL!);
    },
    accessLog: (line) => logger.info(line, 'request'),
  });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, createServer: guardedCreateServer }, () => {
    // The heap this process may use (HEAP_LIMIT_MB plus V8's young generation, decision 0017).
    const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
    logger.info({ heapLimitMb }, `Toonbank draait op ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
  }) as Server;
  // What the memory is made of (decision 0023): one line now and every MEMORY_LOG_MINUTES.
  const memoryLog = startMemoryLog(
    (report) => logger.info(report, 'geheugen'),
    config.MEMORY_LOG_MINUTES,
    () => ({ pageCacheMb: Math.round((pageCache.stats().bytes / 2 ** 20) * 10) / 10, ...(apiDeps ? apiCacheSizes(apiDeps) : {}) }),
  );
  // While stopping, every answer closes its connection: a keep-alive client does not hold the shutdown up.
  server.on('request', (_request, response) => {
    if (stopping && !response.headersSent) response.setHeader('connection', 'close');
  });

  /**
   * Graceful shutdown: stop accepting connections (readiness says 503 at once), let the requests in flight finish for
   * at most SHUTDOWN_TIMEOUT_SECONDS, then close what is left, the jobs, the pool and the embedded PostgreSQL.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} ontvangen: Toonbank stopt (lopende verzoeken krijgen ${config.SHUTDOWN_TIMEOUT_SECONDS} s)...`);
    expiryJob?.stop();
    memoryLog.stop();
    if (sessionCleanup) clearInterval(sessionCleanup);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      logger.warn(`Na ${config.SHUTDOWN_TIMEOUT_SECONDS} s lopen er nog verzoeken: hun verbindingen worden gesloten.`);
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    await closed;
    clearInterval(idle);
    clearTimeout(deadline);
    monitor?.stop();
    await opened?.close();
    logger.info('Gestopt.');
    process.exit(0);
  };
  releaseStopSignals();
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PortInUseError || error instanceof DatabaseUnreachableError) {
    console.error(`Toonbank kan niet starten: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND' && /build\/server/.test(error.message)) {
    console.error('Toonbank kan niet starten: de storefront is nog niet gebouwd. Gebruik `npm start` (bouwt eerst).');
  } else {
    // Never 'undefined': a rejection without a reason still gets a sentence.
    const reason = error instanceof Error ? error.message : error === undefined || error === null ? '' : String(error);
    console.error(`Toonbank kan niet starten: ${reason || 'onbekende fout bij het starten (zie de regels hierboven).'}`);
  }
  process.exit(1);
});
