import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase } from '../db/cluster.ts';
import { createDb, type Db } from '../db/knex.ts';

/**
 * Where a test's database lives. With TEST_POSTGRES_URL set (the `server-pg` test project, run by
 * scripts/with-postgres.mjs) every test gets a database of its own on that cluster, copied from a
 * migrated template; otherwise a SQLite file in a temporary folder. The same tests run on both.
 */
export const testPostgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL || undefined;

/** The template every test database is copied from: migrated once per run by the global setup. */
export const TEMPLATE_DB = 'shop_template';

let made = 0;

/**
 * A new, empty-of-data database (migrated on PostgreSQL, blank on SQLite; `blank` makes it blank on
 * both, for tests that migrate it themselves) and how to remove it.
 */
export async function freshDatabase(
  label: string,
  opts: { blank?: boolean } = {},
): Promise<{ location: string; remove(): Promise<void> }> {
  const base = testPostgresUrl();
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), `shop-${label}-`));
    return {
      location: path.join(dir, 'shop.sqlite'),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `t_${label.replace(/\W/g, '_')}_${process.pid}_${++made}`.toLowerCase();
  await createDatabase(base, name, opts.blank ? undefined : TEMPLATE_DB);
  return { location: `${base}/${name}`, remove: () => dropDatabase(base, name) };
}

/** A connection to a fresh test database (see freshDatabase), and how to close and remove it. */
export interface TestDatabase {
  db: Db;
  location: string;
  close(): Promise<void>;
}

export async function openTestDatabase(label: string, opts: { blank?: boolean } = {}): Promise<TestDatabase> {
  const fresh = await freshDatabase(label, opts);
  const db = createDb(fresh.location);
  return {
    db,
    location: fresh.location,
    close: async () => {
      await db.destroy();
      await fresh.remove();
    },
  };
}
