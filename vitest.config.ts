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
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'web/vitest.config.ts',
    ],
  },
});
