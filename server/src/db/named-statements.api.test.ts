import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './knex.ts';
import { freshDatabase, testPostgresUrl } from '../test/test-db.ts';

/** Each parameterised statement is prepared once per PostgreSQL connection (named-statements.ts). */
describe.skipIf(!testPostgresUrl())('named statements on PostgreSQL', () => {
  const open: { db: Db; remove?: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.db.destroy();
      await o.remove?.();
    }
  });

  /**
   * A blank database, and `servers` single-connection pools on it. The second stands for another
   * server: it prepares nothing, and this process does not learn of its schema changes.
   */
  async function servers(count: number): Promise<Db[]> {
    const fresh = await freshDatabase('named', { blank: true });
    const dbs = Array.from({ length: count }, (_, i) =>
      createDb(fresh.location, { max: 1, statementTimeoutMs: 5000, namedStatements: i === 0 }),
    );
    dbs.forEach((db, i) => open.push({ db, remove: i === 0 ? fresh.remove : undefined }));
    await dbs[0]!.raw('create table t (id integer primary key, v text)');
    await dbs[0]!('t').insert({ id: 1, v: 'one' });
    return dbs;
  }

  const prepared = async (db: Db) =>
    (await db.raw("select statement from pg_prepared_statements where name like 'shop\\_%'")).rows.map(
      (r: { statement: string }) => r.statement,
    );

  it('when a statement runs again and again, then it is prepared once, and answers each time', async () => {
    const [db] = await servers(1);
    for (let n = 0; n < 3; n += 1) expect(await db!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one' });
    expect((await prepared(db!)).sort()).toEqual([
      'insert into "t" ("id", "v") values ($1, $2)',
      'select * from "t" where "id" = $1 limit $2',
    ]);
  });

  it('when this server changes the schema, then its next select * reads the new columns', async () => {
    const [db] = await servers(1);
    expect(await db!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one' });
    await db!.raw('alter table t add column w text');
    expect(await db!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one', w: null });
  });

  it('when another server changes the schema, then a select * outside a transaction reads the new columns at once', async () => {
    const [a, b] = await servers(2);
    expect(await a!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one' });
    await b!.raw('alter table t add column w text');
    expect(await a!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one', w: null });
    expect(await a!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one', w: null });
  });

  it('when another server changes the schema, then a transaction meeting it fails once, and the next one reads the new columns', async () => {
    const [a, b] = await servers(2);
    expect(await a!('t').where({ id: 1 }).first()).toEqual({ id: 1, v: 'one' });
    await b!.raw('alter table t add column w text');
    const read = () => a!.transaction((trx) => trx('t').where({ id: 1 }).first());
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect(await read()).toEqual({ id: 1, v: 'one', w: null });
  });

  it('when the statements are switched off, then nothing is prepared', async () => {
    const fresh = await freshDatabase('named-off', { blank: true });
    const db = createDb(fresh.location, { max: 1, statementTimeoutMs: 5000, namedStatements: false });
    open.push({ db, remove: fresh.remove });
    await db.raw('create table t (id integer primary key)');
    await db('t').where({ id: 1 }).first();
    expect(await prepared(db)).toEqual([]);
  });
});
