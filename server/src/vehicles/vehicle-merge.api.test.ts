import { describe, expect, it } from 'vitest';
import { requestBody } from '../test/request-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';
import { fillWaitlistDay, joinWaitlist } from '../test/waitlist-helpers.ts';
import { carOf, postReading, readingCount, visitOf } from '../test/vehicle-helpers.ts';

const s = adminTestApp();
const post = (path: string, body: object) => s.t.call('POST', path, { body, token: s.admin });
const merge = (from: number, into: number) => post(`/api/admin/vehicles/${from}/merge`, { into });

/** Where each kind of row that points at a car points now. */
async function pointers(table: string) {
  return (await s.t.db(table).select('vehicle_id', 'customer_id')).map((r) => ({
    vehicle_id: Number(r.vehicle_id),
    customer_id: Number(r.customer_id),
  }));
}

describe('POST /api/admin/vehicles/{id}/merge', () => {
  it('when a duplicate is merged, then its visits, inspection and readings move, and it answers 410', async () => {
    const kept = await carOf(s.t, 'ana@example.com');
    const duplicate = await carOf(s.t, 'ana@example.com', { vin: '1HGCM82633A004352', engine: '2.0L' });
    const visit = await visitOf(s.t, duplicate);
    await post(`/api/admin/appointments/${visit.id}/inspection`, { id: 'insp-merge-0001' });
    await s.t.db('inspections').update({ vehicle_id: duplicate.vehicleId, customer_id: duplicate.customerId });
    await postReading(s.t, s.admin, duplicate.vehicleId, { value: 30_000, source: 'customer' });

    const res = await merge(duplicate.vehicleId, kept.vehicleId);
    expect(res.status).toBe(200);
    // The kept car takes what it lacked: the duplicate's VIN and engine.
    expect(res.body.vehicle).toMatchObject({ id: kept.vehicleId, vin: '1HGCM82633A004352', engine: '2.0L' });
    expect(await pointers('appointments')).toEqual([{ vehicle_id: kept.vehicleId, customer_id: kept.customerId }]);
    expect(await pointers('inspections')).toEqual([{ vehicle_id: kept.vehicleId, customer_id: kept.customerId }]);
    expect(await readingCount(s.t, kept.vehicleId)).toBe(1);
    const appointment = await s.t.db('appointments').where({ id: visit.id }).first('version');
    expect(appointment.version).toBe(2);

    const gone = await s.t.call('GET', `/api/admin/vehicles/${duplicate.vehicleId}`, { token: s.admin });
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'merged', merged_into: kept.vehicleId });
    const edit = await s.t.call('PUT', `/api/admin/vehicles/${duplicate.vehicleId}`, {
      body: { version: 2, model: 'Civic' },
      token: s.admin,
    });
    expect(edit.status).toBe(410);
    const reading = await postReading(s.t, s.admin, duplicate.vehicleId, { value: 31_000, source: 'customer' });
    expect(reading.body).toMatchObject({ code: 'merged', merged_into: kept.vehicleId });
    const page = await s.t.call('GET', `/api/admin/vehicles/${kept.vehicleId}`, { token: s.admin });
    const kinds = page.body.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k !== 'message')).toEqual(['visit', 'inspection', 'reading']);
  });

  it('when the same merge is sent again, then it answers the same 200 and moves nothing more', async () => {
    const kept = await carOf(s.t);
    const duplicate = await carOf(s.t);
    const first = await merge(duplicate.vehicleId, kept.vehicleId);
    const again = await merge(duplicate.vehicleId, kept.vehicleId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('when requests and waitlist entries point at the duplicate, then they move too', async () => {
    const kept = await carOf(s.t);
    const duplicate = await carOf(s.t);
    expect((await s.t.call('POST', '/api/appointment-requests', { body: requestBody() })).status).toBe(201);
    await fillWaitlistDay(s.t);
    expect((await joinWaitlist(s.t, 1)).status).toBe(201);
    for (const table of ['appointment_requests', 'waitlist_entries'])
      await s.t.db(table).update({ vehicle_id: duplicate.vehicleId, customer_id: duplicate.customerId });
    await merge(duplicate.vehicleId, kept.vehicleId);
    expect((await pointers('appointment_requests')).map((p) => p.vehicle_id)).toEqual([kept.vehicleId]);
    expect((await pointers('waitlist_entries')).map((p) => p.vehicle_id)).toEqual([kept.vehicleId]);
  });

  it.each([
    ['itself', 'A vehicle cannot be merged into itself.'],
    ['an unknown car', 'There is no vehicle with that id to merge into.'],
    ['a merged car', 'That vehicle was itself merged into another one; merge into that one.'],
    ['a car counting in km', 'The two vehicles count in different units; give both the same unit first.'],
  ])('when a car is merged into %s, then 422 and nothing moves', async (target, text) => {
    const car = await carOf(s.t);
    const visit = await visitOf(s.t, car);
    const into = {
      itself: async () => car.vehicleId,
      'an unknown car': async () => 9999,
      'a merged car': async () => {
        const [a, b] = [await carOf(s.t), await carOf(s.t)];
        await merge(a.vehicleId, b.vehicleId);
        return a.vehicleId;
      },
      'a car counting in km': async () => (await carOf(s.t, 'ana@example.com', { odometer_unit: 'km' })).vehicleId,
    }[target]!;
    const res = await merge(car.vehicleId, await into());
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'merge_refused', error: text });
    expect(await s.t.db('appointments').where({ id: visit.id }).first('vehicle_id')).toEqual({
      vehicle_id: car.vehicleId,
    });
    expect(await s.t.db('vehicles').where({ id: car.vehicleId }).first('merged_into')).toEqual({ merged_into: null });
  });

  it('when a merged car is merged elsewhere, then 410 merged', async () => {
    const [a, b, c] = [await carOf(s.t), await carOf(s.t), await carOf(s.t)];
    await merge(a.vehicleId, b.vehicleId);
    expect((await merge(a.vehicleId, c.vehicleId)).status).toBe(410);
  });
});

describe('POST /api/admin/vehicles/{id}/transfer', () => {
  it('when a car changes owner, then its visits, inspection and request go with it', async () => {
    const car = await carOf(s.t, 'ana@example.com');
    const buyer = await carOf(s.t, 'bo@example.com');
    const visit = await visitOf(s.t, car);
    await post(`/api/admin/appointments/${visit.id}/inspection`, { id: 'insp-move-0001' });
    await s.t.db('inspections').update({ vehicle_id: car.vehicleId, customer_id: car.customerId });
    const res = await post(`/api/admin/vehicles/${car.vehicleId}/transfer`, { customer_id: buyer.customerId });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({ id: car.vehicleId, customer_id: buyer.customerId, version: 2 });
    expect(await pointers('appointments')).toEqual([{ vehicle_id: car.vehicleId, customer_id: buyer.customerId }]);
    expect(await pointers('inspections')).toEqual([{ vehicle_id: car.vehicleId, customer_id: buyer.customerId }]);
    const page = await s.t.call('GET', `/api/admin/vehicles/${car.vehicleId}`, { token: s.admin });
    expect(page.body.customer).toMatchObject({ id: buyer.customerId, email: 'bo@example.com' });
  });

  it('when the customer is unknown, then 422 and nothing changes; to the same owner, nothing changes', async () => {
    const car = await carOf(s.t);
    const unknown = await post(`/api/admin/vehicles/${car.vehicleId}/transfer`, { customer_id: 9999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('There is no customer with that id.');
    const same = await post(`/api/admin/vehicles/${car.vehicleId}/transfer`, { customer_id: car.customerId });
    expect(same.body.vehicle).toMatchObject({ customer_id: car.customerId, version: 1 });
  });

  it('when the body is not a customer id, then 400', async () => {
    const car = await carOf(s.t);
    expect((await post(`/api/admin/vehicles/${car.vehicleId}/transfer`, { customer_id: 'bo' })).status).toBe(400);
  });
});
