import type { Knex } from 'knex';

/** The failures counted for each key within the window that started at or after `since`. */
export async function failuresOf(db: Knex, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = (await db('login_failures')
    .whereIn('key', keys)
    .where('window_start', '>=', since.toISOString())
    .select('key', 'count')) as { key: string; count: number }[];
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** One more failed password check for each key; a window older than `since` starts over. */
export async function recordFailure(db: Knex, keys: string[], now: Date, since: Date): Promise<void> {
  await db.transaction(async (trx) => {
    for (const key of keys) {
      const row = (await trx('login_failures').where({ key }).first()) as
        { count: number; window_start: string } | undefined;
      if (!row || row.window_start < since.toISOString())
        await trx('login_failures')
          .insert({ key, count: 1, window_start: now.toISOString() })
          .onConflict('key')
          .merge();
      else
        await trx('login_failures')
          .where({ key })
          .update({ count: row.count + 1 });
    }
  });
}

export async function clearFailures(db: Knex, key: string): Promise<void> {
  await db('login_failures').where({ key }).delete();
}
