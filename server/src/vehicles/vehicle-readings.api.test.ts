import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../test/test-app.ts';
import { carOf, postReading, readingCount, visitOf } from '../test/vehicle-helpers.ts';

describe('POST /api/admin/vehicles/{id}/readings', () => {
  const s = adminTestApp();

  it('when staff record a reading, then it is 201 and the car page lists it', async () => {
    const car = await carOf(s.t);
    const res = await postReading(s.t, s.admin, car.vehicleId, { value: 42_000, source: 'customer' });
    expect(res.status).toBe(201);
    expect(res.body.reading).toEqual({ value: 42_000, source: 'customer', recorded_at: '2026-03-09T15:00:00.000Z' });
    const page = await s.t.call('GET', `/api/admin/vehicles/${car.vehicleId}`, { token: s.admin });
    expect(page.body.readings).toEqual([res.body.reading]);
  });

  it('when a reading is below the latest, then 409 odometer_lower names the latest and nothing is added', async () => {
    const car = await carOf(s.t, 'ana@example.com', { odometer_unit: 'km' });
    await postReading(s.t, s.admin, car.vehicleId, { value: 42_000, source: 'customer' });
    const lower = await postReading(s.t, s.admin, car.vehicleId, { value: 41_000, source: 'inspection' });
    expect(lower.status).toBe(409);
    expect(lower.body).toMatchObject({ code: 'odometer_lower', latest: 42_000 });
    expect(lower.body.error).toContain('42,000 km');
    expect(await readingCount(s.t, car.vehicleId)).toBe(1);
  });

  it('when a lower reading is sent as a correction, then it is kept', async () => {
    const car = await carOf(s.t);
    await postReading(s.t, s.admin, car.vehicleId, { value: 420_000, source: 'customer' });
    const fixed = await postReading(s.t, s.admin, car.vehicleId, {
      value: 42_000,
      source: 'check_in',
      correction: true,
    });
    expect(fixed.status).toBe(201);
  });

  it('when an import is dated in the past, then it counts against what came before it only', async () => {
    const car = await carOf(s.t);
    await postReading(s.t, s.admin, car.vehicleId, { value: 50_000, source: 'customer' });
    const old = { value: 30_000, source: 'import', recorded_at: '2025-03-09T12:00:00Z' };
    expect((await postReading(s.t, s.admin, car.vehicleId, old)).status).toBe(201);
    const page = await s.t.call('GET', `/api/admin/vehicles/${car.vehicleId}`, { token: s.admin });
    expect(page.body.readings.map((r: { value: number }) => r.value)).toEqual([50_000, 30_000]);
    expect(page.body.projected).toMatchObject({ value: 50_000, readings: 2, span_days: 365 });
  });

  it.each([
    [{ value: 1, source: 'customer', recorded_at: '2025-03-09T12:00:00Z' }, 400, 'Only an import may say when'],
    [{ value: 1, source: 'import', recorded_at: '2026-03-10T12:00:00Z' }, 400, 'cannot be dated in the future'],
    [{ value: -1, source: 'customer' }, 400, 'cannot be negative'],
    [{ value: 1.5, source: 'customer' }, 400, 'whole number'],
    [{ value: 1, source: 'guess' }, 400, ''],
  ])('when the body is %j, then %i and nothing is added', async (body, status, text) => {
    const car = await carOf(s.t);
    const res = await postReading(s.t, s.admin, car.vehicleId, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toContain(text);
    expect(await readingCount(s.t)).toBe(0);
  });

  it("when the reading names another car's appointment, then 422", async () => {
    const mine = await carOf(s.t);
    const other = await carOf(s.t, 'bo@example.com');
    const visit = await visitOf(s.t, other);
    const res = await postReading(s.t, s.admin, mine.vehicleId, {
      value: 10,
      source: 'check_in',
      appointment_id: visit.id,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('That appointment is not one of this vehicle.');
  });

  it('when the car is unknown, then 404; when the caller is not staff, then 401 or 403', async () => {
    expect((await postReading(s.t, s.admin, 999, { value: 1, source: 'customer' })).status).toBe(404);
    const car = await carOf(s.t);
    const anonymous = await s.t.call('POST', `/api/admin/vehicles/${car.vehicleId}/readings`, {
      body: { value: 1, source: 'customer' },
    });
    expect(anonymous.status).toBe(401);
    const customer = await s.t.customer();
    const asCustomer = await postReading(s.t, customer, car.vehicleId, { value: 1, source: 'customer' });
    expect(asCustomer.status).toBe(403);
  });
});

describe('PUT /api/admin/appointments/{id}/status with the odometer', () => {
  const s = adminTestApp();
  const status = (id: number, body: object) =>
    s.t.call('PUT', `/api/admin/appointments/${id}/status`, { body, token: s.admin });

  it('when check-in brings the odometer, then a check_in reading with the appointment is recorded once', async () => {
    const car = await carOf(s.t);
    const visit = await visitOf(s.t, car);
    expect((await status(visit.id, { status: 'confirmed', odometer: 61_000 })).status).toBe(200);
    // A retried check-in with the same value adds nothing.
    expect((await status(visit.id, { status: 'completed', odometer: 61_000 })).status).toBe(200);
    const rows = await s.t.db('vehicle_readings').select('vehicle_id', 'value', 'source', 'appointment_id');
    expect(rows).toEqual([{ vehicle_id: car.vehicleId, value: 61_000, source: 'check_in', appointment_id: visit.id }]);
  });

  it('when the odometer is below the latest, then 409 and the status stays as it was', async () => {
    const car = await carOf(s.t);
    const visit = await visitOf(s.t, car);
    await postReading(s.t, s.admin, car.vehicleId, { value: 70_000, source: 'customer' });
    const res = await status(visit.id, { status: 'completed', odometer: 60_000 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'odometer_lower', latest: 70_000 });
    expect(await s.t.db('appointments').where({ id: visit.id }).first('status')).toEqual({ status: 'scheduled' });
    expect((await status(visit.id, { status: 'completed', odometer: 60_000, correction: true })).status).toBe(200);
  });

  it('when the odometer comes with a cancellation, then 400 and nothing changes', async () => {
    const car = await carOf(s.t);
    const visit = await visitOf(s.t, car);
    const res = await status(visit.id, { status: 'cancelled', odometer: 60_000 });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('odometer');
    expect(await readingCount(s.t)).toBe(0);
  });

  it('when the appointment has no car, then 422 and the status stays', async () => {
    const car = await carOf(s.t);
    const visit = await visitOf(s.t, car);
    await s.t.db('appointments').where({ id: visit.id }).update({ vehicle_id: null });
    const res = await status(visit.id, { status: 'completed', odometer: 60_000 });
    expect(res.status).toBe(422);
    expect(await s.t.db('appointments').where({ id: visit.id }).first('status')).toEqual({ status: 'scheduled' });
  });
});
