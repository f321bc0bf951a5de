import { defineConfig } from 'vitest/config';

/** The cross-engine journeys: real browsers against the real server, one engine at a time. */
export default defineConfig({
  test: {
    name: 'engines',
    include: ['e2e/engines/*.engine.ts'],
    environment: 'node',
    allowOnly: false,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
