import { describe, expect, it } from 'vitest';
import { vehicleErrors } from '@shop/shared/vehicles/messages';
import { adminTestApp, wizardBody } from '../test/test-app.ts';
import { bookAs } from '../test/booking-helpers.ts';
import { requestBody } from '../test/request-helpers.ts';
import { joinWaitlist, fillWaitlistDay } from '../test/waitlist-helpers.ts';
import { startedInspection } from '../test/inspection-helpers.ts';

/** Every write that makes an appointment, request, waitlist entry or inspection finds or makes its customer and car. */
const s = adminTestApp();

const pointsOf = async (table: string, id: number | string) =>
  (await s.t.db(table).where({ id }).first('customer_id', 'vehicle_id')) as {
    customer_id: number | null;
    vehicle_id: number | null;
  };
const count = async (table: string) => Number(((await s.t.db(table).count({ n: '*' })) as { n: number }[])[0]!.n);

describe('find or make the customer and the car', () => {
  it('when a guest books twice with the plate spaced differently, then both visits are one customer and one car', async () => {
    const first = await bookAs(s.t, { start_time: '10:00' });
    const car = { make: 'Toyota', model: 'Corolla', year: '2018', vin: null, license: '7 abc-123' };
    const second = await bookAs(s.t, { start_time: '11:00', vehicle_info: car });
    const [a, b] = [await pointsOf('appointments', first.id), await pointsOf('appointments', second.id)];
    expect(a.customer_id).not.toBeNull();
    expect(b).toEqual(a);
    expect(await count('vehicles')).toBe(1);
    const vehicle = await s.t.db('vehicles').first('plate', 'plate_key', 'make');
    expect(vehicle).toEqual({ plate: '7ABC123', plate_key: '7ABC123', make: 'Toyota' });
  });

  it('when the same customer brings another car, then it is a second car of the same customer', async () => {
    const first = await bookAs(s.t, { start_time: '10:00' });
    const other = { make: 'Honda', model: 'Civic', year: '2012', vin: null, license: '' };
    const second = await bookAs(s.t, { start_time: '11:00', vehicle_info: other });
    const [a, b] = [await pointsOf('appointments', first.id), await pointsOf('appointments', second.id)];
    expect(b.customer_id).toBe(a.customer_id);
    expect(b.vehicle_id).not.toBe(a.vehicle_id);
  });

  it('when a request and a waitlist entry come from a customer who booked, then they point at her and her car', async () => {
    const booked = await pointsOf('appointments', (await bookAs(s.t)).id);
    const sent = await s.t.call('POST', '/api/appointment-requests', {
      body: requestBody({
        email: 'ANA@example.com',
        vehicleMake: 'Toyota',
        vehicleModel: 'Corolla',
        vehicleYear: '2018',
        licensePlate: '7abc123',
      }),
    });
    expect(sent.status).toBe(201);
    const request = (await s.t.db('appointment_requests').first('customer_id', 'vehicle_id')) as typeof booked;
    expect(request).toEqual(booked);
    const bare = await s.t.call('POST', '/api/appointment-requests', {
      body: requestBody({ email: 'new@example.com', vehicleMake: '', vehicleModel: '', vehicleYear: '' }),
    });
    expect(bare.status).toBe(201);
    const newcomer = (await s.t
      .db('appointment_requests')
      .where({ email: 'new@example.com' })
      .first('customer_id', 'vehicle_id')) as typeof booked;
    expect(newcomer.customer_id).not.toBe(booked.customer_id);
    expect(newcomer.vehicle_id).toBeNull();
  });

  it('when a customer joins the waitlist, then the entry points at her customer and car', async () => {
    await fillWaitlistDay(s.t);
    const joined = await joinWaitlist(s.t, 1, {
      vehicle_info: { make: 'Kia', model: 'Soul', year: '2015', vin: null, license: 'KIA 1' },
    });
    expect(joined.status).toBe(201);
    const entry = await pointsOf('waitlist_entries', joined.body.entry.id);
    expect(entry.customer_id).not.toBeNull();
    const car = await s.t.db('vehicles').where({ id: entry.vehicle_id! }).first('plate_key', 'customer_id');
    expect(car).toEqual({ plate_key: 'KIA1', customer_id: entry.customer_id });
  });

  it("when an inspection starts, then it points at its appointment's customer and car", async () => {
    const started = await startedInspection(s.t, s.admin);
    expect(await pointsOf('inspections', started.inspection.id)).toEqual(await pointsOf('appointments', started.id));
  });

  it('when staff edit the vehicle text of an appointment, then it still points at the same car', async () => {
    const booked = await bookAs(s.t);
    const before = await pointsOf('appointments', booked.id);
    const version = ((await s.t.db('appointments').where({ id: booked.id }).first('version')) as { version: number })
      .version;
    const edit = await s.t.call('PUT', `/api/admin/appointments/${booked.id}`, {
      token: s.admin,
      body: { vehicle_make: 'Honda', vehicle_license: 'OTHER1', version },
    });
    expect(edit.status).toBe(200);
    expect(await pointsOf('appointments', booked.id)).toEqual(before);
    expect(await count('vehicles')).toBe(1);
  });

  it('when a signed-in customer picks one of her cars, then the booking points at it; a car not hers is refused', async () => {
    const token = await s.t.customer('cara@example.com');
    const own = await s.t.call('POST', '/api/appointments', { body: wizardBody({ start_time: '10:00' }), token });
    expect(own.status).toBe(201);
    const mine = await pointsOf('appointments', own.body.appointment.id);
    const picked = await s.t.call('POST', '/api/appointments', {
      body: wizardBody({
        start_time: '11:00',
        vehicle_id: mine.vehicle_id,
        vehicle_info: { make: 'X', model: 'Y', year: '2001', vin: null, license: '' },
      }),
      token,
    });
    expect(picked.status).toBe(201);
    expect(await pointsOf('appointments', picked.body.appointment.id)).toEqual(mine);

    const stranger = await bookAs(s.t, {
      date: '2026-03-10',
      start_time: '10:00',
      contact_info: { name: 'Sol Other', email: 'sol@example.com', phone: '5105550199' },
    });
    const theirs = (await pointsOf('appointments', stranger.id)).vehicle_id;
    const appointments = await count('appointments');
    for (const [body, auth] of [
      [wizardBody({ start_time: '09:00', vehicle_id: theirs }), token],
      [wizardBody({ start_time: '09:00', vehicle_id: mine.vehicle_id }), undefined],
    ] as const) {
      const refused = await s.t.call('POST', '/api/appointments', { body, token: auth });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'vehicle_not_yours', error: vehicleErrors.notYours });
    }
    expect(await count('appointments')).toBe(appointments);
  });

  it("when staff read an appointment, then it carries its customer and car ids; the customer's own view does not", async () => {
    const booked = await s.t.call('POST', '/api/appointments', { body: wizardBody() });
    expect(booked.status).toBe(201);
    expect(booked.body.appointment).not.toHaveProperty('vehicle_id');
    const listed = await s.t.call('GET', '/api/admin/appointments', { token: s.admin });
    expect(listed.body.appointments[0]).toMatchObject(await pointsOf('appointments', booked.body.appointment.id));
    expect(listed.body.appointments[0].vehicle_id).toEqual(expect.any(Number));
  });

  it('when a booking finds or makes its customer and car, then it costs one lookup each and one insert only when new', async () => {
    const statements: string[] = [];
    const listen = (q: { sql: string }) => {
      if (/\b(customers|vehicles)\b/.test(q.sql)) statements.push(q.sql.split(' ')[0]!.toLowerCase());
    };
    s.t.db.on('query', listen);
    try {
      await bookAs(s.t, { start_time: '10:00' });
      // New customer: her lookup and her insert; no car can be hers yet, so only the car's insert.
      expect(statements).toEqual(['select', 'insert', 'insert']);
      statements.length = 0;
      await bookAs(s.t, { start_time: '11:00' });
      expect(statements).toEqual(['select', 'select']);
    } finally {
      s.t.db.off('query', listen);
    }
  });
});
