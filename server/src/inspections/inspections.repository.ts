import type { WaitingEstimate } from '@shop/shared/inspections/inspection.schema';
import { ESTIMATE_CLOSING_STATUS } from '@shop/shared/inspections/estimate-rules';
import type { Knex } from 'knex';
import { updateVersioned } from '../db/versioned-update.ts';
import type { ChecklistEntry } from '@shop/shared/inspections/checklist';
import type { Condition, LineFields } from '@shop/shared/inspections/inspection.schema';
import type { Decision } from '@shop/shared/inspections/estimate-rules';

/** An inspections row. */
export interface InspectionRow {
  id: string;
  appointment_id: number;
  vehicle_id?: number | null;
  status: 'draft' | 'sent' | 'answered';
  version: number;
  signed_name: string | null;
  sent_at: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ItemRow {
  key: string;
  label: string;
  condition: Condition | null;
  note: string;
}

export interface LineRow {
  id: string;
  inspection_id: string;
  item_key: string | null;
  kind: LineFields['kind'];
  description: string;
  quantity: number;
  unit_price_cents: number;
  decision: Decision;
}

export async function findInspection(db: Knex, id: string): Promise<InspectionRow | undefined> {
  return (await db('inspections').where({ id }).first()) as InspectionRow | undefined;
}

export async function inspectionOfAppointment(db: Knex, appointmentId: number): Promise<InspectionRow | undefined> {
  return (await db('inspections').where({ appointment_id: appointmentId }).first()) as InspectionRow | undefined;
}

/** A new draft with the checklist's items, none judged yet. */
export async function insertInspection(
  trx: Knex,
  row: Pick<InspectionRow, 'id' | 'appointment_id'>,
  checklist: ChecklistEntry[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  // Of its appointment's customer and car, copied in the same statement.
  const ofAppointment = (column: string) => trx('appointments').where({ id: row.appointment_id }).select(column);
  await trx('inspections').insert({
    ...row,
    customer_id: ofAppointment('customer_id'),
    vehicle_id: ofAppointment('vehicle_id'),
    status: 'draft',
    version: 1,
    created_at: at,
    updated_at: at,
  });
  await trx('inspection_items').insert(
    checklist.map((e, position) => ({ inspection_id: row.id, key: e.key, label: e.label, position })),
  );
}

/** Writes columns as the next version of the inspection, compare-and-set; null when it moved on meanwhile. */
export async function bumpInspection(
  trx: Knex,
  row: InspectionRow,
  columns: Partial<InspectionRow>,
  now: Date,
): Promise<number | null> {
  return updateVersioned(trx, 'inspections', row, columns, now);
}

export async function itemsOf(db: Knex, inspectionId: string): Promise<ItemRow[]> {
  return (await db('inspection_items')
    .where({ inspection_id: inspectionId })
    .orderBy('position')
    .select('key', 'label', 'condition', 'note')) as ItemRow[];
}

/** Sets an item's condition and note; false when the inspection has no such item. */
export async function updateItem(
  trx: Knex,
  inspectionId: string,
  key: string,
  fields: { condition: Condition; note?: string },
): Promise<boolean> {
  const update = fields.note === undefined ? { condition: fields.condition } : fields;
  return (await trx('inspection_items').where({ inspection_id: inspectionId, key }).update(update)) === 1;
}

export async function hasItem(db: Knex, inspectionId: string, key: string): Promise<boolean> {
  return (await db('inspection_items').where({ inspection_id: inspectionId, key }).first('key')) !== undefined;
}

export async function linesOf(db: Knex, inspectionId: string): Promise<LineRow[]> {
  return (await db('estimate_lines')
    .where({ inspection_id: inspectionId })
    .orderBy('position')
    .select(
      'id',
      'inspection_id',
      'item_key',
      'kind',
      'description',
      'quantity',
      'unit_price_cents',
      'decision',
    )) as LineRow[];
}

export async function findLine(db: Knex, id: string): Promise<LineRow | undefined> {
  return (await db('estimate_lines').where({ id }).first()) as LineRow | undefined;
}

export async function insertLine(
  trx: Knex,
  inspectionId: string,
  id: string,
  fields: LineFields,
  now: Date,
  fromRecommendationId?: number,
): Promise<void> {
  const last = (await trx('estimate_lines').where({ inspection_id: inspectionId }).max({ p: 'position' }).first()) as
    { p: number | null } | undefined;
  await trx('estimate_lines').insert({
    id,
    inspection_id: inspectionId,
    position: (last?.p ?? -1) + 1,
    item_key: fields.item_key ?? null,
    kind: fields.kind,
    description: fields.description,
    quantity: fields.quantity,
    unit_price_cents: fields.unit_price_cents,
    from_recommendation_id: fromRecommendationId ?? null,
    created_at: now.toISOString(),
  });
}

export async function updateLine(trx: Knex, id: string, fields: LineFields): Promise<void> {
  await trx('estimate_lines')
    .where({ id })
    .update({ ...fields, item_key: fields.item_key ?? null });
}

export async function deleteLine(trx: Knex, id: string): Promise<void> {
  await trx('estimate_lines').where({ id }).delete();
}

export async function setDecisions(trx: Knex, decisions: Map<string, 'approved' | 'declined'>): Promise<void> {
  for (const [id, decision] of decisions) await trx('estimate_lines').where({ id }).update({ decision });
}

/**
 * Sent estimates the customer has not answered yet, oldest first, with the car and customer; a
 * cancelled appointment's estimate waits for nobody (statuses are stored canonical).
 */
export async function waitingForApproval(db: Knex): Promise<WaitingEstimate[]> {
  return (await db('inspections as i')
    .join('appointments as a', 'a.id', 'i.appointment_id')
    .where('i.status', 'sent')
    .whereNot('a.status', ESTIMATE_CLOSING_STATUS)
    .orderBy('i.sent_at')
    .select(
      'i.appointment_id',
      'i.sent_at',
      'a.contact_first_name',
      'a.contact_last_name',
      'a.vehicle_make',
      'a.vehicle_model',
    )) as WaitingEstimate[];
}

const CHECKLIST_KEY = 'inspection_checklist';

/** The shop's checklist as Settings saved it, or null when never saved. */
export async function savedChecklist(db: Knex): Promise<ChecklistEntry[] | null> {
  const row = (await db('settings').where({ key: CHECKLIST_KEY }).first()) as { value_json: string } | undefined;
  return row ? (JSON.parse(row.value_json) as ChecklistEntry[]) : null;
}

export async function saveChecklist(trx: Knex, checklist: ChecklistEntry[], now: Date): Promise<void> {
  await trx('settings')
    .insert({ key: CHECKLIST_KEY, value_json: JSON.stringify(checklist), updated_at: now.toISOString() })
    .onConflict('key')
    .merge();
}
