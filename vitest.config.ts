import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * The server's test files that replace a module (vi.mock): they need a module graph of their own,
 * for a mock applies only to modules loaded after it and must not reach another file's tests.
 */
const MOCKING = globSync('server/src/**/*.test.ts')
  .filter((file) => /\bvi\.(mock|doMock|hoisted)\(/.test(readFileSync(file, 'utf8')))
  .map((file) => file.slice('server/'.length));

/**
 * The server's tests, in two projects: most files share their workers' module graphs (isolate:
 * false), since loading the whole app again for each file cost more than its tests (about 10 s of
 * a 2-core machine's time against 1-3 s of tests); the files in MOCKING keep a graph each.
 */
function serverProjects(name: string, include: string[], test: Record<string, unknown>) {
  return [
    { test: { ...test, name, root: 'server', include, exclude: MOCKING, isolate: false } },
    {
      test: {
        ...test,
        name: `${name}-isolated`,
        root: 'server',
        include: MOCKING.filter((f) => matchesAny(f, include)),
      },
    },
  ];
}
const matchesAny = (file: string, patterns: string[]) =>
  patterns.some((p) => globSync(p, { cwd: 'server' }).includes(file));

export default defineConfig({
  test: {
    // A stray .only would quietly skip the rest of the suite.
    allowOnly: false,
    // Every core: most of a test's time is spent waiting on its own HTTP server, SQLite or PostgreSQL.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      ...serverProjects('server', ['src/**/*.test.ts'], {
        environment: 'node',
        // This project is the SQLite run, even when a PostgreSQL cluster is about for server-pg.
        env: { TEST_POSTGRES_URL: '' },
        // The migrations run once into a template that every test app copies.
        globalSetup: ['src/test/sqlite-template.ts'],
        testTimeout: 20_000,
        hookTimeout: 30_000,
      }),
      'web/vitest.config.ts',
      // The built app's route sizes against their budgets (it builds web/dist when that is older than its sources).
      { test: { name: 'build', root: 'web', include: ['build/**/*.test.ts'], environment: 'node' } },
      // The server's tests that touch the database, again on PostgreSQL: only with a cluster to run
      // on (npm run test:pg starts a throwaway one and sets TEST_POSTGRES_URL).
      ...(process.env.TEST_POSTGRES_URL
        ? serverProjects(
            'server-pg',
            [
              'src/**/*.api.test.ts',
              'src/db/dialect.test.ts',
              'src/db/change-feed*.test.ts',
              'src/jobs/*.test.ts',
              'src/http/daily-quota.test.ts',
              'src/http/error-handler.test.ts',
            ],
            {
              environment: 'node',
              globalSetup: ['src/test/postgres-setup.ts'],
              testTimeout: 30_000,
              hookTimeout: 60_000,
            },
          )
        : []),
    ],
  },
});
