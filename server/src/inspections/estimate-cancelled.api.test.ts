import { describe, expect, it } from 'vitest';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { afterCommit } from '../test/booking-helpers.ts';
import { startedInspection, threeLines } from '../test/inspection-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

const cancel = (id: number) =>
  app.t.call('PUT', `/api/admin/appointments/${id}/status`, { body: { status: 'cancelled' }, token: app.admin });
const waiting = async () =>
  (await app.t.call('GET', '/api/admin/estimates/waiting', { token: app.admin })).body.waiting.map(
    (w: { appointment_id: number }) => w.appointment_id,
  );

describe("a cancelled appointment's estimate", () => {
  it('when the appointment is cancelled after the estimate was sent, then it leaves the waiting list and cannot be answered', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const [labor, part, fee] = await threeLines(t, admin, s.inspection.id);
    await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    expect(await waiting()).toContain(s.id);
    const open = await t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`);
    expect(open.body.appointment_cancelled).toBe(false);

    expect((await cancel(s.id)).status).toBe(200);
    expect(await waiting()).not.toContain(s.id);
    const view = await t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`);
    expect(view.status).toBe(200);
    expect(view.body.appointment_cancelled).toBe(true);

    const answer = await t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${s.trackingToken}`, {
      body: { approved: [labor, part], declined: [fee], name: 'Ana Lopez', version: view.body.inspection.version },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(m.estimateCancelled);
    const after = await t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`);
    expect(after.body.inspection.status).toBe('sent');
    expect(after.body.inspection.lines.map((l: { decision: string }) => l.decision)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('when staff try to send the estimate of a cancelled appointment, then it is refused and no mail goes', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    await threeLines(t, admin, s.inspection.id);
    await cancel(s.id);
    await afterCommit(t);
    const mailsBefore = t.mailsTo('ana@example.com').length;
    const sent = await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    expect(sent.status).toBe(409);
    expect(sent.body.error).toBe(m.sendCancelled);
    const inspection = await t.call('GET', `/api/admin/appointments/${s.id}/inspection`, { token: admin });
    expect(inspection.body.inspection.status).toBe('draft');
    expect((await t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`)).status).toBe(404);
    await afterCommit(t);
    expect(t.mailsTo('ana@example.com')).toHaveLength(mailsBefore);
  });
});

describe('its notices', () => {
  it('when the appointment is cancelled while the estimate mail waits for a retry, then it never goes', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    await threeLines(t, admin, s.inspection.id);
    t.mailState.down = true;
    await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    await afterCommit(t);
    const [waiting] = await t.db('notifications').where({ appointment_id: s.id, kind: 'estimate', channel: 'email' });
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    await cancel(s.id);
    t.mailState.down = false;
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
    await t.notifier.dispatchDue();
    expect(t.mailsTo('ana@example.com').map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/estimate/));
  });
});
