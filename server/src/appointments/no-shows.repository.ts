import type { Knex } from 'knex';

/** How many appointments of this email were marked no-show on a date from `since` on. */
export async function noShowsOf(db: Knex, email: string, since: string): Promise<number> {
  const [{ n }] = (await db('appointments')
    .where({ contact_email: email, status: 'no_show' })
    .where('date', '>=', since)
    .count({ n: '*' })) as { n: number | string }[];
  return Number(n);
}
