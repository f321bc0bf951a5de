import type { Knex } from 'knex';
import { plus } from './dialect.ts';

/** The tables whose rows carry a `version` the versioned-record protocol hands to clients. */
export type VersionedTable = 'appointments' | 'appointment_requests' | 'inspections' | 'vehicles';

/**
 * The one write of a versioned row, as compare-and-set: the UPDATE names the version the writer
 * read (`where id = ? and version = ?`) and sets the next one. Reading a version and then writing
 * by id alone is right only with one writer; with two servers, or two connections, the second
 * would silently overwrite the first. Answers the new version, or null when the row is no longer
 * at `read.version` (another writer moved it on, or removed it): nothing was written then, and
 * the caller refuses the write (see StaleWrite in http/versioned.ts).
 *
 * The row is locked from this statement to the end of the transaction (PostgreSQL), so callers
 * that take the shop day's lock take it before, never after (see lockShopDay).
 */
export async function updateVersioned(
  trx: Knex,
  table: VersionedTable,
  read: { id: number | string; version: number },
  columns: Record<string, unknown>,
  now: Date,
): Promise<number | null> {
  const version = read.version + 1;
  const changed = await trx(table)
    .where({ id: read.id, version: read.version })
    .update({ ...columns, version, updated_at: now.toISOString() });
  return changed === 1 ? version : null;
}

/** Removes a versioned row, compare-and-set like updateVersioned; false when it moved on or is gone. */
export async function deleteVersioned(
  trx: Knex,
  table: VersionedTable,
  read: { id: number | string; version: number },
): Promise<boolean> {
  return (await trx(table).where({ id: read.id, version: read.version }).delete()) === 1;
}

/**
 * A write that depends on no version a client read (a merge or a transfer moving a car and its
 * history): every row `where` selects takes its next version, so a client holding one learns it
 * changed. Answers how many rows changed; the rows stay locked to the end of the transaction
 * (PostgreSQL), so the caller keeps lockShopDay's order as for updateVersioned.
 */
export async function bumpVersions(
  trx: Knex,
  table: VersionedTable,
  where: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
  columns: Record<string, unknown>,
  now: Date,
): Promise<number> {
  return where(trx(table)).update({ ...columns, version: plus(trx, 'version'), updated_at: now.toISOString() });
}
