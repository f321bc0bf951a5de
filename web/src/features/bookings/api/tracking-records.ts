import type { TrackingRecord } from '@shop/shared/tracking/tracking.schema';

/** Bookings made on this device, newest first, kept under 'appointmentTracking'. */
const KEY = 'appointmentTracking';
const MAX = 20;

export function loadTrackingRecords(): TrackingRecord[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    const list = Array.isArray(raw) ? raw : [raw];
    // Only well-formed records count; anything else in storage is ignored.
    return list.filter(
      (r): r is TrackingRecord =>
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

export function saveTrackingRecord(record: TrackingRecord): void {
  const rest = loadTrackingRecords().filter((r) => r.appointmentId !== record.appointmentId);
  localStorage.setItem(KEY, JSON.stringify([record, ...rest].slice(0, MAX)));
}

export function trackingTokenFor(id: number): string | undefined {
  return loadTrackingRecords().find((r) => r.appointmentId === id)?.token;
}
