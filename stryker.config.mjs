// Mutation testing of the domain core (`npm run mutate`): how many deliberate bugs the unit and
// API tests catch, per module. Too slow for `npm test`; run it after changing a core rule.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  mutate: [
    'shared/src/bookings/slot-rules.ts',
    'shared/src/bookings/pricing.ts',
    'shared/src/bookings/cancellation.ts',
    'shared/src/bookings/vtimezone.ts',
    'shared/src/appointments/self-service.ts',
    'shared/src/diagnostics/obd2.ts',
    'server/src/appointments/capacity.ts',
    'server/src/appointments/occupancy.ts',
    'server/src/appointments/create-booking.ts',
    'server/src/http/write-route.ts',
    'web/src/features/offline/api/outbox-classify.ts',
    'web/src/features/offline/api/outbox-drain.ts',
    'web/src/features/offline/api/submit.ts',
    'web/src/features/offline/api/outbox-versions.ts',
    'web/src/features/offline/api/outbox-conflicts.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
