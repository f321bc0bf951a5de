import type { Knex } from 'knex';
import pg from 'pg';
import type { ChangeFeed } from './change-feed.ts';
import { dialectOf, rawRows } from './dialect.ts';

/** The channel every server listens on; a notification's payload is the table written. */
export const CHANGES_CHANNEL = 'shop_changes';

/**
 * Makes every table of the schema tell the change feed of its writes, with a statement-level
 * trigger that notifies CHANGES_CHANNEL with the table's name. PostgreSQL delivers notifications
 * at commit, to every listening server, the CLI's writes included. Run at each start after the
 * migrations (idempotent), so a table a later migration adds is covered too.
 */
export async function installChangeTriggers(db: Knex): Promise<void> {
  if (dialectOf(db) !== 'pg') return;
  await db.raw(`CREATE OR REPLACE FUNCTION shop_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $$`);
  const tables = await rawRows<{ name: string }>(
    db,
    "select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'knex_%'",
  );
  for (const { name } of tables)
    await db.raw(
      `CREATE OR REPLACE TRIGGER shop_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ?? FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_change()`,
      [name],
    );
}

/**
 * Runs `work` while holding the database's migration lock, so servers starting together migrate
 * one after the other (knex's own lock row can be created twice by simultaneous first starts).
 * The lock is a transaction's advisory lock: it ends with that transaction, never left behind.
 */
export async function underStartLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'pg') return work();
  return db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext('shop-start'))");
    return work();
  });
}

/**
 * Feeds `feed` with the writes other servers make: a dedicated connection (a pooled one may be
 * closed when idle, and its LISTEN with it) that LISTENs on CHANGES_CHANNEL. When it drops, every
 * cache starts over (writes may have been missed) and it reconnects; a ping every 5 s finds a
 * socket that died without an error.
 */
export function listenForChanges(
  url: string,
  feed: ChangeFeed,
  log: { warn(o: object, msg: string): void },
): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let heard: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (heard = resolve));
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const dropped = (err: unknown) => {
    feed.noteWrites('every table');
    clearInterval(ping);
    const old = client;
    client = null;
    void old?.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err }, 'change feed connection lost; reconnecting');
    retry = setTimeout(connect, 1000);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('error', dropped);
    c.on('notification', (n) => feed.noteWrites(n.payload ? [n.payload] : 'every table'));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      client = c;
      dropped(err);
      return;
    }
    if (closed) return void c.end();
    client = c;
    feed.noteWrites('every table');
    heard();
    ping = setInterval(() => void c.query('select 1').catch(dropped), 5000);
    ping.unref();
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      await client?.end().catch(() => undefined);
    },
  };
}
