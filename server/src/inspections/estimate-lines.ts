import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { EstimateLine, Inspection, LineFields } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { AppError } from '../http/app-error.ts';
import { lineFieldsFromRecommendation } from '../recommendations/line-from-recommendation.ts';
import { planEstimateRevised, type NoticeDeps } from './estimate-notices.ts';
import { inspectionForWrite, nextVersion } from './inspection-change.ts';
import { toInspectionDto } from './inspection-dto.ts';
import {
  deleteLine,
  findLine,
  hasItem,
  insertLine,
  updateLine,
  type InspectionRow,
  type LineRow,
} from './inspections.repository.ts';

type Deps = NoticeDeps;

/** A line may name only an item of its own inspection. */
async function assertItemOf(trx: Knex, row: InspectionRow, fields: LineFields): Promise<void> {
  if (fields.item_key && !(await hasItem(trx, row.id, fields.item_key)))
    throw new AppError(400, 'invalid_request', m.itemNotFound);
}

const lineOf = (inspection: Inspection, id: string): EstimateLine => inspection.lines.find((l) => l.id === id)!;

/**
 * A line change as the inspection's next version. While the customer is asked to answer, it is a
 * revision: the new version refuses her answer to the old one, and she is told (see estimate-notices.ts).
 */
async function lineChanged(trx: Knex, deps: Deps, row: InspectionRow): Promise<Inspection> {
  const inspection = await nextVersion(trx, deps, row);
  if (row.status === 'sent') await planEstimateRevised(trx, deps, row.appointment_id);
  return inspection;
}

/**
 * POST /api/admin/inspections/{id}/lines: a new pending line, under the device's id when it gave
 * one; `{from_recommendation}` copies an open recommendation of the car (approving it recovers it).
 */
export async function addLine(
  trx: Knex,
  deps: Deps,
  inspectionId: string,
  body: (LineFields | { from_recommendation: number }) & { id?: string },
): Promise<{ line: EstimateLine; inspection: Inspection }> {
  // Adding depends on nothing the writer saw: no version check, but a new version to chain on.
  const row = await inspectionForWrite(trx, deps, inspectionId, undefined);
  const from = 'from_recommendation' in body ? body.from_recommendation : undefined;
  const fields: LineFields =
    from === undefined
      ? (({ id: _id, ...f }) => f)(body as LineFields & { id?: string })
      : await lineFieldsFromRecommendation(trx, row, from);
  await assertItemOf(trx, row, fields);
  const id = body.id ?? randomUUID();
  if (await findLine(trx, id)) throw new AppError(409, 'conflict', m.idTaken);
  await insertLine(trx, row.id, id, fields, deps.clock.now(), from);
  const inspection = await lineChanged(trx, deps, row);
  return { line: lineOf(inspection, id), inspection };
}

/** The line and its inspection for a change; an answered line is 409 (it stays as the customer answered it). */
async function pendingLine(
  trx: Knex,
  deps: Deps,
  lineId: string,
  version: number | undefined,
): Promise<{ line: LineRow; row: InspectionRow }> {
  const line = await findLine(trx, lineId);
  if (!line) throw new AppError(404, 'not_found', m.lineNotFound);
  const row = await inspectionForWrite(trx, deps, line.inspection_id, version);
  if (line.decision !== 'pending') {
    const current = await toInspectionDto(trx, row, deps.config.shop);
    throw new AppError(409, 'conflict', m.lineAnswered, { version: row.version, current });
  }
  return { line, row };
}

/** PUT /api/admin/estimate-lines/{id}. */
export async function changeLine(
  trx: Knex,
  deps: Deps,
  lineId: string,
  body: LineFields & { version?: number },
): Promise<{ line: EstimateLine; inspection: Inspection }> {
  const { row } = await pendingLine(trx, deps, lineId, body.version);
  await assertItemOf(trx, row, body);
  const { version: _v, ...fields } = body;
  await updateLine(trx, lineId, fields);
  const inspection = await lineChanged(trx, deps, row);
  return { line: lineOf(inspection, lineId), inspection };
}

/** DELETE /api/admin/estimate-lines/{id}?version=. */
export async function removeLine(trx: Knex, deps: Deps, lineId: string, version?: number): Promise<Inspection> {
  const { row } = await pendingLine(trx, deps, lineId, version);
  await deleteLine(trx, lineId);
  return lineChanged(trx, deps, row);
}
