import type { Knex } from 'knex';
import type { OdometerUnit, Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { asBoolean, forUpdate } from '../db/dialect.ts';

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

export type NewVehicle = Pick<VehicleRow, 'customer_id' | 'vin' | 'plate' | 'plate_key' | 'make' | 'model' | 'year'> &
  Partial<Pick<VehicleRow, 'engine' | 'odometer_unit'>>;

export const toVehicleDto = (r: VehicleRow): Vehicle => ({
  id: Number(r.id),
  customer_id: Number(r.customer_id),
  vin: r.vin,
  plate: r.plate,
  make: r.make,
  model: r.model,
  year: r.year,
  engine: r.engine,
  odometer_unit: r.odometer_unit,
  archived: asBoolean(r.archived),
  version: Number(r.version),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** A car by id; `lock` holds its row until the transaction ends, for a write that depends on it. */
export function findVehicleById(db: Knex, id: number, lock = false): Promise<VehicleRow | undefined> {
  const q = db<VehicleRow>('vehicles').where({ id }).first();
  return lock ? forUpdate(db, q) : q;
}

export function findVehicleByVin(db: Knex, vin: string): Promise<VehicleRow | undefined> {
  return db<VehicleRow>('vehicles').where({ vin }).first();
}

/** A customer's cars (not those merged into another), oldest first. */
export function vehiclesOfCustomer(db: Knex, customerId: number): Promise<VehicleRow[]> {
  return db<VehicleRow>('vehicles').where({ customer_id: customerId }).whereNull('merged_into').orderBy('id');
}

/** The cars a typed vehicle may be, in one statement: the customer's, and whichever holds the VIN. */
export function candidateCars(db: Knex, customerId: number, vin: string | null): Promise<VehicleRow[]> {
  return db<VehicleRow>('vehicles')
    .whereNull('merged_into')
    .where((q) => {
      q.where({ customer_id: customerId });
      if (vin !== null) q.orWhere({ vin });
    })
    .orderBy('id');
}

/** Inserts a car, or nothing (undefined) when another car holds its VIN: one statement, no failed write. */
export async function insertVehicleUnlessVinTaken(db: Knex, v: NewVehicle, now: Date): Promise<VehicleRow | undefined> {
  const at = now.toISOString();
  const [row] = (await db('vehicles')
    .insert({ ...v, created_at: at, updated_at: at })
    .onConflict('vin')
    .ignore()
    .returning('*')) as VehicleRow[];
  return row;
}

/**
 * Inserts a car found nowhere; when another writer made a car with the same VIN meanwhile, that
 * car answers instead, in the same statement (a booking never fails on it).
 */
export async function insertOrTakeVehicle(db: Knex, v: NewVehicle, now: Date): Promise<VehicleRow> {
  const at = now.toISOString();
  const [row] = (await db('vehicles')
    .insert({ ...v, created_at: at, updated_at: at })
    .onConflict('vin')
    .merge(['vin'])
    .returning('*')) as VehicleRow[];
  return row!;
}
