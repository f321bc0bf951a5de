import type { Knex } from 'knex';
import type { WaitlistEntry } from '@shop/shared/waitlist/waitlist.schema';
import { offerOf, serviceIdsOfEntry } from './offer-times.ts';
import { liveHoldsOf, ON_LIST, positionOf, type EntryRow } from './waitlist.repository.ts';

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
