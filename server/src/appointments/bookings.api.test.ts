import { bookingMessages } from '@shop/shared/bookings/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asBoolean } from '../db/dialect.ts';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.stop();
});

describe('booking', () => {
  it('when a visitor books, then 201 with prices from the server, a ghost customer, a token and a mail with .ics', async () => {
    const res = await t.call('POST', '/api/appointments', {
      body: wizardBody({ service_ids: [1, 3, 4], total: 0.01 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({
      date: '2026-03-09',
      start_time: '10:00',
      end_time: '11:00',
      is_ghost_slot: false,
      total_price: 104.97,
      discount: 40,
    });
    const guest = await t.db('users').where({ email: 'ana@example.com' }).first();
    expect(asBoolean(guest.is_ghost)).toBe(true);
    expect(res.body.order_id).toBe(res.body.appointment.order_id);
    expect(res.body.tracking_token).toMatch(/^[\w-]{20,}$/);
    await t.notifier.idle();
    const [mail, ...more] = t.mailsTo('ana@example.com');
    expect(more).toHaveLength(0);
    expect(mail.attachments?.[0].content).toContain('BEGIN:VEVENT');
    expect(mail.text).toContain(`/track-appointment/${res.body.appointment.id}?t=${res.body.tracking_token}`);
  });

  it('when the customer chooses to pay online, then the payment link is awaited; in person, paid at the shop', async () => {
    const online = await t.call('POST', '/api/appointments', { body: wizardBody({ payment_option: 'online' }) });
    expect(online.body.appointment).toMatchObject({
      payment_option: 'online',
      payment_status: 'awaiting_online_payment',
    });
    const inPerson = await t.call('POST', '/api/appointments', {
      body: wizardBody({
        start_time: '11:00',
        contact_info: { name: 'Ina Person', email: 'ina@x.io', phone: '5105550100' },
      }),
    });
    expect(inPerson.body.appointment).toMatchObject({ payment_option: 'inPerson', is_drop_off: false });
    expect(inPerson.body.appointment.payment_status).toBe('pay_at_shop');
  });

  it('when a drop-off is booked, then it is a ghost slot and at most dropOffsPerDay fit a day', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await t.call('POST', '/api/appointments', {
        body: wizardBody({
          is_drop_off: true,
          start_time: '13:30',
          contact_info: { name: `P ${i}`, email: `p${i}@x.io`, phone: '5105550100' },
        }),
      });
      expect(res.status).toBe(201);
      expect(res.body.appointment).toMatchObject({ is_ghost_slot: true, is_drop_off: true });
    }
    const fifth = await t.call('POST', '/api/appointments', {
      body: wizardBody({ is_drop_off: true, start_time: '14:00' }),
    });
    expect(fifth.status).toBe(409);
    expect(fifth.body.code).toBe('slot_unavailable');
  });

  it('when 20 bookings race for one slot with bays = 2, then exactly 2 succeed and 18 get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/api/appointments', {
          body: wizardBody({
            start_time: '11:00',
            contact_info: { name: `R ${i}`, email: `r${i}@x.io`, phone: '5105550100' },
          }),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'slot_unavailable')).toHaveLength(18);
    const [{ n }] = await t.db('appointments').where({ date: '2026-03-09', start_time: '11:00' }).count({ n: '*' });
    expect(Number(n)).toBe(2);
  });

  it('when the same Idempotency-Key is sent twice, then one appointment is stored and the answer is replayed', async () => {
    const headers = { 'Idempotency-Key': '"0b7c3b1e-5a43-4f6f-9a3c-1f2e3d4c5b6a"' };
    const first = await t.call('POST', '/api/appointments', { body: wizardBody(), headers });
    const again = await t.call('POST', '/api/appointments', { body: wizardBody(), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.appointment.id).toBe(first.body.appointment.id);
    const [{ n }] = await t.db('appointments').count({ n: '*' });
    expect(Number(n)).toBe(1);
    // The confirmation went once: a replay answers, it does not do the work again.
    await t.notifier.idle();
    expect(t.mailsTo('ana@example.com')).toHaveLength(1);
  });

  it('when a key is reused with another body, then 422 and nothing changes', async () => {
    const headers = { 'Idempotency-Key': 'key-0001-aaaa' };
    await t.call('POST', '/api/appointments', { body: wizardBody(), headers });
    const other = await t.call('POST', '/api/appointments', { body: wizardBody({ start_time: '09:00' }), headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
    const [{ n }] = await t.db('appointments').count({ n: '*' });
    expect(Number(n)).toBe(1);
  });

  it('when the slot is on a weekend, off the grid or in the past, then it is refused', async () => {
    const weekend = await t.call('POST', '/api/appointments', { body: wizardBody({ date: '2026-03-07' }) });
    expect(weekend.status).toBe(400);
    const afternoon = await t.call('POST', '/api/appointments', { body: wizardBody({ start_time: '14:00' }) });
    expect(afternoon.status).toBe(400);
    t.clock.set('2026-03-09T17:30:00Z'); // 10:30 PDT
    const past = await t.call('POST', '/api/appointments', { body: wizardBody({ start_time: '10:00' }) });
    expect(past.status).toBe(409);
    expect(past.body.code).toBe('slot_unavailable');
    const yesterday = await t.call('POST', '/api/appointments', {
      body: wizardBody({ date: '2026-03-06', start_time: '10:00' }),
    });
    expect(yesterday.status).toBe(409);
    const [{ n }] = await t.db('appointments').count({ n: '*' });
    expect(Number(n)).toBe(0);
  });

  it('when diagnostics is booked for the afternoon by an admin, then it is refused', async () => {
    const admin = await t.login();
    const body = {
      date: '2026-03-10',
      start_time: '14:00',
      end_time: '15:00',
      first_name: 'Al',
      last_name: 'B',
      email: 'al@x.io',
      phone: '',
      service_type_id: ['4'],
      notes: '',
    };
    expect((await t.call('POST', '/api/appointments', { body, token: admin })).status).toBe(400);
    const ok = await t.call('POST', '/api/appointments', {
      body: { ...body, service_type_id: ['2', '6'] },
      token: admin,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.appointment.services.map((s: { id: number }) => s.id)).toEqual([2, 6]);
  });

  it('when the body has wrong types or bad JSON, then 400 JSON and nothing is stored', async () => {
    const wrong = await t.call('POST', '/api/appointments', {
      body: wizardBody({ vehicle_info: { make: 1, model: [], year: {} } }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, code: 'invalid_request' });
    expect(Array.isArray(wrong.body.issues)).toBe(true);
    const broken = await t.call('POST', '/api/appointments', { raw: '{"service_type_id": 1,' });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_request');
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.ts/);
    const unknown = await t.call('POST', '/api/appointments', { body: wizardBody({ service_ids: [1, 99] }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(bookingMessages.unknownService);
    const [{ n }] = await t.db('appointments').count({ n: '*' });
    expect(Number(n)).toBe(0);
  });
});

describe('tracking', () => {
  it('when the token is given, then the real appointment and its timeline come back; otherwise 404', async () => {
    const created = await t.call('POST', '/api/appointments', { body: wizardBody() });
    const { id } = created.body.appointment;
    const ok = await t.call('GET', `/api/appointments/${id}/tracking?t=${created.body.tracking_token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id,
      service: 'Oil Change',
      status: 'scheduled',
      scheduledTime: '2026-03-09T17:00:00.000Z',
      estimatedCompletion: null,
    });
    expect(ok.body.updates).toEqual([{ time: '2026-03-09T15:00:00.000Z', message: 'Appointment booked' }]);
    expect(await t.db('appointment_events').where({ appointment_id: id }).pluck('kind')).toEqual(['created']);
    expect((await t.call('GET', `/api/appointments/${id}/tracking`)).status).toBe(404);
    expect((await t.call('GET', `/api/appointments/${id}/tracking?t=wrong-token`)).body.error).toBe(
      'Appointment not found',
    );
    expect((await t.call('GET', `/api/appointments/999/tracking?t=${created.body.tracking_token}`)).status).toBe(404);
    const admin = await t.login();
    expect((await t.call('GET', `/api/appointments/${id}/tracking`, { token: admin })).status).toBe(200);
  });

  it('when a signed-in customer books, then they can track it without the token', async () => {
    const token = await t.customer('owner@example.com');
    const created = await t.call('POST', '/api/appointments', { body: wizardBody(), token });
    expect(created.body.appointment.user).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '(510) 555-0100',
    });
    expect((await t.call('GET', `/api/appointments/${created.body.appointment.id}/tracking`, { token })).status).toBe(
      200,
    );
    const other = await t.customer('other@example.com');
    expect(
      (await t.call('GET', `/api/appointments/${created.body.appointment.id}/tracking`, { token: other })).status,
    ).toBe(404);
  });
});
