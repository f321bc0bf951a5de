import type { AdminSearchQuery } from './appointments.schema.ts';
import type { AdvancedField } from './search-fields.ts';
import { canonicalStatus } from './appointment-status.ts';
import { dateFilterRange } from './date-range.ts';
import { phoneMatches } from './phone-search.ts';

/** The fields of an appointment that the admin filters read. */
export interface FilterableAppointment {
  date: string;
  start_time: string;
  status: string;
  user: { name: string; email: string; phone: string };
  vehicle: { make: string; model: string; year: string; vin: string | null; license: string | null };
}

const has = (value: string | null | undefined, term: string) =>
  (value ?? '').toLowerCase().includes(term.toLowerCase());

const ADVANCED: Record<AdvancedField, (a: FilterableAppointment, t: string) => boolean> = {
  name: (a, t) => has(a.user.name, t),
  email: (a, t) => has(a.user.email, t),
  phone: (a, t) => phoneMatches(a.user.phone, t),
  vehicleMake: (a, t) => has(a.vehicle.make, t),
  vehicleModel: (a, t) => has(a.vehicle.model, t),
  vin: (a, t) => has(a.vehicle.vin, t),
  licensePlate: (a, t) => has(a.vehicle.license, t),
};

const vehicleText = (a: FilterableAppointment) =>
  `${a.vehicle.make} ${a.vehicle.model} ${a.vehicle.year} ${a.vehicle.vin ?? ''} ${a.vehicle.license ?? ''}`;

function matchesSimple(a: FilterableAppointment, type: AdminSearchQuery['searchType'], term: string): boolean {
  switch (type) {
    case 'name':
      return has(a.user.name, term);
    case 'email':
      return has(a.user.email, term);
    case 'phone':
      return phoneMatches(a.user.phone, term);
    case 'vehicle':
      return has(vehicleText(a), term);
    default:
      return (
        has(a.user.name, term) ||
        has(a.user.email, term) ||
        phoneMatches(a.user.phone, term) ||
        has(vehicleText(a), term)
      );
  }
}

export type SearchState = Pick<AdminSearchQuery, 'status' | 'date' | 'search' | 'searchType' | 'from' | 'to'> &
  Partial<Record<AdvancedField, string>>;

/** True when an appointment passes every active part of the admin search state. */
export function matchesSearch(a: FilterableAppointment, s: SearchState, today: string): boolean {
  if (s.status !== 'all' && canonicalStatus(a.status) !== s.status) return false;
  const range = dateFilterRange(s.date, today, { from: s.from, to: s.to });
  if (range) {
    if (range.from && a.date < range.from) return false;
    if (range.to && a.date > range.to) return false;
  }
  const term = s.search?.trim();
  if (term && !matchesSimple(a, s.searchType, term)) return false;
  for (const field of Object.keys(ADVANCED) as AdvancedField[]) {
    const t = s[field]?.trim();
    if (t && !ADVANCED[field](a, t)) return false;
  }
  return true;
}

/** True when any filter of the state is active (drives 'Clear All' and the empty text). */
export function isFiltered(s: SearchState): boolean {
  return (
    s.status !== 'all' ||
    s.date !== 'all' ||
    Boolean(s.search?.trim()) ||
    (Object.keys(ADVANCED) as AdvancedField[]).some((f) => Boolean(s[f]?.trim()))
  );
}

/**
 * Upcoming appointments first in ascending order, then past ones in descending order. "Now" is
 * the shop-local date and HH:mm.
 */
export function sortAppointments<T extends { date: string; start_time: string }>(
  list: readonly T[],
  nowDate: string,
  nowTime: string,
): T[] {
  const key = (a: T) => `${a.date} ${a.start_time}`;
  const now = `${nowDate} ${nowTime}`;
  const upcoming = list.filter((a) => key(a) >= now).sort((a, b) => key(a).localeCompare(key(b)));
  const past = list.filter((a) => key(a) < now).sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}
