import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { csvRow } from './csv-cells.ts';
import { EXPORT_PAGE, EXPORT_TABLES, type ExportTable } from './export-tables.ts';
import {
  exportColumns,
  exportPage,
  presentTables,
  servicesOfAppointments,
  type ExportRow,
} from './export.repository.ts';

/** Where the export goes, and what it adds to rows: a photo's URL on this server. */
export interface ExportTarget {
  out: Writable;
  photoUrl: (id: string) => string;
  exportedAt: string;
}

/**
 * Writes a chunk, waiting while the client has not taken the previous ones (backpressure). A
 * client gone meanwhile ends the export: its socket closes and never drains.
 */
async function send(out: Writable, chunk: string | Uint8Array): Promise<void> {
  if (out.destroyed) throw new Error('the export was abandoned by its client');
  if (out.write(chunk)) return;
  const gone = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: gone.signal }),
      once(out, 'close', { signal: gone.signal }).then(() => {
        throw new Error('the export was abandoned by its client');
      }),
    ]);
  } finally {
    gone.abort();
  }
}

/** A table's rows page by page, a photo with its URL: nothing is held beyond one page. */
async function* pagesOf(
  db: Knex,
  t: ExportTable,
  target: ExportTarget,
  columns: Awaited<ReturnType<typeof exportColumns>>,
) {
  let last: ExportRow | undefined;
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await exportPage(db, t, columns, { offset, last }, EXPORT_PAGE);
    last = rows.at(-1);
    if (t.table === 'inspection_photos') for (const r of rows) r.url = target.photoUrl(String(r.id));
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE) return;
  }
}

/**
 * GET /api/admin/export: one JSON document `{exported_at, <table>: [rows]...}`, every appointment
 * with its `services`. Written as it is read, a page at a time.
 */
export async function writeJsonExport(db: Knex, target: ExportTarget): Promise<void> {
  const { out } = target;
  await send(out, `{"exported_at":${JSON.stringify(target.exportedAt)}`);
  for (const t of await presentTables(db, EXPORT_TABLES)) {
    if (t.table === 'appointment_services') continue; // inside each appointment
    await send(out, `,${JSON.stringify(t.table)}:[`);
    let first = true;
    for await (const rows of pagesOf(db, t, target, await exportColumns(db, t))) {
      const services =
        t.table === 'appointments'
          ? await servicesOfAppointments(
              db,
              rows.map((r) => Number(r.id)),
            )
          : null;
      const items = rows.map((r: ExportRow) =>
        JSON.stringify(services ? { ...r, services: services.get(Number(r.id)) ?? [] } : r),
      );
      await send(out, (first ? '' : ',') + items.join(','));
      first = false;
    }
    await send(out, ']');
  }
  await send(out, '}');
  out.end();
}

/** `?format=csv`: a zip of one CSV per table (header row first), compressed as it is written. */
export async function writeCsvZipExport(db: Knex, target: ExportTarget): Promise<void> {
  const { out } = target;
  let failed: Error | null = null;
  const zip = new Zip((err, data, final) => {
    if (err) failed = err;
    else out.write(data);
    if (final) out.end();
  });
  const drained = async () => {
    if (failed) throw failed;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  for (const t of await presentTables(db, EXPORT_TABLES)) {
    const columns = await exportColumns(db, t);
    const header = t.table === 'inspection_photos' ? [...columns.columns, 'url'] : columns.columns;
    const file = new ZipDeflate(`${t.table}.csv`, { level: 6 });
    zip.add(file);
    file.push(strToU8(csvRow(header)));
    for await (const rows of pagesOf(db, t, target, columns)) {
      file.push(strToU8(rows.map((r) => csvRow(header.map((c) => r[c]))).join('')));
      await drained();
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  await drained();
}
