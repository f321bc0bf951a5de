import type { Knex } from 'knex';
import { availableSlots, EMPTY_DAY, endOf } from '@shop/shared/bookings/slot-rules';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { heldUnits } from '../appointments/appointments.repository.ts';
import { claimOf } from '../appointments/capacity.ts';
import { occupancyByDay } from '../appointments/occupancy.ts';
import { lockShopDay } from '../db/dialect.ts';
import { insertIntoFreeUnit } from '../db/unit-claims.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { daysWithWaiting, moveEntry, waitingEntries, type EntryRow } from './waitlist.repository.ts';
import { linkSlot } from '../links/link-slots.ts';
import { waitlistPagePath } from './waitlist-token.ts';

/** What offering needs: the app's deps short of the waitlist job itself, which offers through them. */
export type WaitlistDeps = Omit<AppDeps, 'waitlist' | 'inboundTexts'>;

export const serviceIdsOfEntry = (e: Pick<EntryRow, 'service_ids_json'>): number[] => JSON.parse(e.service_ids_json);

/**
 * Holds `start` on the entry's day for the entry, through the capacity statement (so it is a unit
 * like a booking's bay, under the slot's lock), under the day's lock, and plans the offer's mail and SMS. The entry must
 * be waiting. 'full' when the time is not free, 'not_waiting' when the entry is no longer
 * waiting; nothing is written then.
 */
export async function holdFor(
  trx: Knex,
  deps: WaitlistDeps,
  e: EntryRow,
  start: string,
): Promise<{ expiresAt: Date } | 'full' | 'not_waiting'> {
  const now = deps.clock.now();
  // The day first, then the entry's row (lockShopDay's order): the job, holding the day, moves entries too.
  await lockShopDay(trx, e.date);
  if (!(await moveEntry(trx, e.id, ['waiting'], 'offered', now))) return 'not_waiting';
  const expiresAt = new Date(now.getTime() + deps.config.waitlistOfferMinutes * 60_000);
  const target = { date: e.date, start, type: e.slot_type, serviceIds: serviceIdsOfEntry(e) };
  const hold = {
    entry_id: e.id,
    date: e.date,
    start_time: start,
    is_ghost_slot: e.slot_type === 'dropoff',
    expires_at: expiresAt.toISOString(),
    next_attempt_at: expiresAt.toISOString(),
    created_at: now.toISOString(),
  };
  if (!(await insertIntoFreeUnit(trx, hold, claimOf(target, deps), 'waitlist_holds'))) {
    await moveEntry(trx, e.id, ['offered'], 'waiting', now);
    return 'full';
  }
  await planOffer(trx, deps, e, start, expiresAt);
  return { expiresAt };
}

/** The offer's mail (subject "A time opened: ..."), SMS where on, and a push to the customer's devices until it runs out. */
async function planOffer(trx: Knex, deps: WaitlistDeps, e: EntryRow, start: string, expiresAt: Date): Promise<void> {
  await planNotice(trx, deps, {
    kind: 'waitlist_offer',
    to: { email: e.email, phone: e.phone },
    entryId: e.id,
    moment: toDisplayMoment(e.date, start),
    minutes: deps.config.waitlistOfferMinutes,
    url: mailOrigin(deps) + waitlistPagePath(e.id, linkSlot(deps.config.jwtSecret, 'waitlist', e.id)),
    showUntil: expiresAt,
  });
}

/**
 * Offers each day's free times to the people waiting for it, first come first: under the day's
 * lock, each waiting entry gets the first time free for its type and services (bookings and live
 * offers counted). Run after any write and on a timer, so a time freed by a cancel, a move, a
 * delete, a release, a leave or an offer that ran out reaches the next person.
 */
export async function offerFreeTimes(db: Knex, deps: WaitlistDeps): Promise<number> {
  let offered = 0;
  for (const date of await daysWithWaiting(db, deps.shopClock.today())) {
    offered += await db.transaction((trx) => offerDay(trx, deps, date));
  }
  return offered;
}

/**
 * One day's pass. Occupancy is read once and kept up to date here: on PostgreSQL each statement
 * sees the latest commits, so reading it per entry would let a time freed mid-pass go to a later
 * entry before an earlier one. A time freed meanwhile waits for the next run, which its write kicks.
 * A booking claims under its slot's lock, not the day's, so a time read as free may be booked
 * meanwhile: the hold then finds it full, and the entry tries the next free time.
 */
async function offerDay(trx: Knex, deps: WaitlistDeps, date: string): Promise<number> {
  await lockShopDay(trx, date);
  const read = occupancyByDay(await heldUnits(trx, date, date)).get(date) ?? EMPTY_DAY;
  const occupancy = { hourly: new Map(read.hourly), dropOffs: read.dropOffs };
  /** Counts `by` more units at the entry's time: Infinity marks it full. */
  const take = (e: EntryRow, start: string, by: number) => {
    if (e.slot_type === 'dropoff') occupancy.dropOffs += by;
    else occupancy.hourly.set(start, (occupancy.hourly.get(start) ?? 0) + by);
  };
  let n = 0;
  for (const e of await waitingEntries(trx, date)) {
    for (;;) {
      const [free] = availableSlots({
        date,
        type: e.slot_type,
        serviceIds: serviceIdsOfEntry(e),
        now: deps.clock.now(),
        config: deps.config.shop,
        occupancy,
      });
      if (!free) break;
      const held = await holdFor(trx, deps, e, free.start_time);
      if (held === 'not_waiting') break;
      take(e, free.start_time, held === 'full' ? Number.POSITIVE_INFINITY : 1);
      if (held !== 'full') {
        n += 1;
        break;
      }
    }
  }
  return n;
}

/** The offer as the page and staff read it. */
export const offerOf = (h: { start_time: string; expires_at: string }) => ({
  start_time: h.start_time,
  end_time: endOf(h.start_time),
  expires_at: h.expires_at,
});
