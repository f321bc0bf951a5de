import type { Knex } from 'knex';

/** One reminder of one car's service in one due cycle (its anchor visit, or 0 for the car's start). */
export interface LedgerRow {
  vehicle_id: number;
  service_id: number;
  anchor_appointment_id: number;
  due_date: string | null;
  due_miles: number | null;
  planned_at: string;
}

export const ledgerKey = (r: Pick<LedgerRow, 'vehicle_id' | 'service_id' | 'anchor_appointment_id'>) =>
  `${r.vehicle_id}:${r.service_id}:${r.anchor_appointment_id}`;

/** The cycles already reminded, as keys: what a pass need not try again. */
export async function remindedCycles(db: Knex): Promise<Set<string>> {
  const rows = (await db('maintenance_reminders').select('vehicle_id', 'service_id', 'anchor_appointment_id')) as {
    vehicle_id: number;
    service_id: number;
    anchor_appointment_id: number;
  }[];
  return new Set(
    rows.map((r) =>
      ledgerKey({
        vehicle_id: Number(r.vehicle_id),
        service_id: Number(r.service_id),
        anchor_appointment_id: Number(r.anchor_appointment_id),
      }),
    ),
  );
}

/**
 * Claims cycles in the caller's transaction and answers the ones this call claimed: the unique key
 * turns a cycle another server claimed first into nothing (no error, no second reminder).
 */
export async function claimCycles(trx: Knex, rows: LedgerRow[], now: Date): Promise<LedgerRow[]> {
  if (rows.length === 0) return [];
  const claimed = (await trx('maintenance_reminders')
    .insert(rows.map((r) => ({ ...r, created_at: now.toISOString() })))
    .onConflict(['vehicle_id', 'service_id', 'anchor_appointment_id'])
    .ignore()
    .returning(['vehicle_id', 'service_id', 'anchor_appointment_id'])) as Pick<
    LedgerRow,
    'vehicle_id' | 'service_id' | 'anchor_appointment_id'
  >[];
  const mine = new Set(
    claimed.map((c) =>
      ledgerKey({
        ...c,
        vehicle_id: Number(c.vehicle_id),
        service_id: Number(c.service_id),
        anchor_appointment_id: Number(c.anchor_appointment_id),
      }),
    ),
  );
  return rows.filter((r) => mine.has(ledgerKey(r)));
}
