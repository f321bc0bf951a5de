import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTestApp, wizardBody } from '../test/test-app.ts';
import type * as Repository from './appointments.repository.ts';

/** When armed, a move's capacity read is followed by this row landing in the same transaction: a lost race. */
const race = vi.hoisted(() => ({ clash: null as Record<string, unknown> | null }));
vi.mock('./appointments.repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Repository>();
  return {
    ...real,
    lowestFreeUnit: async (db: Knex, claim: Repository.UnitClaim, excludeId: number) => {
      const unit = await real.lowestFreeUnit(db, claim, excludeId);
      if (race.clash) {
        await db('appointments').insert(race.clash);
        race.clash = null;
      }
      return unit;
    },
  };
});

const s = adminTestApp();
afterEach(() => {
  race.clash = null;
});

const book = async (start: string, i: number) =>
  s.t.call('POST', '/api/appointments', {
    body: wizardBody({ start_time: start, contact_info: { name: `C ${i}`, email: `c${i}@x.io`, phone: '5105550100' } }),
  });
const countAt = async (start: string) =>
  Number(
    (
      await s.t
        .db('appointments')
        .where({ date: '2026-03-09', start_time: start })
        .whereNotNull('bay')
        .count({ n: '*' })
    )[0].n,
  );
/** A copy of an existing booking's row in another bay. */
async function clashWith(id: number, bay: number) {
  const { id: _id, ...row } = await s.t.db('appointments').where({ id }).first();
  return { ...row, bay, tracking_token_hash: `clash-${bay}` };
}

describe('when a rival booking lands between the capacity check and the write', () => {
  it('then a reschedule gets 409 slot_unavailable and the appointment stays where it was', async () => {
    const moving = (await book('10:00', 1)).body.appointment;
    const there = (await book('11:00', 2)).body.appointment;
    race.clash = await clashWith(there.id, 2);
    const res = await s.t.call('PUT', `/api/admin/appointments/${moving.id}`, {
      token: s.admin,
      body: { date: '2026-03-09', start_time: '11:00' },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slot_unavailable');
    expect((await s.t.db('appointments').where({ id: moving.id }).first()).start_time).toBe('10:00');
  });
});

describe('when the database would not refuse a second booking of a bay', () => {
  beforeEach(async () => {
    await s.t.db.schema.alterTable('appointments', (t) => {
      t.dropIndex([], 'appointments_bay_unique');
      t.dropIndex([], 'appointments_dropoff_unique');
    });
  });

  it('then the capacity rule alone keeps a full slot full: booking, reschedule and restore get 409', async () => {
    await book('11:00', 1);
    const second = (await book('11:00', 2)).body.appointment;
    const third = await book('11:00', 3);
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('slot_unavailable');

    const moving = (await book('10:00', 4)).body.appointment;
    const move = await s.t.call('PUT', `/api/admin/appointments/${moving.id}`, {
      token: s.admin,
      body: { date: '2026-03-09', start_time: '11:00', version: moving.version },
    });
    expect(move.status).toBe(409);
    expect(move.body.code).toBe('slot_unavailable');

    await s.t.call('PUT', `/api/admin/appointments/${second.id}/status`, {
      token: s.admin,
      body: { status: 'cancelled' },
    });
    await book('11:00', 5);
    const restore = await s.t.call('PUT', `/api/admin/appointments/${second.id}/status`, {
      token: s.admin,
      body: { status: 'scheduled' },
    });
    expect(restore.status).toBe(409);
    expect(restore.body.code).toBe('slot_unavailable');
    expect(await countAt('11:00')).toBe(2);
  });

  it('then 50 bookings racing for one slot still leave exactly the bays taken, each in its own bay', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book('09:00', i)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(Array(48).fill('slot_unavailable'));
    expect(await countAt('09:00')).toBe(2);
    const bays = await s.t.db('appointments').where({ date: '2026-03-09', start_time: '09:00' }).pluck('bay');
    expect(bays.sort()).toEqual([1, 2]);
  });

  it('then 20 drop-offs racing for one day still leave exactly the drop-off places of the day taken', async () => {
    const dropOff = (i: number) =>
      s.t.call('POST', '/api/appointments', {
        body: wizardBody({
          is_drop_off: true,
          start_time: i % 2 ? '10:00' : '14:30',
          contact_info: { name: `D ${i}`, email: `d${i}@x.io`, phone: '5105550100' },
        }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => dropOff(i)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    const places = await s.t.db('appointments').where({ date: '2026-03-09', is_ghost_slot: true }).pluck('bay');
    expect(places.sort()).toEqual([1, 2, 3, 4]);
  });
});
