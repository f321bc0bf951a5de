import { afterEach } from 'vitest';
import { smsProvider, type SmsProvider } from './sms-provider.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * For a test file whose tests each start a shop beside the stand-in SMS provider: the starter,
 * with both stopped after every test. `env` picks what of the provider the server is given
 * (all of it by default).
 */
export function smsShopPerTest() {
  let running: { sms: SmsProvider; t?: TestApp } | undefined;
  afterEach(async () => {
    await running?.t?.stop();
    await running?.sms.close();
    running = undefined;
  });
  return async (opts: { env?: (provider: SmsProvider) => Record<string, string> } = {}) => {
    const sms = await smsProvider();
    running = { sms };
    const t = await startTestApp({ env: opts.env ? opts.env(sms) : sms.env });
    running.t = t;
    return { t, sms };
  };
}

/** Turns Settings > Notifications' switches as given, keeping the rest. */
export async function setNotifications(t: TestApp, admin: string, on: { sms?: boolean; email?: boolean }) {
  const { settings } = (await t.call('GET', '/api/admin/settings', { token: admin })).body;
  await t.call('PUT', '/api/admin/settings', {
    body: { ...settings, notifications: { ...settings.notifications, ...on } },
    token: admin,
  });
}
