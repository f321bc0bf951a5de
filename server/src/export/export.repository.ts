import type { Knex } from 'knex';
import { appTables, asBoolean } from '../db/dialect.ts';
import type { ExportTable } from './export-tables.ts';

export type ExportRow = Record<string, unknown>;

/** The tables of the list that this database has (an optional one may not exist yet). */
export async function presentTables(db: Knex, tables: readonly ExportTable[]): Promise<ExportTable[]> {
  const have = new Set(await appTables(db));
  return tables.filter((t) => have.has(t.table));
}

/** A table's exported columns, and which of them are booleans (0/1 on SQLite, read back as true/false). */
export async function exportColumns(db: Knex, t: ExportTable): Promise<{ columns: string[]; booleans: Set<string> }> {
  const info = await db(t.table).columnInfo();
  const columns = Object.keys(info).filter((c) => !t.omit.includes(c));
  const booleans = new Set(columns.filter((c) => /bool/i.test(info[c]!.type)));
  return { columns, booleans };
}

/** One page of a table's rows in key order, booleans as booleans. */
export async function exportPage(
  db: Knex,
  t: ExportTable,
  cols: { columns: string[]; booleans: Set<string> },
  offset: number,
  limit: number,
): Promise<ExportRow[]> {
  const rows = (await db(t.table)
    .select(cols.columns)
    .orderBy(t.order.map((column) => ({ column })))
    .limit(limit)
    .offset(offset)) as ExportRow[];
  for (const row of rows) for (const c of cols.booleans) if (row[c] !== null) row[c] = asBoolean(row[c]);
  return rows;
}

/** The services of some appointments, by appointment, with each service's name: for the JSON's appointments. */
export async function servicesOfAppointments(db: Knex, ids: number[]): Promise<Map<number, ExportRow[]>> {
  const rows = (await db('appointment_services as s')
    .join('services as sv', 'sv.id', 's.service_id')
    .whereIn('s.appointment_id', ids)
    .orderBy([{ column: 's.appointment_id' }, { column: 's.position' }])
    .select('s.appointment_id', 's.service_id', 'sv.name', 's.price_cents', 's.original_price_cents')) as ExportRow[];
  const by = new Map<number, ExportRow[]>();
  for (const { appointment_id, ...line } of rows) {
    const id = Number(appointment_id);
    by.set(id, [...(by.get(id) ?? []), line]);
  }
  return by;
}
