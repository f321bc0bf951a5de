import type { Knex } from 'knex';
import { carDue, type CarDue, type CarFacts, type ShopRate } from '@shop/shared/maintenance/car-due';
import type { MaintenanceRule } from '@shop/shared/maintenance/maintenance.schema';
import type { VehicleDue } from '@shop/shared/vehicles/vehicle-page.schema';
import {
  carReadings,
  completedVisits,
  liveCars,
  serviceNames,
  type LiveCarRow,
} from './maintenance-facts.repository.ts';
import { readMaintenanceSettings } from './maintenance-rules.repository.ts';

/** A live car with its owner and each rule's state. */
export interface CarWithDue {
  car: LiveCarRow;
  due: (CarDue & { service_name: string })[];
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * The due state of live cars (all of them when `ids` is undefined): four reads in bulk, then the
 * shared rule in memory, so the reminders' pass over thousands of cars costs the same four reads.
 */
export async function carsDue(
  db: Knex,
  now: Date,
  timeZone: string,
  ids?: number[],
): Promise<{ cars: CarWithDue[]; rules: MaintenanceRule[]; rate: ShopRate }> {
  const [settings, cars, readings, visits, names] = await Promise.all([
    readMaintenanceSettings(db),
    liveCars(db, ids),
    carReadings(db, ids),
    completedVisits(db, ids),
    serviceNames(db),
  ]);
  const rate: ShopRate = { timeZone, milesPerDay: settings.default_miles_per_day };
  const readingsBy = groupBy(readings, (r) => r.vehicle_id);
  const visitsBy = groupBy(visits, (v) => v.vehicle_id);
  return {
    rules: settings.rules,
    rate,
    cars: cars.map((car) => {
      const facts: CarFacts = {
        created_at: car.created_at,
        unit: car.odometer_unit,
        readings: readingsBy.get(car.id) ?? [],
        visits: visitsBy.get(car.id) ?? [],
      };
      const due = carDue(settings.rules, facts, now, rate).map((d) => ({
        ...d,
        service_name: names.get(d.service_id) ?? `#${d.service_id}`,
      }));
      return { car, due };
    }),
  };
}

/** One car's `due` for its page (empty for an archived or merged car). */
export async function dueOfCar(db: Knex, now: Date, timeZone: string, id: number): Promise<VehicleDue[]> {
  const { cars } = await carsDue(db, now, timeZone, [id]);
  return (cars[0]?.due ?? []).map(({ anchor_appointment_id: _, ...d }) => d);
}
