import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { testPostgresUrl } from '../test/test-db.ts';
import { carOf, postReading } from '../test/vehicle-helpers.ts';
import { remindersOf, remindersPass, setRules } from '../test/maintenance-helpers.ts';

/** Two servers on one PostgreSQL database run the reminders' pass at the same moment. */
let a: TestApp;
let b: TestApp;
beforeEach(async () => {
  a = await startTestApp();
  b = await startTestApp({ shareDatabaseOf: a });
});
afterEach(async () => {
  await b.stop();
  await a.stop();
});

describe.runIf(testPostgresUrl())('maintenance reminders on two servers', () => {
  it('when both passes run at once over 30 cars in their window, then each car is reminded once', async () => {
    const admin = await a.login();
    await setRules(a, admin);
    for (let i = 0; i < 30; i++) {
      const car = await carOf(a, `owner${i}@example.com`, { year: '2019', model: `Civic${i}x` });
      await postReading(a, admin, car.vehicleId, { value: 40_000, source: 'check_in' });
    }
    const at = '2026-08-27T17:00:00Z';
    await Promise.all([remindersPass(a, at), remindersPass(b, at)]);
    const planned = await remindersOf(a, 'Civic');
    expect(planned).toHaveLength(30);
    expect(new Set(planned.map((p) => p.recipient)).size).toBe(30);
  });
});
