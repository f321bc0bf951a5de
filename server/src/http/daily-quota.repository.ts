import type { Knex } from 'knex';
import { plus } from '../db/dialect.ts';

/**
 * Counts one more use of each subject on `day` and answers the new counts, in one statement
 * (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`): no read-then-write window for a second
 * writer, on SQLite or PostgreSQL. Called inside the caller's transaction, so a refused or failed
 * write counts nothing.
 */
export async function countUse(trx: Knex, day: string, subjects: readonly string[]): Promise<number[]> {
  if (subjects.length === 0) return [];
  const rows = (await trx('request_rate_counters')
    .insert(subjects.map((subject) => ({ shop_day: day, subject, count: 1 })))
    .onConflict(['shop_day', 'subject'])
    .merge({ count: plus(trx, 'request_rate_counters.count') })
    .returning('count')) as { count: number }[];
  return rows.map((r) => Number(r.count));
}

/** The uses counted so far on `day`, per subject (0 for a subject never counted). */
export async function usesSoFar(db: Knex, day: string, subjects: readonly string[]): Promise<number[]> {
  const rows = (await db('request_rate_counters')
    .where({ shop_day: day })
    .whereIn('subject', subjects)
    .select('subject', 'count')) as { subject: string; count: number }[];
  const bySubject = new Map(rows.map((r) => [r.subject, Number(r.count)]));
  return subjects.map((s) => bySubject.get(s) ?? 0);
}
