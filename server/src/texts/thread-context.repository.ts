import type { Knex } from 'knex';
import { ESTIMATE_CLOSING_STATUS } from '@shop/shared/inspections/estimate-rules';

/** Statuses of an appointment that is still to come (not over, not cancelled, not a block). */
const UPCOMING = ['scheduled', 'confirmed', 'pending'];

export interface UpcomingRow {
  id: number;
  date: string;
  start_time: string;
  status: string;
}

/** The customer's next appointment from `today` (the shop's date) on, or undefined. */
export async function nextAppointmentOf(db: Knex, customerId: number, today: string): Promise<UpcomingRow | undefined> {
  return (await db('appointments')
    .where({ customer_id: customerId })
    .whereIn('status', UPCOMING)
    .where('date', '>=', today)
    .orderBy([{ column: 'date' }, { column: 'start_time' }, { column: 'id' }])
    .first('id', 'date', 'start_time', 'status')) as UpcomingRow | undefined;
}

/** The appointment whose estimate waits for the customer's answer (sent, not answered), newest first. */
export async function openEstimateOf(db: Knex, customerId: number): Promise<number | null> {
  const row = (await db('inspections as i')
    .join('appointments as a', 'a.id', 'i.appointment_id')
    .where('a.customer_id', customerId)
    .where('i.status', 'sent')
    .whereNot('a.status', ESTIMATE_CLOSING_STATUS)
    .orderBy('i.sent_at', 'desc')
    .first('a.id')) as { id: number } | undefined;
  return row ? Number(row.id) : null;
}
