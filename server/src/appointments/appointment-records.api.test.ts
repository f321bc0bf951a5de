import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterEach(async () => {
  await t.stop();
});

const car = { make: 'Mazda', model: 'CX-5', year: '2021', vin: 'JM3KFBCM0M0123456', license: '8XYZ999' };
const contact = { name: 'Bo Chen', email: 'bo@example.com', phone: '415 555 0199' };

describe('the records an appointment points at', () => {
  it('when staff list two bookings of one car, then both carry the same car and customer; the booker sees neither', async () => {
    const first = await t.call('POST', '/api/appointments', {
      body: wizardBody({ start_time: '09:00', vehicle_info: car, contact_info: contact }),
    });
    await t.call('POST', '/api/appointments', {
      body: wizardBody({ start_time: '10:00', vehicle_info: car, contact_info: contact }),
    });
    expect(first.status).toBe(201);
    expect(first.body.appointment).not.toHaveProperty('vehicle_id');
    expect(first.body.appointment).not.toHaveProperty('customer_id');

    const { appointments } = (await t.call('GET', '/api/admin/appointments', { token: admin })).body as {
      appointments: { vehicle_id: number | null; customer_id: number | null }[];
    };
    expect(appointments).toHaveLength(2);
    expect(appointments[0].vehicle_id).toEqual(expect.any(Number));
    expect(appointments[0].customer_id).toEqual(expect.any(Number));
    expect(appointments[1]).toMatchObject({
      vehicle_id: appointments[0].vehicle_id,
      customer_id: appointments[0].customer_id,
    });
  });
});
