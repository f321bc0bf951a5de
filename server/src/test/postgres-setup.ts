import { createDb } from '../db/knex.ts';
import { migrate } from '../db/migrations.ts';
import { createDatabase, dropDatabase } from '../db/cluster.ts';
import { TEMPLATE_DB, testPostgresUrl } from './test-db.ts';

/** Vitest global setup of the server-pg project: one migrated template per run. */
export default async function setup(): Promise<() => Promise<void>> {
  const base = testPostgresUrl();
  if (!base) throw new Error('the server-pg tests need TEST_POSTGRES_URL: run them through scripts/with-postgres.mjs');
  await dropDatabase(base, TEMPLATE_DB);
  await createDatabase(base, TEMPLATE_DB);
  const db = createDb(`${base}/${TEMPLATE_DB}`);
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  return () => dropDatabase(base, TEMPLATE_DB);
}
