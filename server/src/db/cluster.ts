import knexFactory from 'knex';

/**
 * Databases on a PostgreSQL cluster, made and removed from its maintenance database (CREATE and
 * DROP DATABASE cannot run inside another database's connection or a transaction). Used by the
 * tests, which give every test a database of its own, and by the bench.
 */
async function onMaintenance(base: string, sql: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: `${base}/postgres`, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
};

/** Creates `name`, empty or as a copy of `template` (which nobody may be connected to). */
export const createDatabase = (base: string, name: string, template?: string) =>
  onMaintenance(base, `CREATE DATABASE ${identifier(name)}${template ? ` TEMPLATE ${identifier(template)}` : ''}`);

/** Removes `name`, ending its connections. */
export const dropDatabase = (base: string, name: string) =>
  onMaintenance(base, `DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);
