import type { Knex } from 'knex';
import { dialectOf, rawRows } from './dialect.ts';
import { migrate } from './migrations.ts';
import { installChangeTriggers } from './postgres-feed.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters for our widest table. */
const BATCH = 200;

/** The app's tables on PostgreSQL, each after the tables its foreign keys point to. */
async function tablesInKeyOrder(db: Knex): Promise<string[]> {
  const tables = (
    await rawRows<{ name: string }>(
      db,
      "select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'knex_%'",
    )
  ).map((t) => t.name);
  const refs = await rawRows<{ child: string; parent: string }>(
    db,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const r of refs) if (r.child === t && r.parent !== t) visit(r.parent, path);
    ordered.push(t);
  };
  for (const t of tables.sort()) visit(t, new Set());
  return ordered;
}

/** How many rows each table of `db` holds (the ones listed). */
export async function rowCounts(db: Knex, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = Number(((await db(t).count({ n: '*' })) as { n: number | string }[])[0]!.n);
  return counts;
}

/**
 * Copies a shop's data from `from` (SQLite) into `to` (PostgreSQL): migrates the target, refuses
 * one that holds any row unless `force` (which empties it first), copies every table in key order
 * in one transaction, and moves each id sequence past the copied ids so new rows do not collide.
 */
export async function copyDatabase(
  from: Knex,
  to: Knex,
  opts: { force?: boolean; log?: (line: string) => void } = {},
): Promise<Record<string, number>> {
  if (dialectOf(to) !== 'pg') throw new Error('db:copy copies into PostgreSQL: --to must be a postgres:// URL');
  await migrate(from);
  await migrate(to);
  await installChangeTriggers(to);
  const tables = await tablesInKeyOrder(to);
  const held = Object.entries(await rowCounts(to, tables)).filter(([, n]) => n > 0);
  if (held.length > 0 && !opts.force)
    throw new Error(
      `the target is not empty (${held.map(([t, n]) => `${t}: ${n}`).join(', ')}); add --force to replace its data`,
    );
  await to.transaction(async (trx) => {
    for (const t of [...tables].reverse()) await trx(t).delete();
    for (const t of tables) {
      let copied = 0;
      for (let offset = 0; ; offset += BATCH) {
        const rows = (await from(t).select('*').orderByRaw('rowid').limit(BATCH).offset(offset)) as object[];
        if (rows.length === 0) break;
        await trx(t).insert(rows);
        copied += rows.length;
      }
      opts.log?.(`${t}: ${copied} rows`);
    }
    const serial = await rawRows<{ name: string }>(
      trx,
      `select table_name as name from information_schema.columns
        where table_schema = current_schema() and column_name = 'id' and column_default like 'nextval%'`,
    );
    for (const { name } of serial)
      await trx.raw(
        `select setval(pg_get_serial_sequence(?, 'id'), coalesce(max(id), 1), max(id) is not null) from ??`,
        [name, name],
      );
  });
  // The planner's statistics of the copied rows now, not once autovacuum gets to them: a server
  // started at once on a fresh copy planned the vehicle page's joins blind, past the statement timeout.
  await to.raw('analyze');
  return rowCounts(to, tables);
}
