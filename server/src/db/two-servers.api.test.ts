import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminBookingBody, startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { testPostgresUrl } from '../test/test-db.ts';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: every promise made on one
 * process holds across both. (On SQLite the app is one server by design: these run on PostgreSQL.)
 */
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

/** Polls `read` until `done` holds, for at most `ms`: how long another server takes to see a write. */
async function within<T>(ms: number, read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setImmediate(r));
  }
}

describe.runIf(testPostgresUrl())('two servers on one PostgreSQL database', () => {
  it('40 bookings racing for one hour through both: exactly the bays win, and each mail goes once', async () => {
    const [adminA, adminB] = await Promise.all([a.login(), b.login()]);
    const tries = Array.from({ length: 40 }, (_, i) => {
      const [app, token] = i % 2 ? [b, adminB] : [a, adminA];
      return app.call('POST', '/api/admin/appointments', {
        token,
        body: adminBookingBody({ email: `racer${i}@example.com`, first_name: `Racer${i}` }),
      });
    });
    const answers = await Promise.all(tries);
    const winners = answers.flatMap((r, i) => (r.status === 201 ? [`racer${i}@example.com`] : []));
    expect(winners).toHaveLength(a.config.shop.bays);
    expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    await Promise.all([a.notifier.dispatchDue(), b.notifier.dispatchDue()]);
    const confirmations = [...a.mails, ...b.mails].filter((m) => /^racer\d+@/.test(m.to));
    expect(confirmations.map((m) => m.to).sort()).toEqual(winners.sort());
  });

  it('one Idempotency-Key sent to both at once is one booking', async () => {
    const send = (app: TestApp) =>
      app.call('POST', '/api/appointments', {
        body: wizardBody(),
        headers: { 'Idempotency-Key': 'key-both-servers-1' },
      });
    const answers = await Promise.all([send(a), send(b)]);
    expect(answers.map((r) => r.status).sort()).toEqual(
      answers.some((r) => r.status === 409) ? [201, 409] : [201, 201],
    );
    const retried = await send(b);
    expect(retried.status).toBe(201);
    expect(await a.db('appointments').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it("a write on one shows in the other's admin list within a second", async () => {
    const [adminA, adminB] = await Promise.all([a.login(), b.login()]);
    const list = async () => (await b.call('GET', '/api/admin/appointments', { token: adminB })).body.appointments;
    expect(await list()).toEqual([]);
    await a.call('POST', '/api/admin/appointments', { token: adminA, body: adminBookingBody() });
    expect(await within(1000, list, (l) => l.length === 1)).toHaveLength(1);
  });

  it('a sign-out on one is refused by the other within a second', async () => {
    const token = await a.login();
    const me = () => b.call('GET', '/api/users/me', { token });
    expect((await me()).status).toBe(200);
    await a.call('POST', '/api/users/logout', { token });
    expect((await within(1000, me, (r) => r.status === 401)).status).toBe(401);
  });
});
