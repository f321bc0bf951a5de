import type { Knex } from 'knex';
import { distinctFromSql, lockShopDay, rawRows } from './dialect.ts';

/** What a booking claims: a bay of one hourly start, or one of the day's drop-off places. */
export interface UnitClaim {
  date: string;
  start: string;
  dropOff: boolean;
  /** Bays per hourly start, or drop-off places per day. */
  capacity: number;
}

/** The statuses of a waitlist hold that still hold its unit (the due-row states before it ends). */
export const LIVE_HOLD_STATUSES = ['queued', 'sending'] as const;

/**
 * The capacity rule in SQL, for new bookings, moves and waitlist holds alike: a claim takes the
 * lowest free unit from 1 to capacity, and only while fewer than capacity are held, by bookings
 * (leaving :excludeId out, the appointment that moves) and by live waitlist offers. Written once here because it is the one statement whose shape depends
 * on the database (null-safe comparison) and whose guarantee depends on running as one statement.
 */
const unitsSql = (
  db: Knex,
) => `WITH RECURSIVE units(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM units WHERE n < :capacity),
  held AS (SELECT bay FROM appointments WHERE date = :date AND bay IS NOT NULL AND is_ghost_slot = :ghost
    AND (:ghost OR start_time = :start) AND ${distinctFromSql(db, 'id', ':excludeId')}
    UNION ALL SELECT bay FROM waitlist_holds WHERE date = :date AND is_ghost_slot = :ghost
    AND (:ghost OR start_time = :start) AND status IN ('queued', 'sending'))`;
const LOWEST_FREE = `FROM units WHERE n NOT IN (SELECT bay FROM held) AND (SELECT count(*) FROM held) < :capacity
  ORDER BY n LIMIT 1`;
const claimBindings = (c: UnitClaim, excludeId: number | null) => ({
  capacity: c.capacity,
  date: c.date,
  ghost: c.dropOff,
  start: c.start,
  excludeId,
});

/** The unit a move may take, or null when the slot is full; the day stays locked until the move commits. */
export async function lowestFreeUnit(trx: Knex, claim: UnitClaim, excludeId: number): Promise<number | null> {
  await lockShopDay(trx, claim.date);
  const [free] = await rawRows<{ n: number }>(
    trx,
    `${unitsSql(trx)} SELECT n ${LOWEST_FREE}`,
    claimBindings(claim, excludeId),
  );
  return free ? Number(free.n) : null;
}

/**
 * Inserts `row` into `table` (appointments, or waitlist_holds) with the lowest free unit as its
 * `bay`, check and insert in one statement, under the day's lock (lockShopDay): one server at a
 * time claims units of that day. The partial unique indexes stay as the last guard. Null when the
 * slot is full.
 */
export async function insertIntoFreeUnit<R extends object>(
  trx: Knex,
  row: R,
  claim: UnitClaim,
  table: 'appointments' | 'waitlist_holds' = 'appointments',
): Promise<{ id: number; bay: number } | null> {
  await lockShopDay(trx, claim.date);
  const columns = Object.keys(row) as (keyof R & string)[];
  const values = Object.fromEntries(
    columns.flatMap((c) => [
      [`c_${c}`, c],
      [`v_${c}`, row[c]],
    ]),
  );
  const sql = `${unitsSql(trx)} INSERT INTO ${table} (${columns.map((c) => `:c_${c}:`).join(', ')}, bay)
    SELECT ${columns.map((c) => `:v_${c}`).join(', ')}, n ${LOWEST_FREE} RETURNING id, bay`;
  const [taken] = await rawRows<{ id: number; bay: number }>(trx, sql, { ...claimBindings(claim, null), ...values });
  return taken ? { id: Number(taken.id), bay: Number(taken.bay) } : null;
}
