import type { Knex } from 'knex';
import type { Inspection, ItemUpdate } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { inspectionForWrite, nextVersion } from './inspection-change.ts';
import { updateItem } from './inspections.repository.ts';

/** PUT /api/admin/inspections/{id}/items/{key}: a checklist item's condition and note. */
export async function updateInspectionItem(
  trx: Knex,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  id: string,
  key: string,
  body: ItemUpdate,
): Promise<Inspection> {
  const row = await inspectionForWrite(trx, deps, id, body.version);
  if (!(await updateItem(trx, id, key, { condition: body.condition, note: body.note })))
    throw new AppError(404, 'not_found', m.itemNotFound);
  return nextVersion(trx, deps, row);
}
