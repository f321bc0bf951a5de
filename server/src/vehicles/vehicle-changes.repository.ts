import type { Knex } from 'knex';
import { bumpVersions, updateVersioned } from '../db/versioned-update.ts';
import type { VehicleRow } from './vehicles.repository.ts';

/** The id of the shop's vehicle with this VIN other than `exceptId`, if any. */
export async function vehicleIdWithVin(db: Knex, vin: string, exceptId: number): Promise<number | undefined> {
  const row = (await db('vehicles').where({ vin }).whereNot({ id: exceptId }).first('id')) as
    { id: number } | undefined;
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
  return (await bumpVersions(trx, 'vehicles', (q) => q.where({ id }).whereNull('merged_into'), columns, now)) === 1;
}

/** The customer record of a signed-in user, if she has one. */
export async function customerIdOfUser(db: Knex, userId: number): Promise<number | undefined> {
  const row = (await db('customers').where({ user_id: userId }).first('id')) as { id: number } | undefined;
  return row?.id;
}
