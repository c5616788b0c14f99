import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';
import { seedDemoData } from '../seed/index.ts';
import { TEMPLATE_DATABASE, TEST_SEED_PRODUCTS } from './constants.ts';

/**
 * Vitest global setup for database suites: one PostgreSQL server per run
 * (TEST_DATABASE_URL's server when set, else an embedded one in a temporary
 * folder) and a template database, migrated and seeded once, that every test
 * file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  let teardown: () => Promise<void>;
  if (external) {
    adminUrl = external;
    teardown = async () => {};
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'toonbank-test-pg-'));
    await chmod(dataDir, 0o755); // the server runs as the `postgres` user when we are root
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
    adminUrl = server.url('postgres');
    teardown = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  await dropDatabase(adminUrl, TEMPLATE_DATABASE);
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  const template = connect(withDatabase(adminUrl, TEMPLATE_DATABASE), { max: 4 });
  try {
    await runMigrations(template);
    await seedDemoData(template.db, { products: TEST_SEED_PRODUCTS, referenceDate: new Date() });
  } finally {
    await template.close();
  }
  project.provide('adminDatabaseUrl', adminUrl);
  return teardown;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = connect(adminUrl, { max: 1 });
  try {
    await admin.pool.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.close();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
