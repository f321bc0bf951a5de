import type { Knex } from 'knex';
import type { DayOccupancy } from '@shop/shared/bookings/slot-rules';
import { heldUnits } from './appointments.repository.ts';
import { occupancyByDay } from './occupancy.ts';

/**
 * Each day's occupancy, kept in memory for the availability reads every visitor makes. Any write
 * to appointments bumps the generation and empties it; an answer read while a write was under
 * way is not kept (the generation moved), so the cache never outlives a change.
 */
export class OccupancyCache {
  private generation = 0;
  private days = new Map<string, DayOccupancy>();

  /** Call on every write to appointments (before and after its commit). */
  invalidate(): void {
    this.generation += 1;
    this.days.clear();
  }

  /** Occupancy of every day from `from` to `to`, from memory where it can. */
  async range(db: Knex, from: string, to: string, dates: string[]): Promise<Map<string, DayOccupancy>> {
    if (dates.every((d) => this.days.has(d))) return new Map(dates.map((d) => [d, this.days.get(d)!]));
    const started = this.generation;
    const read = occupancyByDay(await heldUnits(db, from, to));
    const empty = (): DayOccupancy => ({ hourly: new Map(), dropOffs: 0 });
    const out = new Map(dates.map((d) => [d, read.get(d) ?? empty()]));
    if (this.generation === started) out.forEach((v, d) => this.days.set(d, v));
    return out;
  }
}
