import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A stray .only would quietly skip the rest of the suite.
    allowOnly: false,
    projects: [
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // This project is the SQLite run, even when a PostgreSQL cluster is about for server-pg.
          env: { TEST_POSTGRES_URL: '' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'web/vitest.config.ts',
      // The built app's route sizes against their budgets (it builds web/dist when that is older than its sources).
      { test: { name: 'build', root: 'web', include: ['build/**/*.test.ts'], environment: 'node' } },
      // The server's tests that touch the database, again on PostgreSQL: only with a cluster to run
      // on (npm run test:pg starts a throwaway one and sets TEST_POSTGRES_URL).
      ...(process.env.TEST_POSTGRES_URL
        ? [
            {
              test: {
                name: 'server-pg',
                root: 'server',
                include: [
                  'src/**/*.api.test.ts',
                  'src/db/dialect.test.ts',
                  'src/db/change-feed*.test.ts',
                  'src/jobs/*.test.ts',
                  'src/http/daily-quota.test.ts',
                  'src/http/error-handler.test.ts',
                ],
                environment: 'node',
                globalSetup: ['src/test/postgres-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
