import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseLocationOf } from '../config.ts';
import { copyDatabase } from '../db/copy-database.ts';
import { describeDatabase, isPostgresUrl } from '../db/dialect.ts';
import { createDb } from '../db/knex.ts';

// Moving a shop to PostgreSQL:
//   npm run db:copy -- --from sqlite:./data/shop.sqlite --to postgres://user:pass@host:5432/shop [--force]
const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.from || !values.to) {
  console.error(
    'usage: npm run db:copy -- --from sqlite:./data/shop.sqlite --to postgres://user:pass@host:port/db [--force]',
  );
  process.exit(2);
}
// Paths are read from where npm was run (npm runs this script from server/).
process.chdir(process.env.INIT_CWD ?? process.cwd());
const source = databaseLocationOf(values.from, process.cwd());
if (!isPostgresUrl(source) && !existsSync(source)) {
  console.error(`db:copy: no SQLite database at ${source}`);
  process.exit(1);
}
const from = createDb(source);
const to = createDb(databaseLocationOf(values.to, process.cwd()));
try {
  const started = Date.now();
  const counts = await copyDatabase(from, to, { force: values.force, log: (line) => console.log(line) });
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Copied ${rows} rows into ${describeDatabase(values.to)} in ${Date.now() - started} ms`);
} catch (err) {
  console.error(`db:copy: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await from.destroy();
  await to.destroy();
}
