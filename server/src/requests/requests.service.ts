import type { Knex } from 'knex';
import { appointmentMessages as adminMessages } from '@shop/shared/appointments/messages';
import type {
  AppointmentRequestDto,
  ParsedAppointmentRequest,
  RequestUpdate,
} from '@shop/shared/requests/request.schema';
import { requestMessages as m } from '@shop/shared/requests/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { assertVersion, staleWrite } from '../http/versioned.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { requestReceivedMail } from '../mail/mail-templates.ts';
import { planNewRequest } from '../notifications/plan.ts';
import { takeDailyQuota } from '../http/daily-quota.ts';
import { customerAndCar } from '../vehicles/customer-and-car.ts';
import { findRequest, insertRequest, updateRequestRow, type RequestRow } from './requests.repository.ts';

export async function createRequest(trx: Knex, deps: AppDeps, body: ParsedAppointmentRequest, clientAddress: string) {
  const now = deps.clock.now();
  // Each email and client address sends requestsPerDay a shop day; the next is the spec's rate_limited.
  await takeDailyQuota(trx, deps, {
    subjects: [`email:${body.email}`, ...(deps.config.requestLimitByAddress ? [`ip:${clientAddress}`] : [])],
    limit: deps.config.shop.requestsPerDay,
    refusal: () => new AppError(429, 'rate_limited', m.rateLimitedInline, { status: 'rate_limited' }),
  });
  const points = await customerAndCar(
    trx,
    {
      customer: {
        userId: null,
        emailIsAccount: false,
        email: body.email,
        first_name: body.firstName,
        last_name: body.lastName,
        phone: body.phone,
        phoneCountry: deps.config.shopCountry,
      },
      vehicle: {
        make: body.vehicleMake,
        model: body.vehicleModel,
        year: body.vehicleYear,
        vin: body.vin,
        plate: body.licensePlate,
      },
      vehicleRequired: false,
    },
    now,
  );
  const id = await insertRequest(trx, body, points, now);
  await planNewRequest(trx, deps, {
    requestId: id,
    acknowledgement: requestReceivedMail(body.email, body.firstName, body.serviceNeeded, deps.config.shop),
    staff: {
      kind: 'staff_request',
      requestId: id,
      subject: `New appointment request from ${body.firstName} ${body.lastName}`,
      lines: [
        `${body.firstName} ${body.lastName} (${body.email}, ${body.phone}) asks for ${body.serviceNeeded.join(', ')}.`,
        `Preferred: ${body.preferredDate} ${body.preferredTime}.`,
      ],
    },
  });
  return id;
}

export function toRequestDto(r: RequestRow): AppointmentRequestDto {
  const services = JSON.parse(r.service_needed) as string[];
  return {
    request_id: r.id,
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    service_needed: services,
    service_type: services[0] ?? '',
    vehicle_make: r.vehicle_make,
    vehicle_model: r.vehicle_model,
    vehicle_year: r.vehicle_year,
    vin: r.vin,
    license_plate: r.license_plate,
    message: r.message,
    notes: r.notes,
    preferred_date: r.preferred_date ?? null,
    preferred_time: r.preferred_time ?? null,
    status: r.status,
    is_converted_to_appointment: Boolean(r.is_converted_to_appointment),
    appointment_id: r.appointment_id ?? null,
    created_at: r.created_at,
    version: r.version,
  };
}

/** The request a write is about: 404 when unknown, 409 conflict for a stale version. */
export async function loadRequestForWrite(trx: Knex, id: number, version?: number): Promise<RequestRow> {
  const row = await findRequest(trx, id);
  if (!row) throw new AppError(404, 'not_found', adminMessages.requestNotFound);
  await assertVersion(row.version, version, async () => toRequestDto(row), adminMessages.conflict);
  return row;
}

/** Declines a request or marks it scheduled (converted into that appointment). */
export async function updateRequest(
  trx: Knex,
  deps: AppDeps,
  id: number,
  update: RequestUpdate,
): Promise<AppointmentRequestDto> {
  const row = await loadRequestForWrite(trx, id, update.version);
  if (update.status === 'scheduled' && update.appointment_id && !(await findAppointment(trx, update.appointment_id)))
    throw new AppError(400, 'invalid_request', adminMessages.unknownAppointment(update.appointment_id));
  const changes: Partial<RequestRow> =
    update.status === 'declined'
      ? { status: 'declined' }
      : {
          status: 'scheduled',
          is_converted_to_appointment: true,
          appointment_id: update.appointment_id ?? row.appointment_id,
        };
  const version = await updateRequestRow(trx, row, changes, deps.clock.now());
  if (version === null) {
    throw await staleWrite(async () => {
      const now = await findRequest(trx, id);
      return now && toRequestDto(now);
    }, adminMessages.conflict);
  }
  return toRequestDto({ ...row, ...changes, version });
}
