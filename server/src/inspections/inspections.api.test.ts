import { describe, expect, it } from 'vitest';
import { afterCommit } from '../test/booking-helpers.ts';
import { jpeg, startedInspection, threeLines, upload } from '../test/inspection-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

describe('an inspection from start to the customer answer', () => {
  it('when staff inspect, price and send, then the customer approves 2 of 3 by the link and staff hear of it', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    expect(s.inspection.items.map((i: { key: string }) => i.key)).toContain('belts-hoses');

    const again = await t.call('POST', `/api/admin/appointments/${s.id}/inspection`, { body: {}, token: admin });
    expect(again.status).toBe(200);
    expect(again.body.inspection.id).toBe(s.inspection.id);

    const item = await t.call('PUT', `/api/admin/inspections/${s.inspection.id}/items/brakes`, {
      body: { condition: 'urgent', note: 'Pads at 2 mm', version: s.inspection.version },
      token: admin,
    });
    expect(item.status).toBe(200);
    expect(item.body.version).toBe(s.inspection.version + 1);
    const photo = await upload(
      t,
      admin,
      `/api/admin/inspections/${s.inspection.id}/items/brakes/photos?id=photo-00001`,
      await jpeg(),
    );
    expect(photo.status).toBe(201);
    expect(photo.body.photo).toMatchObject({ id: 'photo-00001', width: 64, height: 48 });
    const [labor, part, fee] = await threeLines(t, admin, s.inspection.id);

    const before = await t.call('GET', `/api/appointments/${s.id}/estimate?t=${s.trackingToken}`);
    expect(before.status).toBe(404);
    // The appointment's page says whether there is an estimate to link to: not while it is a draft.
    const trackingNow = () => t.call('GET', `/api/appointments/${s.id}/tracking?t=${s.trackingToken}`);
    expect((await trackingNow()).body.estimate).toBeNull();

    const sent = await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    expect(sent.body.inspection.status).toBe('sent');
    expect((await trackingNow()).body.estimate).toBe('sent');
    await afterCommit(t);
    const mail = t.mailsTo('ana@example.com').find((m) => m.subject.includes('estimate'))!;
    const link = mail.text.match(/http\S+\/estimate\/\d+\?t=\S+/)![0];
    const token = new URL(link).searchParams.get('t')!;
    expect(token).toBe(s.trackingToken);

    const view = await t.call('GET', `/api/appointments/${s.id}/estimate?t=${token}`);
    expect(view.status).toBe(200);
    expect(view.body.vehicle.make).toBe('Toyota');
    expect(view.body.inspection.totals.proposed_cents).toBe(18000 + 8950 + 4000);
    const thumb = await fetch(
      t.url + view.body.inspection.items.find((i: { key: string }) => i.key === 'brakes').photos[0].thumb_url,
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toContain('private');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');

    const answer = await t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${token}`, {
      body: { approved: [labor, part], declined: [fee], name: 'Ana Lopez', version: view.body.inspection.version },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.inspection).toMatchObject({ status: 'answered', signed_name: 'Ana Lopez' });
    expect((await trackingNow()).body.estimate).toBe('answered');
    expect(answer.body.inspection.totals.approved_cents).toBe(26950);

    const second = await t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${token}`, {
      body: { approved: [], declined: [labor], name: 'Ana Lopez', version: answer.body.inspection.version },
    });
    expect(second.status).toBe(409);
    const reprice = await t.call('PUT', `/api/admin/estimate-lines/${labor}`, {
      body: { kind: 'labor', description: 'Replace front pads', quantity: 2, unit_price_cents: 12000 },
      token: admin,
    });
    expect(reprice.status).toBe(409);

    const tracking = await t.call('GET', `/api/appointments/${s.id}/tracking?t=${token}`);
    const messages = tracking.body.updates.map((u: { message: string }) => u.message);
    expect(messages).toContain('Inspection sent');
    expect(messages).toContain('Customer approved 2 of 3 items ($269.50)');
    await afterCommit(t);
    expect(t.mailsTo('admin@shop.test').some((m) => m.text.includes('Customer approved 2 of 3 items'))).toBe(true);
  });

  it('when staff add a line after the answer and send again, then answered lines stay and only the new one is asked', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const [labor, part, fee] = await threeLines(t, admin, s.inspection.id);
    const sent = await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    const first = { approved: [labor], declined: [part, fee], name: 'Ana', version: sent.body.version };
    await t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${s.trackingToken}`, { body: first });
    await t.call('POST', `/api/admin/inspections/${s.inspection.id}/lines`, {
      body: { id: 'line-later-1', kind: 'fee', description: 'Disposal', quantity: 1, unit_price_cents: 500 },
      token: admin,
    });
    const resent = await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });
    expect(resent.body.inspection.status).toBe('sent');
    const answer = await t.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${s.trackingToken}`, {
      body: { approved: ['line-later-1'], declined: [], name: 'Ana', version: resent.body.version },
    });
    expect(answer.status).toBe(200);
    const decisions = answer.body.inspection.lines.map((l: { decision: string }) => l.decision);
    expect(decisions).toEqual(['approved', 'declined', 'declined', 'approved']);
  });
});

describe('who may see and answer an estimate', () => {
  it("when anonymous, another appointment's token or a wrong token ask, then 404; staff and the token see it", async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    await threeLines(t, admin, s.inspection.id);
    const photo = await upload(t, admin, `/api/admin/inspections/${s.inspection.id}/items/tires/photos`, await jpeg());
    const other = await startedInspection(t, admin);
    const photoPath = `/api/photos/${photo.body.photo.id}`;

    // Before sending, the token holder sees neither the estimate nor its photos.
    expect((await t.call('GET', `${photoPath}?t=${s.trackingToken}`)).status).toBe(404);
    expect((await fetch(t.url + photoPath, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(200);
    await t.call('POST', `/api/admin/inspections/${s.inspection.id}/send`, { body: {}, token: admin });

    const estimate = `/api/appointments/${s.id}/estimate`;
    expect((await t.call('GET', estimate)).status).toBe(404);
    expect((await t.call('GET', `${estimate}?t=${other.trackingToken}`)).status).toBe(404);
    expect((await t.call('GET', `${estimate}?t=not-the-token`)).status).toBe(404);
    expect((await t.call('GET', `${estimate}?t=${s.trackingToken}`)).status).toBe(200);
    expect((await t.call('GET', estimate, { token: admin })).status).toBe(200);
    const customer = await t.customer('someone@example.com');
    expect((await t.call('GET', estimate, { token: customer })).status).toBe(404);

    expect((await t.call('GET', photoPath)).status).toBe(404);
    expect((await t.call('GET', `${photoPath}?t=${other.trackingToken}`)).status).toBe(404);
    expect((await t.call('GET', `${photoPath}?t=${s.trackingToken}`)).status).toBe(200);

    const answer = { approved: [], declined: [], name: 'Mallory' };
    expect((await t.call('POST', `${estimate}/answer?t=${other.trackingToken}`, { body: answer })).status).toBe(404);
    expect((await t.call('POST', `${estimate}/answer`, { body: answer })).status).toBe(404);
  });

  it('when a visitor or a customer calls a staff route, then it is refused', async () => {
    const { t, admin } = app;
    const s = await startedInspection(t, admin);
    const customer = await t.customer('someone@example.com');
    for (const token of [undefined, customer]) {
      const res = await t.call('GET', `/api/admin/appointments/${s.id}/inspection`, { token });
      expect([401, 403]).toContain(res.status);
      const put = await t.call('PUT', `/api/admin/inspections/${s.inspection.id}/items/tires`, {
        body: { condition: 'good' },
        token,
      });
      expect([401, 403]).toContain(put.status);
      const photo = await upload(
        t,
        token ?? null,
        `/api/admin/inspections/${s.inspection.id}/items/tires/photos`,
        await jpeg(),
      );
      expect([401, 403]).toContain(photo.status);
    }
  });
});
