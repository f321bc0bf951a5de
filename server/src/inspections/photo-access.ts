import type { Request } from 'express';
import type { Knex } from 'knex';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { canAccessAppointment } from '../appointments/policies.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { AppError } from '../http/app-error.ts';
import { vehicleTokenMatches } from '../vehicles/vehicle-token.ts';
import { findVehicleById } from '../vehicles/vehicles.repository.ts';
import { findInspection, type InspectionRow } from './inspections.repository.ts';
import { findPhotoMeta } from './photos.repository.ts';

/**
 * GET /api/photos/{id}?t=: staff always; the appointment's token holder or owner once the estimate
 * is sent, or the car's token holder (a declined-work follow-up shows the photos). Anyone else gets
 * the same 404 as for an unknown photo.
 */
export async function readablePhoto(db: Knex, req: Request, id: string, secret: string): Promise<string> {
  const meta = await findPhotoMeta(db, id);
  const inspection = meta && (await findInspection(db, meta.inspection_id));
  const appointment = inspection && (await findAppointment(db, inspection.appointment_id));
  const token = typeof req.query.t === 'string' ? req.query.t : undefined;
  const staff = req.user?.role === 'admin';
  const allowed =
    appointment &&
    (staff ||
      (inspection.status !== 'draft' &&
        (canAccessAppointment(appointment, token, req.user, secret) ||
          (await carLinkOpens(db, inspection, token, secret)))));
  if (!allowed) throw new AppError(404, 'not_found', m.photoNotFound);
  return meta!.id;
}

/** The car's link opens its photos while it is the link of the car's owner of the day. */
async function carLinkOpens(db: Knex, inspection: InspectionRow, token: string | undefined, secret: string) {
  if (inspection.vehicle_id == null || token === undefined) return false;
  const car = await findVehicleById(db, inspection.vehicle_id);
  return car !== undefined && vehicleTokenMatches(secret, car, token);
}
