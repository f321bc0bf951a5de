import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../test/test-app.ts';
import { carOf, carTokenOf, postReading, readingCount } from '../test/vehicle-helpers.ts';
import { setRules } from '../test/maintenance-helpers.ts';

describe("a reminder's link: GET /api/vehicles/{id}/prefill?t= and POST /api/vehicles/{id}/readings?t=", () => {
  const s = adminTestApp();
  const civic = async () => {
    await setRules(s.t, s.admin, undefined, 30);
    const car = await carOf(s.t, 'ana@example.com', { year: '2019', make: 'Honda', model: 'Civic', plate: '8XYZ123' });
    await postReading(s.t, s.admin, car.vehicleId, { value: 40_000, source: 'check_in' });
    return { ...car, t: await carTokenOf(s.t, car.vehicleId) };
  };

  it("when the token is the car's, then it answers the car, the owner's contact and the due line", async () => {
    const car = await civic();
    s.t.clock.set('2026-04-08T17:00:00Z');
    const res = await s.t.call('GET', `/api/vehicles/${car.vehicleId}/prefill?t=${car.t}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      vehicle: { id: car.vehicleId, year: '2019', make: 'Honda', model: 'Civic', plate: '8XYZ123' },
      contact: { name: 'Ana Lopez', email: 'ana@example.com', phone: '(510) 555-0100' },
      unit: 'mi',
      projected_text: "about 40,900 mi (the latest reading plus the shop's 30 mi a day)",
    });
    // 30 days at 30 a day: 40,900; 4,100 more to 45,000 is 137 days on.
    expect(res.body.due).toEqual([
      expect.objectContaining({
        service_id: 1,
        service_name: 'Oil Change',
        due_miles: 45_000,
        due_date: '2026-08-23',
        status: 'ok',
      }),
    ]);
  });

  it.each([
    ['another car', (c: { t: string }, other: number) => `/api/vehicles/${other}/prefill?t=${c.t}`],
    ['a wrong token', (c: { vehicleId: number }) => `/api/vehicles/${c.vehicleId}/prefill?t=nope`],
    ['no token', (c: { vehicleId: number }) => `/api/vehicles/${c.vehicleId}/prefill`],
  ])("when the link names %s, then 404 and none of the car's data", async (_what, path) => {
    const car = await civic();
    const other = await carOf(s.t, 'bo@example.com', { model: 'Other' });
    const res = await s.t.call('GET', path(car, other.vehicleId));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/Lopez|Civic|Other|bo@example/);
  });

  it('when the customer says her odometer reads more, then it is recorded as hers and the due date comes sooner', async () => {
    const car = await civic();
    s.t.clock.set('2026-04-08T17:00:00Z');
    const before = await s.t.call('GET', `/api/vehicles/${car.vehicleId}/prefill?t=${car.t}`);
    const res = await s.t.call('POST', `/api/vehicles/${car.vehicleId}/readings?t=${car.t}`, {
      body: { value: 44_700 },
    });
    expect(res.status).toBe(201);
    expect(res.body.due[0]).toMatchObject({ due_miles: 45_000, status: 'soon', projected_miles: 44_700 });
    expect(res.body.due[0].due_date < before.body.due[0].due_date).toBe(true);
    const page = await s.t.call('GET', `/api/admin/vehicles/${car.vehicleId}`, { token: await s.t.login() });
    expect(page.body.readings[0]).toMatchObject({ value: 44_700, source: 'customer' });
    expect(page.body.due[0]).toMatchObject({ status: 'soon' });
  });

  it('when the reading is below the latest, then 422 says so and nothing is recorded', async () => {
    const car = await civic();
    const res = await s.t.call('POST', `/api/vehicles/${car.vehicleId}/readings?t=${car.t}`, {
      body: { value: 39_000 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'odometer_lower', latest: 40_000 });
    expect(res.body.error).toContain('40,000 mi');
    expect(await readingCount(s.t, car.vehicleId)).toBe(1);
  });

  it.each([
    [{ value: -5 }, 'cannot be negative'],
    [{ value: 'a lot' }, ''],
    [{}, ''],
  ])('when the body is %j, then 422 and nothing is recorded', async (body, text) => {
    const car = await civic();
    const res = await s.t.call('POST', `/api/vehicles/${car.vehicleId}/readings?t=${car.t}`, { body });
    expect(res.status).toBe(422);
    expect(res.body.error).toContain(text);
    expect(await readingCount(s.t, car.vehicleId)).toBe(1);
  });

  it('when the token is wrong, then a reading is 404 and nothing is recorded', async () => {
    const car = await civic();
    const res = await s.t.call('POST', `/api/vehicles/${car.vehicleId}/readings?t=wrong`, { body: { value: 50_000 } });
    expect(res.status).toBe(404);
    expect(await readingCount(s.t, car.vehicleId)).toBe(1);
  });
});
