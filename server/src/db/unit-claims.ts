import type { Knex } from 'knex';
import { dialectOf, distinctFromSql, rawRows } from './dialect.ts';

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

type Param = 'capacity' | 'date' | 'ghost' | 'start' | 'excludeId';

/**
 * The capacity rule in SQL, for new bookings, moves and waitlist holds alike: a claim takes the
 * lowest free unit from 1 to capacity, and only while fewer than capacity are held, by bookings
 * (leaving excludeId out, the appointment that moves) and by live waitlist offers. Written once
 * here, with its parameters named by `p`: knex's bindings, or the PostgreSQL function's arguments
 * (which reads the unit `into` its variable).
 */
const lowestFreeSql = (db: Knex, p: (name: Param) => string, into = '') => `WITH RECURSIVE
  units(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM units WHERE n < ${p('capacity')}),
  held AS (SELECT bay FROM appointments WHERE date = ${p('date')} AND bay IS NOT NULL
    AND is_ghost_slot = ${p('ghost')} AND (${p('ghost')} OR start_time = ${p('start')})
    AND ${distinctFromSql(db, 'id', p('excludeId'))}
    UNION ALL SELECT bay FROM waitlist_holds WHERE date = ${p('date')} AND is_ghost_slot = ${p('ghost')}
    AND (${p('ghost')} OR start_time = ${p('start')}) AND status IN ('queued', 'sending'))
  SELECT n ${into} FROM units WHERE n NOT IN (SELECT bay FROM held) AND (SELECT count(*) FROM held) < ${p('capacity')}
  ORDER BY n LIMIT 1`;

const FUNCTION_ARGS: Record<Param, string> = {
  date: 'p_date text',
  start: 'p_start text',
  ghost: 'p_ghost boolean',
  capacity: 'p_capacity integer',
  excludeId: 'p_exclude_id integer',
};
const ARG_ORDER = Object.keys(FUNCTION_ARGS) as Param[];
const argName = (name: Param) => FUNCTION_ARGS[name].split(' ')[0]!;

/**
 * PostgreSQL's claim, `shop_free_unit(...)`: it takes the slot's lock, then reads the lowest free
 * unit under it. A PL/pgSQL function, because each query in it sees what committed before it
 * ran: in one plain statement the snapshot is taken before the lock is granted, and a claim that
 * waited for the lock would not see the unit its holder took. So a booking's capacity costs one
 * round trip (the insert that calls it), and only claims of the same slot wait for each other,
 * while the transaction that holds it ends. Defined from the rule above at every migrate, so the
 * function is always the code's rule.
 */
export async function defineClaimFunction(db: Knex): Promise<void> {
  if (dialectOf(db) !== 'pg') return;
  const body = lowestFreeSql(db, argName, 'INTO free');
  await db.transaction(async (trx) => {
    // Two servers starting at once would otherwise replace it at once ("tuple concurrently updated").
    await trx.raw("select pg_advisory_xact_lock(hashtext('shop-define-claim'))");
    await trx.raw(`CREATE OR REPLACE FUNCTION shop_free_unit(${ARG_ORDER.map((a) => FUNCTION_ARGS[a]).join(', ')})
  RETURNS integer LANGUAGE plpgsql VOLATILE AS $claim$
DECLARE free integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('shop-slot:' || p_date || ':' || CASE WHEN p_ghost THEN 'drop-off' ELSE p_start END));
  ${body};
  RETURN free;
END $claim$`);
  });
}

const claimBindings = (c: UnitClaim, excludeId: number | null) => ({
  capacity: c.capacity,
  date: c.date,
  ghost: c.dropOff,
  start: c.start,
  excludeId,
});
const knexParam = (name: Param) => `:${name}`;

/**
 * The unit, as one SQL expression's FROM: on PostgreSQL the function (once, MATERIALIZED), on
 * SQLite the rule itself (its one writer runs such transactions one at a time).
 */
const freeUnitSql = (db: Knex) =>
  dialectOf(db) === 'pg'
    ? `WITH free AS MATERIALIZED (SELECT shop_free_unit(${ARG_ORDER.map((a) => `CAST(:${a} AS ${FUNCTION_ARGS[a].split(' ')[1]})`).join(', ')}) AS n)`
    : `WITH free AS (${lowestFreeSql(db, knexParam)})`;

/**
 * The unit a move may take, or null when the slot is full; on PostgreSQL the slot stays locked
 * until the move commits.
 */
export async function lowestFreeUnit(trx: Knex, claim: UnitClaim, excludeId: number): Promise<number | null> {
  const [free] = await rawRows<{ n: number | null }>(
    trx,
    `${freeUnitSql(trx)} SELECT n FROM free WHERE n IS NOT NULL`,
    claimBindings(claim, excludeId),
  );
  return free ? Number(free.n) : null;
}

/**
 * Rows that belong to the claimed row, each given its id in `key` (an appointment's service lines
 * and its first event): on PostgreSQL written by the claim's own statement, on SQLite (no writes
 * in a WITH, and no round trip to save) right after it.
 */
export interface OwnedRows {
  table: string;
  key: string;
  rows: object[];
}

/** `row` as named bindings `${prefix}c_col` (the column) and `${prefix}v_col` (its value). */
function namedColumns(row: object, prefix: string) {
  const columns = Object.keys(row);
  const bindings = Object.fromEntries(
    columns.flatMap((c) => [
      [`${prefix}c_${c}`, c],
      [`${prefix}v_${c}`, (row as Record<string, unknown>)[c]],
    ]),
  );
  return {
    bindings,
    names: columns.map((c) => `:${prefix}c_${c}:`).join(', '),
    values: columns.map((c) => `:${prefix}v_${c}`).join(', '),
  };
}

/** PostgreSQL: one `INSERT … SELECT` a row in the WITH, each taking the claimed row's id from `claimed`. */
function ownedInsertsSql(owned: OwnedRows[]) {
  const parts = owned.flatMap((o, i) =>
    o.rows.map((row, j) => {
      const p = `o${i}_${j}_`;
      const { bindings, names, values } = namedColumns(row, p);
      return {
        sql: `, ${p}written AS (INSERT INTO :${p}table: (:${p}key:, ${names}) SELECT id, ${values} FROM claimed)`,
        bindings: { ...bindings, [`${p}table`]: o.table, [`${p}key`]: o.key },
      };
    }),
  );
  return {
    sql: parts.map((p) => p.sql).join(''),
    bindings: Object.assign({}, ...parts.map((p) => p.bindings)) as Record<string, unknown>,
  };
}

/**
 * Inserts `row` into `table` (appointments, or waitlist_holds) with the lowest free unit as its
 * `bay`: check and insert in one statement, one round trip (on PostgreSQL under the slot's lock,
 * see defineClaimFunction), with the rows it owns. The partial unique indexes stay as the last
 * guard. Null when the slot is full (and nothing is written).
 */
export async function insertIntoFreeUnit<R extends object>(
  trx: Knex,
  row: R,
  claim: UnitClaim,
  table: 'appointments' | 'waitlist_holds' = 'appointments',
  owned: OwnedRows[] = [],
): Promise<{ id: number; bay: number } | null> {
  const { bindings, names, values } = namedColumns(row, '');
  const insert = `INSERT INTO ${table} (${names}, bay) SELECT ${values}, n FROM free WHERE n IS NOT NULL RETURNING id, bay`;
  const pg = dialectOf(trx) === 'pg';
  const inWith = pg ? ownedInsertsSql(owned) : { sql: '', bindings: {} };
  const sql = inWith.sql
    ? `${freeUnitSql(trx)}, claimed AS (${insert})${inWith.sql} SELECT id, bay FROM claimed`
    : `${freeUnitSql(trx)} ${insert}`;
  const [taken] = await rawRows<{ id: number; bay: number }>(trx, sql, {
    ...claimBindings(claim, null),
    ...bindings,
    ...inWith.bindings,
  } as Knex.ValueDict);
  if (!taken) return null;
  const id = Number(taken.id);
  if (!pg)
    for (const o of owned) if (o.rows.length > 0) await trx(o.table).insert(o.rows.map((r) => ({ ...r, [o.key]: id })));
  return { id, bay: Number(taken.bay) };
}
