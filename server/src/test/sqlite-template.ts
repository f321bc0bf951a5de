import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/knex.ts';
import { migrate } from '../db/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file migrated to the latest schema, which each test app copies (see startTestApp). */
    sqliteTemplate: string;
  }
}

/**
 * Vitest global setup of the server project: the migrations run once per run into a template
 * file, as on PostgreSQL (postgres-setup.ts), instead of once for every test app. Migrating a
 * fresh file costs about ten times as much as copying one, and most tests start an app. The
 * migrations' own tests still migrate files of their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-template-'));
  const file = path.join(dir, 'shop.sqlite');
  const db = createDb(file);
  try {
    await migrate(db);
  } finally {
    // Closing the last connection checkpoints the WAL: the main file alone is the whole database.
    await db.destroy();
  }
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
