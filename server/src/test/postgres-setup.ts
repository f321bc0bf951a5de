import type { TestProject } from 'vitest/node';
import { createDb } from '../db/knex.ts';
import { migrate } from '../db/migrations.ts';
import { createDatabase, dropDatabase } from '../db/cluster.ts';
import { templateDbOf, testPostgresUrl } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test database of the project is copied from. */
    postgresTemplate: string;
  }
}

/** Vitest global setup of the server-pg projects: one migrated template per project and run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = testPostgresUrl();
  if (!base) throw new Error('the server-pg tests need TEST_POSTGRES_URL: run them through scripts/with-postgres.mjs');
  const template = templateDbOf(project.name);
  await dropDatabase(base, template);
  await createDatabase(base, template);
  const db = createDb(`${base}/${template}`);
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  project.provide('postgresTemplate', template);
  return () => dropDatabase(base, template);
}
