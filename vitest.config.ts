import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every layer. Database suites share one PostgreSQL
 * server (embedded, or TEST_DATABASE_URL) and each test file gets a fresh
 * database cloned from a migrated, seeded template (see packages/db/src/testing.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/config/src/**/*.test.ts',
            'apps/storefront/app/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/db/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser under load (CI, other builds on two cores) can take seconds to navigate or hydrate; polls wait
          // for a state the page must reach, so a longer wait only costs time when a test is about to fail anyway.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
