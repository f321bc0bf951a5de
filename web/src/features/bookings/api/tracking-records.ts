import type { TrackingRecord } from '@shop/shared/tracking/tracking.schema';

/**
 * Bookings made on this device, newest first, kept under 'appointmentTracking'. Each records who
 * booked it (`owner`: the signed-in customer's id, none for a guest): a guest's stay for
 * "Booked on this device"; a customer's live on her account and leave with her sign-out.
 */
const KEY = 'appointmentTracking';
const MAX = 20;

export type DeviceBooking = TrackingRecord & { owner?: number | null };

export function loadTrackingRecords(): DeviceBooking[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    const list = Array.isArray(raw) ? raw : [raw];
    // Only well-formed records count; anything else in storage is ignored.
    return list.filter(
      (r): r is DeviceBooking =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.appointmentId === 'number' &&
        typeof r.email === 'string' &&
        typeof r.isGhostSlot === 'boolean' &&
        typeof r.token === 'string',
    );
  } catch {
    return [];
  }
}

function store(records: DeviceBooking[]): void {
  if (records.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(records.slice(0, MAX)));
}

/** Keeps a booking's tracking link; `owner` is the signed-in customer who made it (null: a guest). */
export function saveTrackingRecord(record: TrackingRecord, owner: number | null): void {
  const rest = loadTrackingRecords().filter((r) => r.appointmentId !== record.appointmentId);
  store([{ ...record, owner }, ...rest]);
}

/** The guests' bookings: what "Booked on this device" lists. */
export const guestTrackingRecords = (): DeviceBooking[] =>
  loadTrackingRecords().filter((r) => (r.owner ?? null) === null);

/** Forgets one person's saved links (at the end of her session), or the guests' (null). */
export function forgetTrackingRecordsOf(owner: number | null): void {
  store(loadTrackingRecords().filter((r) => (r.owner ?? null) !== owner));
}

export function trackingTokenFor(id: number): string | undefined {
  return loadTrackingRecords().find((r) => r.appointmentId === id)?.token;
}
