import type { Knex } from 'knex';
import { appMessages } from '@shop/shared/app/messages';
import { isUniqueViolation } from '../db/dialect.ts';
import { AppError } from './app-error.ts';

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

/**
 * Stores a write's answer under its key. With several servers (or a pool of connections) two
 * requests with one key can run at once: the second to store breaks the key's primary key, its
 * transaction is undone, and it answers idempotency_in_progress, which the client retries; the
 * retry then gets the first one's answer.
 */
export async function storeAnswer(trx: Knex, answer: StoredAnswer): Promise<void> {
  try {
    await trx('idempotency_keys').insert(answer);
  } catch (err) {
    if (isUniqueViolation(err, 'idempotency_keys'))
      throw new AppError(409, 'idempotency_in_progress', appMessages.idempotencyInProgress);
    throw err;
  }
}

/** Removes stored answers created before `cutoff`; answers how many. */
export async function deleteAnswersBefore(db: Knex, cutoff: Date): Promise<number> {
  return db('idempotency_keys').where('created_at', '<', cutoff.toISOString()).delete();
}
