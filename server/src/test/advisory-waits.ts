import type { Knex } from 'knex';
import { rawRows } from '../db/dialect.ts';

/**
 * Resolves once another connection of this PostgreSQL database waits on an advisory lock whose
 * statement contains `statement` (a day's lockShopDay, a claim's shop_free_unit). Bounded, so a
 * wait that never comes fails the test and its `finally` rolls back what it holds.
 */
export async function someoneWaitsOnLock(db: Knex, statement: string, withinMs = 5000): Promise<void> {
  for (const until = Date.now() + withinMs; Date.now() < until;) {
    const [{ n }] = await rawRows<{ n: number }>(
      db,
      `select count(*)::int as n from pg_stat_activity where datname = current_database()
         and wait_event_type = 'Lock' and wait_event = 'advisory' and query like ?`,
      [`%${statement}%`],
    );
    if (n > 0) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no connection waited on a lock in "${statement}" within ${withinMs} ms`);
}
