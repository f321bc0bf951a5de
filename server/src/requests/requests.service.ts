import type { Knex } from 'knex';
import type { AppointmentRequestDto, ParsedAppointmentRequest, RequestUpdate } from '@shop/shared/requests/request.schema';
import { requestMessages as m } from '@shop/shared/requests/messages';
import { adminMessages } from '@shop/shared/admin/messages';
import { shopDateOf } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { requestReceivedMail } from '../mail/mail-templates.ts';

/**
 * Counts today's requests of each subject (email, client address) in the database, so the
 * limit holds across restarts; over the limit is 429 with the spec's rate_limited status.
 */
async function countAgainstDailyLimit(trx: Knex, subjects: string[], day: string, limit: number): Promise<void> {
  const rows = await trx('request_rate_counters').where({ shop_day: day }).whereIn('subject', subjects);
  if (rows.some((r) => (r.count as number) >= limit)) {
    throw new AppError(429, 'rate_limited', m.rateLimitedInline, { status: 'rate_limited' });
  }
  for (const subject of subjects) {
    await trx('request_rate_counters')
      .insert({ shop_day: day, subject, count: 1 })
      .onConflict(['shop_day', 'subject'])
      .merge({ count: trx.raw('request_rate_counters.count + 1') });
  }
}

export async function createRequest(trx: Knex, deps: AppDeps, body: ParsedAppointmentRequest, clientAddress: string) {
  const now = deps.clock.now();
  const subjects = [`email:${body.email}`, ...(deps.config.requestLimitByAddress ? [`ip:${clientAddress}`] : [])];
  await countAgainstDailyLimit(trx, subjects, shopDateOf(now, deps.config.shop.timeZone), deps.config.shop.requestsPerDay);
  const at = now.toISOString();
  const [row] = await trx('appointment_requests')
    .insert({
      first_name: body.firstName,
      last_name: body.lastName,
      email: body.email,
      phone: body.phone,
      vehicle_make: body.vehicleMake,
      vehicle_model: body.vehicleModel,
      vehicle_year: body.vehicleYear,
      vin: body.vin,
      license_plate: body.licensePlate,
      service_needed: JSON.stringify(body.serviceNeeded),
      preferred_date: body.preferredDate || null,
      preferred_time: body.preferredTime || null,
      message: body.message,
      status: 'pending',
      created_at: at,
      updated_at: at,
    })
    .returning('id');
  const id = (row as { id: number }).id;
  return { id, mail: requestReceivedMail(body.email, body.firstName, body.serviceNeeded, deps.config.shop) };
}

export function toRequestDto(r: Record<string, unknown>): AppointmentRequestDto {
  const services = JSON.parse(r.service_needed as string) as string[];
  return {
    request_id: r.id as number,
    id: r.id as number,
    first_name: r.first_name as string,
    last_name: r.last_name as string,
    email: r.email as string,
    phone: r.phone as string,
    service_needed: services,
    service_type: services[0] ?? '',
    vehicle_make: r.vehicle_make as string,
    vehicle_model: r.vehicle_model as string,
    vehicle_year: r.vehicle_year as string,
    vin: r.vin as string,
    license_plate: r.license_plate as string,
    message: r.message as string,
    notes: r.notes as string,
    preferred_date: (r.preferred_date as string | null) ?? null,
    preferred_time: (r.preferred_time as string | null) ?? null,
    status: r.status as AppointmentRequestDto['status'],
    is_converted_to_appointment: Boolean(r.is_converted_to_appointment),
    appointment_id: (r.appointment_id as number | null) ?? null,
    created_at: r.created_at as string,
    version: r.version as number,
  };
}

/** Declines a request or marks it scheduled; a stale version is 409 conflict. */
export async function updateRequest(trx: Knex, deps: AppDeps, id: number, update: RequestUpdate): Promise<AppointmentRequestDto> {
  const row = await trx('appointment_requests').where({ id }).first();
  if (!row) throw new AppError(404, 'not_found', adminMessages.requestNotFound);
  if (update.version !== undefined && update.version !== row.version) throw new AppError(409, 'conflict', adminMessages.conflict);
  const changes =
    update.status === 'declined'
      ? { status: 'declined' }
      : { status: 'scheduled', is_converted_to_appointment: true, appointment_id: update.appointment_id ?? row.appointment_id };
  await trx('appointment_requests')
    .where({ id })
    .update({ ...changes, version: (row.version as number) + 1, updated_at: deps.clock.now().toISOString() });
  return toRequestDto({ ...row, ...changes, version: (row.version as number) + 1 });
}
