import { describe, expect, it } from 'vitest';
import { adminTestApp, wizardBody } from '../test/test-app.ts';
import { insertIntoFreeUnit } from './unit-claims.ts';

/**
 * A claim writes the rows its appointment owns with it (on PostgreSQL in the claim's own
 * statement, on SQLite right after it), each with the new id, and none when the slot is full.
 */
const s = adminTestApp();
const DAY = '2026-03-09';

async function template() {
  const booked = await s.t.call('POST', '/api/appointments', {
    body: wizardBody({
      start_time: '11:00',
      contact_info: { name: 'Owned Rows', email: 'o@x.io', phone: '5105550100' },
    }),
  });
  const { id: _id, bay: _bay, ...row } = await s.t.db('appointments').where({ id: booked.body.appointment.id }).first();
  const line = await s.t
    .db('appointment_services')
    .where({ appointment_id: booked.body.appointment.id })
    .first('service_id', 'price_cents', 'original_price_cents', 'position');
  const other = await s.t.db('services').whereNot({ id: line.service_id }).first('id');
  return {
    row: { ...row, date: DAY, start_time: '10:00', tracking_token_hash: '' },
    line,
    other: { ...line, service_id: other.id, position: 1 },
  };
}

const eventsOf = (id: number) => s.t.db('appointment_events').where({ appointment_id: id }).pluck('message');

describe('when a unit is claimed with rows the appointment owns', () => {
  it('then the lines and the event are written with its id, and a full slot writes none of them', async () => {
    const { row, line, other } = await template();
    const claim = { date: DAY, start: '10:00', dropOff: false, capacity: 1 };
    const owned = (message: string) => [
      { table: 'appointment_services', key: 'appointment_id', rows: [line, other] },
      {
        table: 'appointment_events',
        key: 'appointment_id',
        rows: [{ kind: 'created', message, created_at: '2026-03-01T10:00:00.000Z' }],
      },
    ];
    const taken = await s.t.db.transaction((trx) =>
      insertIntoFreeUnit(trx, row, claim, 'appointments', owned('first')),
    );
    expect(taken).toMatchObject({ bay: 1 });
    expect(await eventsOf(taken!.id)).toEqual(['first']);
    const lines = await s.t.db('appointment_services').where({ appointment_id: taken!.id }).orderBy('position');
    expect(lines.map((l) => [l.service_id, l.position])).toEqual([
      [line.service_id, 0],
      [other.service_id, 1],
    ]);

    const before = await s.t.db('appointment_events').count({ n: '*' }).first();
    const full = await s.t.db.transaction((trx) =>
      insertIntoFreeUnit(trx, row, claim, 'appointments', owned('second')),
    );
    expect(full).toBeNull();
    expect(await s.t.db('appointment_events').count({ n: '*' }).first()).toEqual(before);
    expect(await s.t.db('appointment_events').where({ message: 'second' }).first()).toBeUndefined();
  });
});
