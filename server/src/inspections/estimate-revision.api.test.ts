import { describe, expect, it } from 'vitest';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { afterCommit } from '../test/booking-helpers.ts';
import { laborLine, sentEstimate } from '../test/inspection-helpers.ts';
import { adminTestApp, appsStoppedAfterEach, type TestApp } from '../test/test-app.ts';
import { REVISION_QUIET_MS } from './estimate-notices.ts';

const app = adminTestApp();
const startApp = appsStoppedAfterEach();

const estimateMails = (t: TestApp, appointmentId: number) =>
  t.db('notifications').where({ appointment_id: appointmentId, kind: 'estimate', channel: 'email' }).orderBy('id');

describe('an answer pins the estimate it read', () => {
  it('when staff reprice a line after the customer opened the estimate, then her answer is 409 estimate_changed with the estimate now and nothing changes', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const seen = (await e.read()).body.inspection;
    const reprice = await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, {
      body: laborLine(48000),
      token: admin,
    });
    expect(reprice.body.version).toBe(seen.version + 1);

    const [a, b, c] = e.lines;
    const stale = await e.answer({ approved: [a, b], declined: [c], name: 'Ana Lopez', version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'estimate_changed', error: m.estimateChanged, version: seen.version + 1 });
    expect(stale.body.current.inspection.lines[0]).toMatchObject({
      id: a,
      unit_price_cents: 48000,
      total_cents: 72000,
    });
    expect(stale.body.current.vehicle.make).toBe('Toyota');

    const after = (await e.read()).body.inspection;
    expect(after).toMatchObject({ status: 'sent', signed_name: null, version: seen.version + 1 });
    expect(after.lines.map((l: { decision: string }) => l.decision)).toEqual(['pending', 'pending', 'pending']);
    await afterCommit(t);
    expect(t.mailsTo('admin@shop.test').some((mail) => mail.text.includes('Customer approved'))).toBe(false);
  });

  it('when the customer answers again on the revised version, then it is taken at the new price', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, { body: laborLine(48000), token: admin });
    const [a, b, c] = e.lines;
    const version = (await e.read()).body.inspection.version;
    const answer = await e.answer({ approved: [a], declined: [b, c], name: 'Ana Lopez', version });
    expect(answer.status).toBe(200);
    expect(answer.body.inspection.totals.approved_cents).toBe(72000);
    expect(answer.body.inspection.lines[0]).toMatchObject({ decision: 'approved', unit_price_cents: 48000 });
  });

  it("when an item's note or the lines change after sending, then each moves the version an answer must carry", async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const v0 = (await e.read()).body.inspection.version;
    await t.call('PUT', `/api/admin/inspections/${e.inspection.id}/items/brakes`, {
      body: { condition: 'urgent', note: 'Pads at 1 mm' },
      token: admin,
    });
    const extra = { kind: 'fee', description: 'Disposal', quantity: 1, unit_price_cents: 500 };
    const added = await t.call('POST', `/api/admin/inspections/${e.inspection.id}/lines`, {
      body: extra,
      token: admin,
    });
    await t.call('DELETE', `/api/admin/estimate-lines/${added.body.line.id}`, { token: admin });
    const now = (await e.read()).body.inspection;
    expect(now.version).toBe(v0 + 3);
    expect(now.items.find((i: { key: string }) => i.key === 'brakes').note).toBe('Pads at 1 mm');
    const [a, b, c] = e.lines;
    for (const version of [v0, v0 + 1, v0 + 2])
      expect((await e.answer({ approved: [a, b, c], declined: [], name: 'Ana', version })).status).toBe(409);
    expect((await e.answer({ approved: [a, b, c], declined: [], name: 'Ana', version: v0 + 3 })).status).toBe(200);
  });
});

describe('a revision tells the customer once', () => {
  it('when staff change lines of a sent estimate several times in a row, then one "revised" notice with the same link goes after the quiet window', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const [sent] = await estimateMails(t, e.id);
    expect(sent.status).toBe('sent');
    for (const cents of [15000, 16000, 48000])
      await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, { body: laborLine(cents), token: admin });
    await t.call('DELETE', `/api/admin/estimate-lines/${e.lines[2]}`, { token: admin });

    const planned = (await estimateMails(t, e.id)).slice(1);
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ status: 'queued', subject: m.revisedMailSubject(t.config.shop.name) });
    expect(new Date(planned[0].planned_at).getTime()).toBe(t.clock.now().getTime() + REVISION_QUIET_MS);
    await t.notifier.dispatchDue();
    expect(t.mailsTo('ana@example.com').filter((mail) => mail.subject.includes('revised'))).toHaveLength(0);

    t.clock.set(new Date(t.clock.now().getTime() + REVISION_QUIET_MS));
    await t.notifier.dispatchDue();
    const mails = t.mailsTo('ana@example.com').filter((mail) => mail.subject.includes('estimate'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      m.mailSubject(t.config.shop.name),
      m.revisedMailSubject(t.config.shop.name),
    ]);
    const link = (text: string) => text.match(/http\S+\/estimate\/\d+\?t=\S+/)![0];
    expect(link(mails[1].text)).toBe(link(mails[0].text));

    await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, { body: laborLine(50000), token: admin });
    expect(await estimateMails(t, e.id)).toHaveLength(3);
  });

  it('when lines change before sending or after the answer, then no revision is planned', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    expect(await estimateMails(t, e.id)).toHaveLength(1);
    const [a, b, c] = e.lines;
    const version = (await e.read()).body.inspection.version;
    await e.answer({ approved: [a, b], declined: [c], name: 'Ana', version });
    const extra = { kind: 'fee', description: 'Disposal', quantity: 1, unit_price_cents: 500 };
    await t.call('POST', `/api/admin/inspections/${e.inspection.id}/lines`, { body: extra, token: admin });
    expect(await estimateMails(t, e.id)).toHaveLength(1);
  });
});

describe('a revision by SMS', () => {
  it('when SMS is on, then the revision is texted too, with the same link and at the same time as its mail', async () => {
    // No SMS gets through (nothing listens there): the rows planned are what the test reads.
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15105550000' };
    const t = await startApp({ env: { ...twilio, TWILIO_API_URL: 'http://127.0.0.1:9' } });
    const admin = await t.login();
    const { settings } = (await t.call('GET', '/api/admin/settings', { token: admin })).body;
    const notifications = { ...settings.notifications, sms: true };
    await t.call('PUT', '/api/admin/settings', { body: { ...settings, notifications }, token: admin });
    const e = await sentEstimate(t, admin);
    await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, { body: laborLine(48000), token: admin });

    const rows = await t.db('notifications').where({ appointment_id: e.id, kind: 'estimate' }).orderBy('id');
    const sms = rows.filter((r) => r.channel === 'sms');
    const mail = rows.filter((r) => r.channel === 'email');
    expect(sms).toHaveLength(2);
    // The sent notice's SMS waits for a retry: a notice already due does not hold the revision back.
    expect(sms[0]).toMatchObject({ status: 'queued', attempts: 1 });
    const text = JSON.parse(sms[1].message_json).text as string;
    const link = (body: string) => body.match(/http\S+\/estimate\/\d+\?t=\S+/)![0];
    expect(text).toBe(m.revisedSms(t.config.shop.name, link(text)));
    expect(link(text)).toBe(link(JSON.parse(mail[1].message_json).text));
    expect(sms[1].planned_at).toBe(mail[1].planned_at);
  });
});
