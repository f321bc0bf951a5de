import type { Knex } from 'knex';

/** A stored first answer to a write sent with an Idempotency-Key. */
export interface StoredAnswer {
  scope: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  status: number;
  response_json: string;
  created_at: string;
}

/** The answer stored for that key, if it is younger than `notBefore`; older ones count as gone. */
export async function findStoredAnswer(
  trx: Knex,
  scope: string,
  key: string,
  notBefore: Date,
): Promise<StoredAnswer | undefined> {
  const row = (await trx('idempotency_keys').where({ scope, key }).first()) as StoredAnswer | undefined;
  if (row && row.created_at < notBefore.toISOString()) {
    await trx('idempotency_keys').where({ scope, key }).delete();
    return undefined;
  }
  return row;
}

export async function storeAnswer(trx: Knex, answer: StoredAnswer): Promise<void> {
  await trx('idempotency_keys').insert(answer);
}

/** Removes stored answers created before `cutoff`; answers how many. */
export async function deleteAnswersBefore(db: Knex, cutoff: Date): Promise<number> {
  return db('idempotency_keys').where('created_at', '<', cutoff.toISOString()).delete();
}
