import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { adminTestApp } from '../test/test-app.ts';
import { bookAs } from '../test/booking-helpers.ts';
import { requestBody } from '../test/request-helpers.ts';
import { jpeg, startedInspection, threeLines, upload } from '../test/inspection-helpers.ts';
import { EXPORT_TABLES } from './export-tables.ts';

/** The shop's data as a download: every table, every row, readable back. */
const s = adminTestApp();
const TRICKY = '=HYPERLINK("x"), then "quotes"\nand a second line';

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) field += c;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else {
      // CRLF ends a record.
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    }
  }
  return records;
}

async function shopWithEverything() {
  const started = await startedInspection(s.t, s.admin);
  await threeLines(s.t, s.admin, started.inspection.id);
  const photo = await upload(
    s.t,
    s.admin,
    `/api/admin/inspections/${started.inspection.id}/items/tires/photos`,
    await jpeg(),
  );
  expect(photo.status).toBe(201);
  await bookAs(s.t, { start_time: '11:00', notes: TRICKY });
  expect((await s.t.call('POST', '/api/appointment-requests', { body: requestBody() })).status).toBe(201);
}

const countsOf = async () => {
  const counts: Record<string, number> = {};
  for (const { table, optional } of EXPORT_TABLES) {
    if (optional && !(await s.t.db.schema.hasTable(table))) continue;
    counts[table] = Number(((await s.t.db(table).count({ n: '*' })) as { n: number }[])[0]!.n);
  }
  return counts;
};

describe('GET /api/admin/export', () => {
  it('when staff export as JSON, then every table is there with all its rows, appointments with their services', async () => {
    await shopWithEverything();
    const res = await fetch(`${s.t.url}/api/admin/export`, { headers: { authorization: `Bearer ${s.admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shop-export-2026-03-09.json"');
    const doc = (await res.json()) as Record<string, Record<string, unknown>[]>;
    const counts = await countsOf();
    for (const [table, n] of Object.entries(counts))
      if (table === 'appointment_services')
        expect(doc.appointments!.flatMap((a) => a.services as unknown[])).toHaveLength(n);
      else expect(doc[table], table).toHaveLength(n);
    expect(counts.inspection_photos).toBe(1);
    expect(doc.inspection_photos![0]).toMatchObject({ url: expect.stringMatching(/\/api\/photos\/[^/]+$/) });
    expect(doc.inspection_photos![0]).not.toHaveProperty('bytes');
    expect(doc.appointments![0]).not.toHaveProperty('tracking_token_hash');
    expect(doc.appointments!.map((a) => a.notes)).toContain(TRICKY);
    expect(doc.vehicles![0]).toMatchObject({ archived: false });
  });

  it('when staff export as spreadsheets, then the zip holds one CSV per table that parses back to the rows', async () => {
    await shopWithEverything();
    const res = await fetch(`${s.t.url}/api/admin/export?format=csv`, {
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shop-export-2026-03-09.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const counts = await countsOf();
    expect(Object.keys(files).sort()).toEqual(
      Object.keys(counts)
        .map((t) => `${t}.csv`)
        .sort(),
    );
    for (const [table, n] of Object.entries(counts)) {
      const [header, ...rows] = parseCsv(strFromU8(files[`${table}.csv`]!));
      expect(rows, table).toHaveLength(n);
      expect(
        rows.every((r) => r.length === header!.length),
        table,
      ).toBe(true);
    }
    const [header, ...appointments] = parseCsv(strFromU8(files['appointments.csv']!));
    const notes = header!.indexOf('notes');
    expect(appointments.map((r) => r[notes])).toContain(`'${TRICKY}`);
    expect(header).not.toContain('tracking_token_hash');
    expect(parseCsv(strFromU8(files['inspection_photos.csv']!))[0]).toContain('url');
  });

  it('when a customer or a visitor asks, then the export is refused', async () => {
    expect((await s.t.call('GET', '/api/admin/export')).status).toBe(401);
    const token = await s.t.customer('cara@example.com');
    expect((await s.t.call('GET', '/api/admin/export?format=csv', { token })).status).toBe(403);
    expect((await s.t.call('GET', '/api/admin/export?format=xml', { token: s.admin })).status).toBe(400);
  });
});
