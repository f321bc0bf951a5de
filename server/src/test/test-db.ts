import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
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

/**
 * The template every test database is copied from: migrated once per run by the project's global
 * setup (postgres-setup.ts), one per project, since the projects run side by side.
 */
export const templateDbOf = (project: string) => `shop_template_${project.replace(/\W/g, '_')}`.toLowerCase();

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
  // The counter starts again when a test reloads the modules, hence the random part.
  const name =
    `t_${label.replace(/\W/g, '_')}_${process.pid}_${++made}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await createDatabase(base, name, opts.blank ? undefined : inject('postgresTemplate'));
  return { location: `${base}/${name}`, remove: () => dropDatabase(base, name) };
}

/**
 * Starts the test's own SQLite file as a copy of the run's migrated template (sqlite-template.ts),
 * so the app's start checks the migrations instead of running all of them again. Without the
 * template (a tool that runs the file without the global setup) the app migrates the file itself.
 */
export function copySqliteTemplate(database: string, ownFile: string): void {
  const template = inject('sqliteTemplate');
  if (!template || database !== ownFile || existsSync(ownFile)) return;
  copyFileSync(template, ownFile);
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
