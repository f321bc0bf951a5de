import type { Knex } from 'knex';
import { lineTotalCents } from '@shop/shared/inspections/estimate-rules';
import type { MyVehicle, OwnerLine } from '@shop/shared/vehicles/vehicle-page.schema';
import { estimateLinesOf, visitsOf } from './vehicle-story.repository.ts';
import { groupVisits, servicesOf } from './vehicle-story.ts';
import { customerIdOfUser } from './vehicle-changes.repository.ts';
import { toVehicleDto, vehiclesOfCustomer } from './vehicles.repository.ts';
import { readingsOf } from './readings.repository.ts';
import { toReading } from './vehicle-page.ts';

/** Rows of many cars, by car, in the order read. */
function byVehicle<R extends { vehicle_id: number }>(rows: R[]): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const r of rows) map.set(r.vehicle_id, [...(map.get(r.vehicle_id) ?? []), r]);
  return map;
}

/**
 * GET /api/users/me/vehicles: the signed-in customer's cars (archived ones too: their history is
 * hers), each with its visits, the lines she approved or declined and its readings. Four
 * statements whatever the number of cars. A user with no customer record yet has no car. Only her
 * own visits and lines: another's visit on her car (her VIN typed by someone else) is not hers to read.
 */
export async function myVehicles(db: Knex, userId: number): Promise<MyVehicle[]> {
  const customerId = await customerIdOfUser(db, userId);
  if (customerId === undefined) return [];
  const cars = await vehiclesOfCustomer(db, customerId);
  if (cars.length === 0) return [];
  const ids = cars.map((c) => c.id);
  const [visits, lines, readings] = await Promise.all([
    visitsOf(db, ids, customerId),
    estimateLinesOf(db, ids, customerId),
    readingsOf(db, ids),
  ]);
  const visitsBy = byVehicle(visits);
  const linesBy = byVehicle(lines);
  const readingsBy = byVehicle(readings);
  return cars.map((car) => ({
    vehicle: toVehicleDto(car),
    visits: groupVisits(visitsBy.get(car.id) ?? []).map((rows) => ({
      appointment_id: rows[0]!.id,
      date: rows[0]!.date,
      start_time: rows[0]!.start_time,
      status: rows[0]!.status,
      services: servicesOf(rows),
    })),
    lines: (linesBy.get(car.id) ?? []).flatMap((l): OwnerLine[] =>
      l.decision === 'pending'
        ? []
        : [
            {
              appointment_id: l.appointment_id,
              description: l.description,
              price_cents: lineTotalCents(l),
              decision: l.decision,
              at: l.answered_at ?? l.created_at,
            },
          ],
    ),
    readings: (readingsBy.get(car.id) ?? []).map(toReading),
  }));
}
