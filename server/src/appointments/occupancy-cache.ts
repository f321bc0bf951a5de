import type { Knex } from 'knex';
import type { DayOccupancy } from '@shop/shared/bookings/slot-rules';
import { heldUnits } from './appointments.repository.ts';
import { occupancyByDay } from './occupancy.ts';

/**
 * Each day's occupancy, kept in memory for the availability reads every visitor makes. Any write
 * to appointments bumps the generation and empties it; an answer read while a write was under
 * way is not kept (the generation moved), so the cache never outlives a change. Callers ask only
 * for bookable days (today to the horizon), and it never holds more than `maxDays`: past that it
 * starts over, as ReadCache does.
 */
export class OccupancyCache {
  private generation = 0;
  private days = new Map<string, DayOccupancy>();

  constructor(private readonly maxDays: number) {}

  /** How many days are held now (for tests of the bound). */
  get size(): number {
    return this.days.size;
  }

  /** Call on every write to appointments (before and after its commit). */
  invalidate(): void {
    this.generation += 1;
    this.days.clear();
  }

  /** Occupancy of each of `dates` (consecutive, first to last), from memory where it can. */
  async range(db: Knex, dates: string[]): Promise<Map<string, DayOccupancy>> {
    if (dates.length === 0) return new Map();
    if (dates.every((d) => this.days.has(d))) return new Map(dates.map((d) => [d, this.days.get(d)!]));
    const started = this.generation;
    const read = occupancyByDay(await heldUnits(db, dates[0], dates[dates.length - 1]));
    const empty = (): DayOccupancy => ({ hourly: new Map(), dropOffs: 0 });
    const out = new Map(dates.map((d) => [d, read.get(d) ?? empty()]));
    if (this.generation !== started || dates.length > this.maxDays) return out;
    if (this.days.size + dates.filter((d) => !this.days.has(d)).length > this.maxDays) this.days.clear();
    out.forEach((v, d) => this.days.set(d, v));
    return out;
  }
}
