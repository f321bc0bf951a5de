import { shopDateOf } from '../time/shop-time.ts';
import { projectOdometer, type OdometerPoint } from '../vehicles/projected-odometer.ts';
import type { VehicleDue } from '../vehicles/vehicle-page.schema.ts';
import type { OdometerUnit } from '../vehicles/vehicle.schema.ts';
import { perDayOf } from './car-rate.ts';
import { dueState, type DueAnchor } from './due.ts';
import type { MaintenanceRule } from './maintenance.schema.ts';

/** A completed visit of the car: its shop day and the services done. */
export interface CompletedVisit {
  appointment_id: number;
  date: string;
  service_ids: readonly number[];
}

export interface CarFacts {
  /** ISO instant the car was recorded, the anchor of a car with no reading and no visit. */
  created_at: string;
  unit: OdometerUnit;
  readings: readonly (OdometerPoint & { appointment_id?: number | null })[];
  visits: readonly CompletedVisit[];
}

export interface ShopRate {
  timeZone: string;
  /** The shop's miles a day for a car whose readings cannot tell. */
  milesPerDay: number;
}

/** A rule's state for the car, with the visit its cycle counts from (0: the car's start). */
export type CarDue = Omit<VehicleDue, 'service_name'> & { anchor_appointment_id: number };

/**
 * Where a rule's cycle starts: the newest completed visit with its service, on that day and on the
 * reading recorded with it (without one, the odometer the readings up to that day project for
 * it); with no such visit, the car's first reading, else the day it was recorded.
 */
function anchorOf(
  serviceId: number,
  car: CarFacts,
  rate: ShopRate,
  start: DueAnchor,
): DueAnchor & { appointment_id: number } {
  const visit = car.visits
    .filter((v) => v.service_ids.includes(serviceId))
    .reduce<CompletedVisit | null>(
      (a, v) => (a === null || v.date > a.date || (v.date === a.date && v.appointment_id > a.appointment_id) ? v : a),
      null,
    );
  if (!visit) return { ...start, appointment_id: 0 };
  const own = car.readings.filter((r) => r.appointment_id === visit.appointment_id).map((r) => r.value);
  if (own.length > 0) return { date: visit.date, miles: Math.max(...own), appointment_id: visit.appointment_id };
  const before = car.readings.filter((r) => shopDateOf(new Date(r.recorded_at), rate.timeZone) <= visit.date);
  const projected = projectOdometer(before, new Date(`${visit.date}T12:00:00Z`), { ...rate, unit: car.unit });
  return { date: visit.date, miles: projected?.value ?? null, appointment_id: visit.appointment_id };
}

/** The car's start: its first reading, else the day it was recorded. */
function startOf(car: CarFacts, timeZone: string): DueAnchor {
  let first: CarFacts['readings'][number] | undefined;
  for (const r of car.readings) if (!first || Date.parse(r.recorded_at) < Date.parse(first.recorded_at)) first = r;
  if (first) return { date: shopDateOf(new Date(first.recorded_at), timeZone), miles: first.value };
  return { date: shopDateOf(new Date(car.created_at), timeZone), miles: null };
}

/** Each rule's state for one car on the shop day of `now` (API.md, `vehicle.due`). */
export function carDue(rules: readonly MaintenanceRule[], car: CarFacts, now: Date, rate: ShopRate): CarDue[] {
  const input = { ...rate, unit: car.unit };
  const projected = projectOdometer(car.readings, now, input)?.value ?? null;
  const perDay = perDayOf(car.readings, now, input, projected);
  const today = shopDateOf(now, rate.timeZone);
  const start = startOf(car, rate.timeZone);
  return rules.map((rule) => {
    const anchor = anchorOf(rule.service_id, car, rate, start);
    return {
      rule_id: rule.id,
      service_id: rule.service_id,
      ...dueState({ rule, anchor, today, projected, perDay }),
      anchor_appointment_id: anchor.appointment_id,
    };
  });
}
