import type { Knex } from 'knex';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { assertVersion, staleWrite, versionedAnswer } from '../http/versioned.ts';
import { toInspectionDto } from './inspection-dto.ts';
import { bumpInspection, findInspection, type InspectionRow } from './inspections.repository.ts';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

/**
 * The inspection a staff write is about: unknown is 404; a `version` other than the stored one is
 * 409 conflict carrying the inspection as it is, as appointments do.
 */
export async function inspectionForWrite(
  trx: Knex,
  deps: Deps,
  id: string,
  version: number | undefined,
): Promise<InspectionRow> {
  const row = await findInspection(trx, id);
  if (!row) throw new AppError(404, 'not_found', m.notFound);
  await assertVersion(row.version, version, () => toInspectionDto(trx, row, deps.config.shop), m.conflict);
  return row;
}

/**
 * Writes `columns` (maybe none) as the inspection's next version and answers it whole. The row
 * must still be at the version read; when it moved on meanwhile, nothing is written: StaleWrite.
 */
export async function nextVersion(
  trx: Knex,
  deps: Deps,
  row: InspectionRow,
  columns: Partial<InspectionRow> = {},
): Promise<Inspection> {
  const version = await bumpInspection(trx, row, columns, deps.clock.now());
  if (version === null) {
    throw await staleWrite(async () => {
      const now = await findInspection(trx, row.id);
      return now && toInspectionDto(trx, now, deps.config.shop);
    }, m.conflict);
  }
  return toInspectionDto(trx, { ...row, ...columns, version }, deps.config.shop);
}

/** A write's answer: `{success, inspection}` and, as the versioned protocol wants, the version on top. */
export const inspectionAnswer = (status: number, inspection: Inspection, extra: object = {}) =>
  versionedAnswer(status, { success: true, ...extra, inspection }, inspection.version);
