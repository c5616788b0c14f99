import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../client.ts';
import { TEMPLATE_DATABASE } from './constants.ts';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase extends Database {
  url: string;
}

/**
 * A fresh database cloned from the seeded template: each test file works on
 * its own copy of the demo data and may change it freely.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `toonbank_test_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, { max: 1 });
  try {
    await admin.pool.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.close();
  }
  const url = withDatabase(adminUrl, name);
  const database = connect(url, { max: 5 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = connect(adminUrl, { max: 1 });
      try {
        await cleanup.pool.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}
