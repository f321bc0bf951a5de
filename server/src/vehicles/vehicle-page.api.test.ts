import { describe, expect, it } from 'vitest';
import { termsOf } from '@shop/shared/inspections/estimate-revision';
import type { TimelineEntry } from '@shop/shared/vehicles/vehicle.schema';
import { afterCommit } from '../test/booking-helpers.ts';
import { jpeg, startedInspection, threeLines, upload } from '../test/inspection-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';
import { carOf, postReading, visitOf } from '../test/vehicle-helpers.ts';

const s = adminTestApp();
const page = (id: number, token = s.admin) => s.t.call('GET', `/api/admin/vehicles/${id}`, { token });

describe('GET /api/admin/vehicles/{id}', () => {
  it('when a car has a visit, an answered inspection with a photo, readings and mail, then one timeline tells it newest first', async () => {
    const { t } = s;
    let admin = s.admin;
    /** The clock moves on through the visit; staff sign in again as they would. */
    const at = async (instant: string) => {
      t.clock.set(instant);
      admin = await t.login();
    };
    const car = await carOf(t, 'ana@example.com', { plate: '7ABC123', plate_key: '7ABC123' });
    await postReading(t, admin, car.vehicleId, {
      value: 49_000,
      source: 'import',
      recorded_at: '2025-03-09T18:00:00Z',
    });
    // Another customer's car: none of it shows.
    await visitOf(t, await carOf(t, 'bo@example.com'));
    // Booked at 08:00 (15:00Z) for 10:00 (17:00Z); the confirmation goes at once.
    const inspected = await startedInspection(t, admin);
    await t
      .db('appointments')
      .where({ id: inspected.id })
      .update({ vehicle_id: car.vehicleId, customer_id: car.customerId });
    await afterCommit(t);
    const photo = await upload(
      t,
      admin,
      `/api/admin/inspections/${inspected.inspection.id}/items/tires/photos`,
      await jpeg(),
    );
    const [a, b, c] = await threeLines(t, admin, inspected.inspection.id);
    await at('2026-03-09T17:40:00Z');
    await t.call('POST', `/api/admin/inspections/${inspected.inspection.id}/send`, { body: {}, token: admin });
    await afterCommit(t);
    await at('2026-03-09T18:00:00Z');
    const estimate = `/api/appointments/${inspected.id}/estimate`;
    const read = (await t.call('GET', `${estimate}?t=${inspected.trackingToken}`)).body.inspection;
    const answered = await t.call('POST', `${estimate}/answer?t=${inspected.trackingToken}`, {
      body: {
        approved: [a, b],
        declined: [c],
        name: 'Ana Lopez',
        version: read.version,
        read: read.lines.map(termsOf),
      },
    });
    expect(answered.status).toBe(200);
    await at('2026-03-09T18:10:00Z');
    await t.call('PUT', `/api/admin/appointments/${inspected.id}/status`, {
      body: { status: 'completed', odometer: 61_000 },
      token: admin,
    });
    await afterCommit(t);

    const res = await page(car.vehicleId, admin);
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({ id: car.vehicleId, plate: '7ABC123', archived: false, version: 1 });
    expect(res.body.customer).toMatchObject({ id: car.customerId, email: 'ana@example.com', first_name: 'Ana' });
    expect(res.body.readings).toEqual([
      { value: 61_000, source: 'check_in', recorded_at: '2026-03-09T18:10:00.000Z', appointment_id: inspected.id },
      { value: 49_000, source: 'import', recorded_at: '2025-03-09T18:00:00.000Z' },
    ]);
    // The line through both readings (12,000 mi in 365 days) at the day of the latest.
    expect(res.body.projected).toEqual({ value: 61_000, readings: 2, span_days: 365, confidence_percent: 50 });
    // The declined line is the car's open recommendation.
    expect(res.body.recommendations).toMatchObject([
      {
        description: 'Wiper blades fitting',
        price_cents: 4000,
        status: 'open',
        declined_at: '2026-03-09T18:00:00.000Z',
      },
    ]);
    // The shop's shipped rules: the oil change counts from the completed visit at 61,000; brakes
    // (every 12,000) and tires (every 6,000) from the first reading at 49,000.
    expect(
      res.body.due.map((d: { service_name: string; status: string; due_miles: number }) => [
        d.service_name,
        d.status,
        d.due_miles,
      ]),
    ).toEqual([
      ['Oil Change', 'ok', 66_000],
      ['Brake Service', 'due', 61_000],
      ['Tire Rotation', 'overdue', 55_000],
    ]);

    const timeline = res.body.timeline as TimelineEntry[];
    const summary = timeline.map((e) => [e.at, e.kind, e.title, e.decision ?? e.status ?? e.detail]);
    const subjects = (await t.db('notifications').where({ appointment_id: inspected.id, status: 'sent' }))
      .filter((n) => !n.kind.startsWith('staff_'))
      .map((n) => n.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(2);
    expect(summary.filter((e) => e[1] !== 'message')).toEqual([
      ['2026-03-09T18:10:00.000Z', 'reading', '61,000 mi', 'at check-in'],
      ['2026-03-09T18:00:00.000Z', 'line', 'Replace front pads', 'approved'],
      ['2026-03-09T18:00:00.000Z', 'line', 'Brake pads', 'approved'],
      ['2026-03-09T18:00:00.000Z', 'line', 'Wiper blades fitting', 'declined'],
      ['2026-03-09T17:40:00.000Z', 'inspection', 'Inspection', 'answered'],
      ['2026-03-09T17:00:00.000Z', 'visit', expect.any(String), 'completed'],
      ['2025-03-09T18:00:00.000Z', 'reading', '49,000 mi', 'imported'],
    ]);
    expect(
      timeline
        .filter((e) => e.kind === 'message')
        .map((e) => e.title)
        .sort(),
    ).toEqual([...subjects].sort());
    expect(timeline.map((e) => e.at)).toEqual(
      timeline
        .map((e) => e.at)
        .sort()
        .reverse(),
    );
    expect(timeline.find((e) => e.kind === 'inspection')?.photo_urls).toEqual([`/api/photos/${photo.body.photo.id}`]);
    expect(timeline.filter((e) => e.kind === 'line').map((e) => e.price_cents)).toEqual([18_000, 8_950, 4_000]);
  });

  it('when a car has no reading, then its projection is null and its timeline holds its visits', async () => {
    const car = await carOf(s.t);
    const visit = await visitOf(s.t, car);
    await afterCommit(s.t);
    const res = await page(car.vehicleId);
    expect(res.body.projected).toBeNull();
    expect(res.body.timeline).toEqual([
      {
        at: '2026-03-09T17:00:00.000Z',
        kind: 'visit',
        title: 'Oil Change',
        appointment_id: visit.id,
        status: 'scheduled',
      },
      {
        at: '2026-03-09T15:00:00.000Z',
        kind: 'message',
        title: expect.stringContaining('Your appointment'),
        detail: 'email',
        appointment_id: visit.id,
      },
    ]);
  });

  it('when a car has more visits, inspections and lines, then its page takes no more statements', async () => {
    const car = await carOf(s.t);
    /** The statements the server sends while answering one read of the page. */
    const statementsOfPage = async () => {
      let n = 0;
      const count = () => void (n += 1);
      // The jobs a write kicked are done first: only the page's own statements are counted.
      await s.t.runWaitlist();
      s.t.db.on('query', count);
      expect((await page(car.vehicleId)).status).toBe(200);
      s.t.db.off('query', count);
      return n;
    };
    const visitWithLines = async (start_time: string, end_time: string) => {
      const visit = await visitOf(s.t, car, { start_time, end_time });
      const id = `insp-${visit.id}-0001`;
      await s.t.call('POST', `/api/admin/appointments/${visit.id}/inspection`, { body: { id }, token: s.admin });
      for (const k of [1, 2, 3]) {
        const line = {
          id: `line-${visit.id}-000${k}`,
          kind: 'fee',
          description: 'Fee',
          quantity: 1,
          unit_price_cents: 500,
        };
        await s.t.call('POST', `/api/admin/inspections/${id}/lines`, { body: line, token: s.admin });
      }
    };
    await visitWithLines('09:00', '10:00');
    const one = await statementsOfPage();
    await visitWithLines('10:00', '11:00');
    await visitWithLines('11:00', '12:00');
    expect(await statementsOfPage()).toBe(one);
    expect((await page(car.vehicleId)).body.timeline.filter((e: TimelineEntry) => e.kind === 'line')).toHaveLength(9);
  });

  it('when the id is unknown, then 404; when it is not a number, then 400', async () => {
    expect((await page(4242)).body).toMatchObject({ code: 'not_found', error: 'There is no vehicle with this id.' });
    expect((await s.t.call('GET', '/api/admin/vehicles/abc', { token: s.admin })).status).toBe(400);
  });

  it('when a customer or nobody asks, then 403 or 401', async () => {
    const car = await carOf(s.t);
    expect((await s.t.call('GET', `/api/admin/vehicles/${car.vehicleId}`)).status).toBe(401);
    expect((await page(car.vehicleId, await s.t.customer())).status).toBe(403);
  });
});
