import type { Knex } from 'knex';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { firstName } from '@shop/shared/customers/first-name';
import type { HeldTime, WaitlistEntry } from '@shop/shared/waitlist/waitlist.schema';
import { asBoolean } from '../db/dialect.ts';
import { offerOf, serviceIdsOfEntry } from './offer-times.ts';
import { liveHoldsOf, ON_LIST, positionOf, type EntryRow, type HoldRow } from './waitlist.repository.ts';

/** Entries as the page and staff's list read them: position, services and the live offer. */
export async function viewsOf(db: Knex, rows: EntryRow[]): Promise<WaitlistEntry[]> {
  const holds = await liveHoldsOf(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (r) => {
      const hold = holds.get(r.id);
      return {
        id: r.id,
        date: r.date,
        type: r.slot_type,
        status: r.status,
        position: ON_LIST.includes(r.status) ? await positionOf(db, r) : null,
        name: r.name,
        email: r.email,
        phone: r.phone,
        services: serviceIdsOfEntry(r),
        offer: hold ? offerOf(hold) : null,
        appointment_id: r.appointment_id,
      };
    }),
  );
}

/** Live holds as staff's week grid shows them: the time, whose it is (first name) and until when. */
export const heldTimesOf = (rows: (HoldRow & { name: string })[]): HeldTime[] =>
  rows.map((h) => ({
    entry_id: h.entry_id,
    date: h.date,
    start_time: h.start_time,
    end_time: endOf(h.start_time),
    is_drop_off: asBoolean(h.is_ghost_slot),
    first_name: firstName(h.name),
    expires_at: h.expires_at,
  }));
