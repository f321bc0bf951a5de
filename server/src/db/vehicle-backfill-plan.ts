import { phoneDigits } from '@shop/shared/appointments/phone-search';
import { isBlankVehicle, plateKey, vinKey, type TypedVehicle } from '@shop/shared/vehicles/vehicle-keys';
import { matchCar, type CarKeys, type MatchReason } from '@shop/shared/vehicles/vehicle-match';

/**
 * The backfill of migration 015 as a pure plan: from the rows as typed, which customers and cars
 * to make and where each row points. Kept apart from the reads and writes so the rule is the one
 * bookings use (`matchCar`) and the merges can be told row by row.
 */

export type RowTable = 'appointment' | 'request' | 'waitlist entry';

export interface TypedContact {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

export interface TypedRow {
  table: RowTable;
  id: number;
  /** The appointment's user; a request or waitlist entry goes to the user holding its email, if any. */
  user_id: number | null;
  contact: TypedContact;
  vehicle: TypedVehicle;
}

export interface PlannedCustomer extends TypedContact {
  key: number;
  user_id: number | null;
  phone_digits: string;
}

export interface PlannedCar extends CarKeys {
  /** The car's place in `cars`: its id until the insert gives it one. */
  id: number;
  plate: string;
  rows: { table: RowTable; id: number; reason: MatchReason | null }[];
}

export interface BackfillPlan {
  customers: PlannedCustomer[];
  cars: PlannedCar[];
  /** Per row, the customer's and car's place in the lists (car null: none typed). */
  points: { table: RowTable; id: number; customer: number; car: number | null }[];
}

/** Users by id and by lower-cased email, as the plan needs them. */
export interface KnownUsers {
  byId: Map<number, TypedContact & { id: number }>;
  byEmail: Map<string, number>;
}

export function planBackfill(rows: readonly TypedRow[], users: KnownUsers): BackfillPlan {
  const customers: PlannedCustomer[] = [];
  const byEmail = new Map<string, PlannedCustomer>();
  const cars: PlannedCar[] = [];
  const carsOf = new Map<number, PlannedCar[]>();
  const byVin = new Map<string, PlannedCar>();
  const points: BackfillPlan['points'] = [];

  const customerFor = (row: TypedRow): PlannedCustomer => {
    const userId = row.user_id ?? users.byEmail.get(row.contact.email.trim().toLowerCase()) ?? null;
    const user = userId !== null ? users.byId.get(userId) : undefined;
    const email = (user?.email ?? row.contact.email).trim().toLowerCase();
    const known = byEmail.get(email);
    if (known) return known;
    // The account's name and phone when it has them, else what the row typed.
    const pickText = (a: string | undefined, b: string) => (a && a.trim() !== '' ? a.trim() : b.trim());
    const phone = pickText(user?.phone, row.contact.phone);
    const made: PlannedCustomer = {
      key: customers.length,
      user_id: user ? user.id : null,
      email,
      first_name: pickText(user?.first_name, row.contact.first_name),
      last_name: pickText(user?.last_name, row.contact.last_name),
      phone,
      phone_digits: phoneDigits(phone),
    };
    customers.push(made);
    byEmail.set(email, made);
    return made;
  };

  for (const row of rows) {
    const customer = customerFor(row);
    // Every appointment gets a car (one "unknown" car per customer when none was typed).
    if (row.table !== 'appointment' && isBlankVehicle(row.vehicle)) {
      points.push({ table: row.table, id: row.id, customer: customer.key, car: null });
      continue;
    }
    const vin = vinKey(row.vehicle.vin);
    const hers = carsOf.get(customer.key) ?? [];
    const holder = vin !== null ? byVin.get(vin) : undefined;
    const found = matchCar(customer.key, row.vehicle, holder ? [holder, ...hers] : hers);
    let car = found?.car;
    if (car) {
      car.rows.push({ table: row.table, id: row.id, reason: found!.reason });
      // A car known by its model or plate learns the VIN or plate typed this time.
      if (car.vin === null && vin !== null) byVin.set(vin, Object.assign(car, { vin }));
      if (car.plate_key === '' && plateKey(row.vehicle.plate) !== '')
        Object.assign(car, { plate: row.vehicle.plate.trim(), plate_key: plateKey(row.vehicle.plate) });
    } else {
      car = {
        id: cars.length,
        customer_id: customer.key,
        vin,
        plate: row.vehicle.plate.trim(),
        plate_key: plateKey(row.vehicle.plate),
        make: row.vehicle.make.trim(),
        model: row.vehicle.model.trim(),
        year: row.vehicle.year.trim(),
        rows: [{ table: row.table, id: row.id, reason: null }],
      };
      cars.push(car);
      carsOf.set(customer.key, [...hers, car]);
      if (vin !== null) byVin.set(vin, car);
    }
    points.push({ table: row.table, id: row.id, customer: customer.key, car: car.id });
  }
  return { customers, cars, points };
}

/** One line per car made of several rows: which rows became one car, and why each joined. */
export function mergeLines(plan: BackfillPlan, carIds: readonly number[]): string[] {
  return plan.cars
    .filter((c) => c.rows.length > 1)
    .map((c) => {
      const name = [c.year, c.make, c.model].filter((s) => s !== '').join(' ') || 'unknown car';
      const rows = c.rows.map((r) => `${r.table} ${r.id}${r.reason ? ` (${r.reason})` : ''}`).join(', ');
      return `vehicle ${carIds[c.id]} (${name}${c.plate ? `, plate ${c.plate}` : ''}): ${rows}`;
    });
}
