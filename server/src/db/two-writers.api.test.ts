import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Appointments from '../appointments/appointments.repository.ts';
import type * as Inspections from '../inspections/inspections.repository.ts';
import type * as Requests from '../requests/requests.repository.ts';
import { bookAs } from '../test/booking-helpers.ts';
import { startedInspection, threeLines } from '../test/inspection-helpers.ts';
import { requestBody } from '../test/request-helpers.ts';
import { adminBookingBody, startTestApp, type ApiAnswer, type TestApp } from '../test/test-app.ts';

/**
 * Two servers on one database (two connections: two SQLite connections to one file, or two
 * PostgreSQL pools), each taking a write made on the same version of one record. The first is held
 * between its read and its write (the real repository, wrapped) while the second goes through
 * whole: the race is real, not a matter of timing. The second writer on a version must not be
 * lost, and the first, arriving on a version that moved on, must change nothing.
 */
const hold = vi.hoisted(() => {
  let armed: { at: string; reached: () => void; go: Promise<void> } | null = null;
  return {
    /** The next call at `at` waits, once, until released. */
    arm(at: string) {
      let release!: () => void;
      let reached!: () => void;
      const go = new Promise<void>((r) => (release = r));
      const isReached = new Promise<void>((r) => (reached = r));
      armed = { at, reached, go };
      return { reached: isReached, release };
    },
    async pause(at: string) {
      if (armed?.at !== at) return;
      const a = armed;
      armed = null;
      a.reached();
      await a.go;
    },
  };
});

// Held just before the write: everything the write depends on is read by then.
vi.mock('../appointments/appointments.repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Appointments>();
  const updateAppointment: typeof real.updateAppointment = async (...args) => {
    await hold.pause('appointment write');
    return real.updateAppointment(...args);
  };
  return { ...real, updateAppointment };
});
// Held just after the read whose version the write is made on (the first write follows it).
vi.mock('../requests/requests.repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Requests>();
  const findRequest: typeof real.findRequest = async (...args) => {
    const row = await real.findRequest(...args);
    await hold.pause('request read');
    return row;
  };
  return { ...real, findRequest };
});
vi.mock('../inspections/inspections.repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Inspections>();
  const findInspection: typeof real.findInspection = async (...args) => {
    const row = await real.findInspection(...args);
    await hold.pause('inspection read');
    return row;
  };
  return { ...real, findInspection };
});

let a: TestApp;
let b: TestApp;
let adminA: string;
let adminB: string;
beforeEach(async () => {
  a = await startTestApp();
  b = await startTestApp({ shareDatabaseOf: a });
  [adminA, adminB] = await Promise.all([a.login(), b.login()]);
});
afterEach(async () => {
  await b.stop();
  await a.stop();
});

/** `first` reads, then waits before writing while `second` goes through; then `first` goes on. */
async function race(at: string, first: () => Promise<ApiAnswer>, second: () => Promise<ApiAnswer>) {
  const held = hold.arm(at);
  const firstAnswer = first();
  await Promise.race([
    held.reached,
    firstAnswer.then((r) => {
      throw new Error(`the first writer answered ${r.status} before it was held`);
    }),
  ]);
  const secondAnswer = await second();
  held.release();
  return { first: await firstAnswer, second: secondAnswer };
}

const appointmentOf = async (id: number) =>
  (await a.db('appointments').where({ id }).first()) as { version: number; status: string };

describe('when two servers write the same version of an appointment', () => {
  it('when a staff cancel is overtaken by a staff move, then the cancel is 409 with the moved appointment and it stays booked', async () => {
    const { id } = await bookAs(a);
    const { version } = await appointmentOf(id);
    const { first: cancel, second: move } = await race(
      'appointment write',
      () =>
        a.call('PUT', `/api/admin/appointments/${id}/status`, {
          token: adminA,
          body: { status: 'cancelled', version },
        }),
      () =>
        b.call('PUT', `/api/admin/appointments/${id}`, {
          token: adminB,
          body: { date: '2026-03-09', start_time: '14:00', version },
        }),
    );
    expect(move.status).toBe(200);
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ code: 'conflict', version: version + 1 });
    expect(cancel.body.current).toMatchObject({ start_time: '14:00', status: move.body.appointment.status });
    const now = await a.db('appointments').where({ id }).first();
    expect(now).toMatchObject({ start_time: '14:00', version: version + 1 });
    expect(now.status).not.toBe('cancelled');
    expect(now.bay).not.toBeNull();
  });

  it("when an I'll be there is overtaken by a cancel, then it is 409 and the appointment stays cancelled without a bay", async () => {
    const booked = await bookAs(a);
    const { version } = await appointmentOf(booked.id);
    const { first: confirm, second: cancel } = await race(
      'appointment write',
      () => a.call('POST', `/api/appointments/${booked.id}/confirm?t=${booked.trackingToken}`, { body: {} }),
      () =>
        b.call('PUT', `/api/admin/appointments/${booked.id}/status`, {
          token: adminB,
          body: { status: 'cancelled', version },
        }),
    );
    expect(cancel.status).toBe(200);
    expect(confirm.status).toBe(409);
    expect(await a.db('appointments').where({ id: booked.id }).first()).toMatchObject({
      status: 'cancelled',
      bay: null,
      version: version + 1,
    });
  });
});

describe('when a write sent with no version is overtaken', () => {
  it('then it runs again on the record as it is now, and both changes stay', async () => {
    const { id } = await bookAs(a);
    const { version } = await appointmentOf(id);
    const { first: note, second: edit } = await race(
      'appointment write',
      () =>
        a.call('POST', `/api/admin/appointments/${id}/events`, {
          token: adminA,
          body: { message: 'Waiting for parts', estimatedCompletion: '2026-03-09T23:00:00.000Z' },
        }),
      () => b.call('PUT', `/api/admin/appointments/${id}`, { token: adminB, body: { notes: 'Spare key', version } }),
    );
    expect(edit.status).toBe(200);
    expect(note.status).toBe(201);
    expect(note.body.version).toBe(version + 2);
    expect(await a.db('appointments').where({ id }).first()).toMatchObject({
      notes: 'Spare key',
      estimated_completion: '2026-03-09T23:00:00.000Z',
      version: version + 2,
    });
  });
});

describe('when two servers book from the same appointment request', () => {
  it('then one appointment is made, the other is 409, and the request points at the one', async () => {
    const requestId = (await a.call('POST', '/api/appointment-requests', { body: requestBody() })).body.request_id;
    const book = (app: TestApp, token: string, start: string) => () =>
      app.call('POST', '/api/admin/appointments', {
        token,
        body: adminBookingBody({ start_time: start, end_time: undefined, request_id: requestId }),
      });
    const { first, second } = await race('request read', book(a, adminA, '13:00'), book(b, adminB, '15:00'));
    expect(second.status).toBe(201);
    expect(first.status).toBe(409);
    expect(first.body.code).toBe('conflict');
    const made = await a.db('appointments').where({ request_id: requestId }).select('id', 'start_time');
    expect(made).toEqual([{ id: second.body.appointment.id, start_time: '15:00' }]);
    expect(await a.db('appointment_requests').where({ id: requestId }).first()).toMatchObject({
      status: 'scheduled',
      appointment_id: second.body.appointment.id,
    });
  });
});

describe('when two servers write the same version of an inspection', () => {
  it('then the second item change is 409 carrying the first, which stays', async () => {
    const s = await startedInspection(a, adminA);
    const { version } = s.inspection;
    const item = (app: TestApp, token: string, note: string) => () =>
      app.call('PUT', `/api/admin/inspections/${s.inspection.id}/items/brakes`, {
        token,
        body: { condition: 'urgent', note, version },
      });
    const { first, second } = await race(
      'inspection read',
      item(a, adminA, 'Pads at 2 mm'),
      item(b, adminB, 'Pads ok'),
    );
    expect(second.status).toBe(200);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ code: 'conflict', version: version + 1 });
    const brakes = (i: { items: { key: string; note: string }[] }) => i.items.find((x) => x.key === 'brakes');
    expect(brakes(first.body.current)?.note).toBe('Pads ok');
    const stored = await a.db('inspection_items').where({ inspection_id: s.inspection.id, key: 'brakes' }).first();
    expect(stored.note).toBe('Pads ok');
  });

  it('then the second estimate line change is 409, and the line keeps the first', async () => {
    const s = await startedInspection(a, adminA);
    const [labor] = await threeLines(a, adminA, s.inspection.id);
    const { version } = (await a.db('inspections').where({ id: s.inspection.id }).first()) as { version: number };
    const line = (app: TestApp, token: string, description: string) => () =>
      app.call('PUT', `/api/admin/estimate-lines/${labor}`, {
        token,
        body: { kind: 'labor', description, quantity: 2, unit_price_cents: 12000, item_key: 'brakes', version },
      });
    const { first, second } = await race(
      'inspection read',
      line(a, adminA, 'Replace front pads and discs'),
      line(b, adminB, 'Replace rear pads'),
    );
    expect(second.status).toBe(200);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({ code: 'conflict', version: version + 1 });
    expect(await a.db('estimate_lines').where({ id: labor }).first()).toMatchObject({
      description: 'Replace rear pads',
    });
  });
});
