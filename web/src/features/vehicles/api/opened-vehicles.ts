import { VEHICLE_KEPT_MS } from './vehicle-queries.ts';

/** A car's id and when its page was last opened on this device (ms since the epoch). */
export interface Opened {
  id: number;
  at: number;
}

/** The list with this car opened now, most recent first; once per car. */
export function withOpened(list: Opened[], id: number, now: number): Opened[] {
  return [{ id, at: now }, ...list.filter((o) => o.id !== id)];
}

/** The cars opened in the last 30 days: their pages must still open offline. */
export function stillKept(list: Opened[], now: number): Opened[] {
  return list.filter((o) => now - o.at <= VEHICLE_KEPT_MS);
}

/**
 * The cars whose pages this device keeps for offline: those on the board (today and tomorrow) and
 * those opened in the last 30 days. Each once, the board's first.
 */
export function offlineVehicleIds(board: (number | null | undefined)[], opened: Opened[], now: number): number[] {
  const ids = [
    ...board.filter((id): id is number => typeof id === 'number'),
    ...stillKept(opened, now).map((o) => o.id),
  ];
  return [...new Set(ids)];
}

const KEY = 'vehiclesOpened';

/** The list as this device keeps it; a damaged entry reads as empty. */
export function readOpened(): Opened[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((o: Opened) => Number.isInteger(o?.id) && Number.isFinite(o?.at)) : [];
  } catch {
    return [];
  }
}

/** Remembers that this car's page was opened now, and forgets cars opened more than 30 days ago. */
export function rememberOpened(id: number, now = Date.now()): void {
  localStorage.setItem(KEY, JSON.stringify(stillKept(withOpened(readOpened(), id, now), now)));
}

/** Forgets every opened car (at the end of a session, with the cached pages). */
export function forgetOpened(): void {
  localStorage.removeItem(KEY);
}
