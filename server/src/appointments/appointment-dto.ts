import type { Knex } from 'knex';
import { versionedAnswer } from '../http/versioned.ts';
import type { Appointment, CustomerAppointment } from '@shop/shared/bookings/booking.schema';
import { orderIdOf } from '@shop/shared/bookings/ics';
import { toDollars } from '@shop/shared/money/format-money';
import { findAppointment, linesOf, type AppointmentRow, type LineRow } from './appointments.repository.ts';

/** A row as the API answers it: columns never leak, cents become dollars here. */
export function toAppointmentDto(
  row: AppointmentRow,
  lines: Pick<LineRow, 'service_id' | 'name' | 'price_cents' | 'original_price_cents'>[],
): Appointment {
  const services = lines.map((l) =>
    l.price_cents < l.original_price_cents
      ? {
          id: l.service_id,
          name: l.name,
          price: toDollars(l.price_cents),
          originalPrice: toDollars(l.original_price_cents),
        }
      : { id: l.service_id, name: l.name, price: toDollars(l.price_cents) },
  );
  return {
    id: row.id,
    order_id: orderIdOf(row.id, row.date),
    service_id: row.service_id,
    service_type: services.map((s) => s.name).join(', '),
    services,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    status: row.status,
    notes: row.notes,
    is_ghost_slot: Boolean(row.is_ghost_slot),
    is_drop_off: Boolean(row.is_drop_off),
    type: row.slot_type,
    payment_option: row.payment_option,
    payment_status: row.payment_status,
    total_price: toDollars(row.total_cents),
    discount: toDollars(row.discount_cents),
    cancellation_fee: row.cancellation_fee_cents === null ? null : toDollars(row.cancellation_fee_cents),
    estimated_completion: row.estimated_completion,
    request_id: row.request_id,
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    vehicle_id: row.vehicle_id === null ? null : Number(row.vehicle_id),
    user: {
      id: row.user_id,
      name: `${row.contact_first_name} ${row.contact_last_name}`.trim(),
      email: row.contact_email,
      phone: row.contact_phone,
      is_ghost: Boolean(row.user_is_ghost),
    },
    vehicle: {
      make: row.vehicle_make,
      model: row.vehicle_model,
      year: row.vehicle_year,
      vin: row.vin,
      license: row.license_plate,
    },
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What a customer or an anonymous caller is shown: the contact, never the account behind it. */
export function customerView({
  user,
  customer_id: _customer,
  vehicle_id: _vehicle,
  ...appointment
}: Appointment): CustomerAppointment {
  return { ...appointment, user: { name: user.name, email: user.email, phone: user.phone } };
}

/** Staff see the whole appointment; anyone else the customer's view. */
export const viewFor = (
  caller: { role: string } | null | undefined,
  a: Appointment,
): Appointment | CustomerAppointment => (caller?.role === 'admin' ? a : customerView(a));

/** Rows to API objects, with their priced service lines. */
export async function toAppointmentDtos(db: Knex, rows: AppointmentRow[]): Promise<Appointment[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAppointmentDto(r, lines.get(r.id) ?? []));
}

export async function loadAppointmentDto(db: Knex, id: number): Promise<Appointment | null> {
  const row = await findAppointment(db, id);
  return row ? (await toAppointmentDtos(db, [row]))[0] : null;
}

/**
 * The 201 answer of a new booking, however it was made (wizard, calendar, a waitlist claim): the
 * appointment as the caller may see it, its tracking token and order id, anything else the use
 * case answers, and the record's version.
 */
export function bookedAnswer<R extends object>(
  caller: { role: string } | null | undefined,
  made: { appointment: Appointment; token: string } & R,
) {
  const { appointment, token, ...rest } = made;
  return versionedAnswer(
    201,
    {
      success: true,
      appointment: viewFor(caller, appointment),
      tracking_token: token,
      order_id: appointment.order_id,
      ...rest,
    },
    appointment.version,
  );
}
