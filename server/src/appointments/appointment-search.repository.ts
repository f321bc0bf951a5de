import type { Knex } from 'knex';
import type { AdminSearchQuery } from '@shop/shared/appointments/appointments.schema';
import { dateFilterRange } from '@shop/shared/appointments/date-range';
import { phoneQueryDigits } from '@shop/shared/appointments/phone-search';
import { selectAppointments, type AppointmentRow } from './appointments.repository.ts';

const like = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const NAME = "lower(a.contact_first_name || ' ' || a.contact_last_name)";
const VEHICLE =
  "lower(a.vehicle_make || ' ' || a.vehicle_model || ' ' || a.vehicle_year || ' ' || coalesce(a.vin, '') || ' ' || coalesce(a.license_plate, ''))";

function whereLike(q: Knex.QueryBuilder, expr: string, term: string): void {
  q.whereRaw(`${expr} LIKE ? ESCAPE '\\'`, [like(term)]);
}

/** The shared phoneMatches in SQL: digits against the stored digits for a phone query, else the text. */
function wherePhone(q: Knex.QueryBuilder, term: string): void {
  const digits = phoneQueryDigits(term);
  if (digits !== null) q.whereRaw('a.contact_phone_digits LIKE ?', [`%${digits}%`]);
  else whereLike(q, 'lower(a.contact_phone)', term);
}

/** Applies the admin search state (the same meaning as the client's matchesSearch) in SQL. */
function applySearch(q: Knex.QueryBuilder, s: AdminSearchQuery, today: string): void {
  // One spelling is stored: the status schema turns "canceled" into "cancelled" on the way in.
  if (s.status !== 'all') q.where('a.status', s.status);
  const range = dateFilterRange(s.date, today, { from: s.from, to: s.to });
  if (range?.from) q.where('a.date', '>=', range.from);
  if (range?.to) q.where('a.date', '<=', range.to);
  const term = s.search?.trim();
  if (term) {
    const byType: Record<AdminSearchQuery['searchType'], (b: Knex.QueryBuilder) => void> = {
      name: (b) => whereLike(b, NAME, term),
      email: (b) => whereLike(b, 'lower(a.contact_email)', term),
      phone: (b) => wherePhone(b, term),
      vehicle: (b) => whereLike(b, VEHICLE, term),
      all: (b) =>
        b
          .where((o) => whereLike(o, NAME, term))
          .orWhere((o) => whereLike(o, 'lower(a.contact_email)', term))
          .orWhere((o) => wherePhone(o, term))
          .orWhere((o) => whereLike(o, VEHICLE, term)),
    };
    q.where((b) => byType[s.searchType](b));
  }
  if (s.name?.trim()) whereLike(q, NAME, s.name.trim());
  if (s.email?.trim()) whereLike(q, 'lower(a.contact_email)', s.email.trim());
  if (s.phone?.trim()) wherePhone(q, s.phone.trim());
  if (s.vehicleMake?.trim()) whereLike(q, 'lower(a.vehicle_make)', s.vehicleMake.trim());
  if (s.vehicleModel?.trim()) whereLike(q, 'lower(a.vehicle_model)', s.vehicleModel.trim());
  if (s.vin?.trim()) whereLike(q, "lower(coalesce(a.vin, ''))", s.vin.trim());
  if (s.licensePlate?.trim()) whereLike(q, "lower(coalesce(a.license_plate, ''))", s.licensePlate.trim());
}

/**
 * Appointments matching the search, upcoming first (ascending) then past (descending), at most
 * `limit`, with the total that matched.
 */
export async function searchAppointments(
  db: Knex,
  s: AdminSearchQuery,
  now: { date: string; time: string },
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const base = selectAppointments(db);
  applySearch(base, s, now.date);
  const counted = db('appointments as a');
  applySearch(counted, s, now.date);
  const [{ n }] = (await counted.count({ n: '*' })) as { n: number }[];
  const rows = (await upcomingFirst(base, now).limit(s.limit)) as AppointmentRow[];
  return { rows, total: Number(n) };
}

/** Orders upcoming appointments first (soonest first), then past ones (latest first). */
function upcomingFirst(q: Knex.QueryBuilder, now: { date: string; time: string }): Knex.QueryBuilder {
  const nowKey = `${now.date} ${now.time}`;
  return q
    .orderByRaw("CASE WHEN (a.date || ' ' || a.start_time) >= ? THEN 0 ELSE 1 END", [nowKey])
    .orderByRaw("CASE WHEN (a.date || ' ' || a.start_time) >= ? THEN a.date || ' ' || a.start_time END ASC", [nowKey])
    .orderBy([
      { column: 'a.date', order: 'desc' },
      { column: 'a.start_time', order: 'desc' },
    ]);
}

/** A customer's own appointments, upcoming first then past. */
export function appointmentsOfUser(
  db: Knex,
  userId: number,
  now: { date: string; time: string },
): Promise<AppointmentRow[]> {
  return rowsFor(upcomingFirst(selectAppointments(db).where('a.user_id', userId), now).limit(200));
}

const rowsFor = (q: Knex.QueryBuilder) => q as unknown as Promise<AppointmentRow[]>;

/** Every appointment of one day, in every status, by start time. */
export function appointmentsOfDay(db: Knex, date: string): Promise<AppointmentRow[]> {
  return rowsFor(
    selectAppointments(db)
      .where('a.date', date)
      .orderBy([{ column: 'a.start_time' }, { column: 'a.id' }]),
  );
}

/** The dashboard's figures of the shop's day: bookings today, the next five, the five newest. */
export async function dayBoard(db: Knex, now: { date: string; time: string }) {
  const [{ n }] = (await db('appointments')
    .where({ date: now.date })
    .whereNot('status', 'cancelled')
    .count({ n: '*' })) as { n: number }[];
  const upcoming = await rowsFor(
    selectAppointments(db)
      .whereRaw("(a.date || ' ' || a.start_time) >= ?", [`${now.date} ${now.time}`])
      .whereNot('a.status', 'cancelled')
      .orderBy([{ column: 'a.date' }, { column: 'a.start_time' }])
      .limit(5),
  );
  const latest = await rowsFor(selectAppointments(db).orderBy('a.created_at', 'desc').limit(5));
  return { todayCount: Number(n), upcoming, latest };
}
