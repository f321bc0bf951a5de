import type { Knex } from 'knex';
import type { Customer } from '@shop/shared/customers/customer.schema';
import type { OdometerUnit } from '@shop/shared/vehicles/vehicle.schema';
import { plus } from '../db/dialect.ts';
import { updateVersioned } from '../db/versioned-update.ts';

/** A vehicles row. `archived` reads 0/1 on SQLite (see vehicle-dto.ts). */
export interface VehicleRow {
  id: number;
  customer_id: number;
  vin: string | null;
  plate: string;
  plate_key: string;
  make: string;
  model: string;
  year: string;
  engine: string;
  odometer_unit: OdometerUnit;
  archived: boolean | number;
  merged_into: number | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export type CustomerRow = Customer;

export async function findVehicle(db: Knex, id: number): Promise<VehicleRow | undefined> {
  return (await db('vehicles').where({ id }).first()) as VehicleRow | undefined;
}

/** The cars of the given customers, oldest first, merged ones left out. */
export async function vehiclesOfCustomers(db: Knex, customerIds: number[]): Promise<VehicleRow[]> {
  return (await db('vehicles')
    .whereIn('customer_id', customerIds)
    .whereNull('merged_into')
    .orderBy('id')) as VehicleRow[];
}

/** The id of the shop's vehicle with this VIN other than `exceptId`, if any. */
export async function vehicleIdWithVin(db: Knex, vin: string, exceptId: number): Promise<number | undefined> {
  const row = (await db('vehicles').where({ vin }).whereNot({ id: exceptId }).first('id')) as { id: number } | undefined;
  return row?.id;
}

/** Compare-and-set edit of a car (db/versioned-update.ts): its new version, or null when it moved on. */
export async function updateVehicle(
  trx: Knex,
  read: Pick<VehicleRow, 'id' | 'version'>,
  columns: Partial<VehicleRow>,
  now: Date,
): Promise<number | null> {
  return updateVersioned(trx, 'vehicles', read, columns, now);
}

/**
 * One new version of a car not merged away, whatever version it is at: a merge or a transfer
 * carries no version, but still locks the row (PostgreSQL) and must not touch a merged one.
 * False when the car was merged meanwhile.
 */
export async function bumpLiveVehicle(
  trx: Knex,
  id: number,
  columns: Partial<VehicleRow>,
  now: Date,
): Promise<boolean> {
  const changed = await trx('vehicles')
    .where({ id })
    .whereNull('merged_into')
    .update({ ...columns, version: plus(trx, 'version'), updated_at: now.toISOString() });
  return changed === 1;
}

export async function findCustomer(db: Knex, id: number): Promise<CustomerRow | undefined> {
  return (await db('customers')
    .where({ id })
    .first('id', 'user_id', 'first_name', 'last_name', 'email', 'phone', 'created_at')) as CustomerRow | undefined;
}

/** The customer record of a signed-in user, if she has one. */
export async function customerOfUser(db: Knex, userId: number): Promise<Pick<CustomerRow, 'id'> | undefined> {
  return (await db('customers').where({ user_id: userId }).first('id')) as Pick<CustomerRow, 'id'> | undefined;
}
