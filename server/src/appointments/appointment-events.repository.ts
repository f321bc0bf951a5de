import type { Knex } from 'knex';

export type EventKind = 'created' | 'status' | 'reschedule' | 'progress';

/** One entry of an appointment's tracking timeline. */
export async function addEvent(
  db: Knex,
  appointmentId: number,
  kind: EventKind,
  message: string,
  at: Date,
): Promise<void> {
  await db('appointment_events').insert({ appointment_id: appointmentId, kind, message, created_at: at.toISOString() });
}

/** The timeline, oldest first. */
export async function eventsOf(db: Knex, appointmentId: number): Promise<{ time: string; message: string }[]> {
  const rows = (await db('appointment_events')
    .where({ appointment_id: appointmentId })
    .orderBy(['created_at', 'id'])
    .select('created_at', 'message')) as { created_at: string; message: string }[];
  return rows.map((e) => ({ time: e.created_at, message: e.message }));
}
