import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../test/push-service.ts';
import { smsProvider, type SmsProvider } from '../test/sms-provider.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let push: PushService;
let sms: SmsProvider;
beforeAll(async () => {
  push = await startPushService();
  sms = await smsProvider();
});
afterAll(async () => {
  await push.stop();
  await sms.close();
});

const running: TestApp[] = [];
afterEach(async () => {
  // The second server first: the first one owns the database.
  for (const app of running.splice(0).reverse()) await app.stop();
});

describe('two servers on one database', () => {
  it('when the provider delivers each text to both servers at once, then staff get one push per text', async () => {
    const env = { ...sms.env, PUSH_ENDPOINTS: push.origin };
    const a = await startTestApp({ env });
    running.push(a);
    const b = await startTestApp({ env, shareDatabaseOf: a });
    running.push(b);
    const tablet = push.newDevice();
    const token = await a.login();
    expect(
      (await a.call('POST', '/api/admin/push', { body: { subscription: tablet.subscription }, token })).status,
    ).toBe(201);
    const texts = ['Can I come at 4?', 'ok go ahead', 'thanks!'];
    for (const [i, body] of texts.entries()) {
      const sid = `SM-both-${i}`;
      const answers = await Promise.all([a, b].map((server) => sms.text(server, '+15105550100', body, { sid })));
      expect(answers.map((x) => x.status)).toEqual([200, 200]);
    }
    await Promise.all([a.notifier.dispatchDue(), b.notifier.dispatchDue()]);
    await Promise.all([a.notifier.idle(), b.notifier.idle()]);
    expect(await a.db('text_messages').count({ n: '*' })).toEqual([{ n: texts.length }]);
    const bodies = push.pushesTo(tablet.id).map((p) => (p.payload as { body: string }).body);
    expect(bodies.sort()).toEqual(texts.map((x) => `Text from +15105550100: ${x}`).sort());
    expect(push.problems).toEqual([]);
  });
});
