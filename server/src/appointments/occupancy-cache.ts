import type { Knex } from 'knex';
import type { WriteCounter } from '../db/change-feed.ts';
import type { DayOccupancy } from '@shop/shared/bookings/slot-rules';
import { heldUnits } from './appointments.repository.ts';
import { occupancyByDay } from './occupancy.ts';

/** What occupancy is read from: a write to any of them changes what can be booked. */
export const OCCUPANCY_TABLES = ['appointments', 'waitlist_holds'];

/**
 * Each day's occupancy, kept in memory for the availability reads every visitor makes. Any write
 * to appointments the change feed sees empties it; an answer read while a write was under way is
 * not kept (the count moved), so the cache never outlives a change. Callers ask only for bookable
 * days (today to the horizon), and it never holds more than `maxDays`: past that it starts over,
 * as ReadCache does.
 */
export class OccupancyCache {
  private seen: number;
  private days = new Map<string, DayOccupancy>();

  constructor(
    private readonly writes: WriteCounter,
    private readonly maxDays: number,
  ) {
    this.seen = writes.value;
  }

  /** How many days are held now (for tests of the bound). */
  get size(): number {
    return this.days.size;
  }

  /** Occupancy of each of `dates` (consecutive, first to last), from memory where it can. */
  async range(db: Knex, dates: string[]): Promise<Map<string, DayOccupancy>> {
    if (dates.length === 0) return new Map();
    if (this.writes.value !== this.seen) {
      this.seen = this.writes.value;
      this.days.clear();
    }
    if (dates.every((d) => this.days.has(d))) return new Map(dates.map((d) => [d, this.days.get(d)!]));
    const started = this.writes.value;
    const read = occupancyByDay(await heldUnits(db, dates[0], dates[dates.length - 1]));
    const empty = (): DayOccupancy => ({ hourly: new Map(), dropOffs: 0 });
    const out = new Map(dates.map((d) => [d, read.get(d) ?? empty()]));
    if (this.writes.value !== started || dates.length > this.maxDays) return out;
    if (this.days.size + dates.filter((d) => !this.days.has(d)).length > this.maxDays) this.days.clear();
    out.forEach((v, d) => this.days.set(d, v));
    return out;
  }
}
