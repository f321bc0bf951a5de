import type { Knex } from 'knex';

/** `customer`: the customer cancelled or moved it themselves (the dashboard lists these). */
export type EventKind = 'created' | 'status' | 'reschedule' | 'progress' | 'customer' | 'inspection';

/** A timeline entry to write. */
export interface NewEvent {
  kind: EventKind;
  message: string;
  at: Date;
}

/** The columns of `event`, short of its appointment. */
export const eventRow = (event: NewEvent) => ({
  kind: event.kind,
  message: event.message,
  created_at: event.at.toISOString(),
});

/** One entry of an appointment's tracking timeline. */
export async function addEvent(
  db: Knex,
  appointmentId: number,
  kind: EventKind,
  message: string,
  at: Date,
): Promise<void> {
  await db('appointment_events').insert({ appointment_id: appointmentId, ...eventRow({ kind, message, at }) });
}

/** The timeline, oldest first. */
export async function eventsOf(db: Knex, appointmentId: number): Promise<{ time: string; message: string }[]> {
  const rows = (await db('appointment_events')
    .where({ appointment_id: appointmentId })
    .orderBy(['created_at', 'id'])
    .select('created_at', 'message')) as { created_at: string; message: string }[];
  return rows.map((e) => ({ time: e.created_at, message: e.message }));
}

/** The newest cancellations and moves customers made themselves, with whose appointment it was. */
export async function latestCustomerChanges(db: Knex, limit: number) {
  const rows = (await db('appointment_events as e')
    .join('appointments as a', 'a.id', 'e.appointment_id')
    .where('e.kind', 'customer')
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .limit(limit)
    .select('e.appointment_id', 'e.message', 'e.created_at', 'a.contact_first_name', 'a.contact_last_name')) as {
    appointment_id: number;
    message: string;
    created_at: string;
    contact_first_name: string;
    contact_last_name: string;
  }[];
  return rows.map((r) => ({
    appointment_id: r.appointment_id,
    customer: `${r.contact_first_name} ${r.contact_last_name}`.trim(),
    message: r.message,
    time: r.created_at,
  }));
}
