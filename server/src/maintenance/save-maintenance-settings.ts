import type { Knex } from 'knex';
import type { MaintenanceSettings } from '@shop/shared/maintenance/maintenance.schema';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import { AppError } from '../http/app-error.ts';
import {
  existingServiceIds,
  readMaintenanceSettings,
  replaceMaintenanceSettings,
} from './maintenance-rules.repository.ts';

/**
 * PUT /api/admin/maintenance-rules: the whole list replaced in the caller's transaction. A rule
 * for a service the catalog lacks is 422 on its field, and nothing is written.
 */
export async function saveMaintenanceSettings(trx: Knex, now: Date, body: MaintenanceSettings) {
  const known = await existingServiceIds(
    trx,
    body.rules.map((r) => r.service_id),
  );
  const unknown = body.rules.findIndex((r) => !known.has(r.service_id));
  if (unknown >= 0) {
    const message = m.unknownService;
    throw new AppError(422, 'invalid_request', message, { issues: [{ path: `rules.${unknown}.service_id`, message }] });
  }
  await replaceMaintenanceSettings(trx, body, now);
  return readMaintenanceSettings(trx);
}
