import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOWUP } from '@shop/shared/maintenance/maintenance.schema';
import { declinedEstimate, followupMails } from '../test/recommendation-helpers.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { testPostgresUrl } from '../test/test-db.ts';
import { runFollowups } from './followup-pass.ts';

/** Two servers on one PostgreSQL database running the follow-up pass at the same moment. */
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

describe.runIf(testPostgresUrl())('the follow-up pass on two servers', () => {
  it('when both servers run the day 2 pass at once, then the step is planned once and one mail goes', async () => {
    await declinedEstimate(a, await a.login());
    const declined = Date.parse((await a.db('recommendations').first('declined_at')).declined_at);
    // 10:00 in the shop's zone on day 2: the message goes at once.
    const at = new Date(declined + 2 * 86_400_000 + 2 * 3_600_000);
    a.clock.set(at);
    b.clock.set(at);
    const planned = await Promise.all([runFollowups(a.deps, DEFAULT_FOLLOWUP), runFollowups(b.deps, DEFAULT_FOLLOWUP)]);
    expect(planned.sort()).toEqual([0, 1]);
    await Promise.all([a.notifier.dispatchDue(), b.notifier.dispatchDue()]);
    expect([...followupMails(a), ...followupMails(b)]).toHaveLength(1);
    expect(await a.db('notifications').where({ kind: 'declined_followup' })).toHaveLength(1);
    expect((await a.db('recommendations').orderBy('id').pluck('messages_sent')).map(Number)).toEqual([1, 0]);
  });
});
