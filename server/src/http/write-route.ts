import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import { appMessages } from '@shop/shared/app/messages';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '@shop/shared/api/headers';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { isBusy, WRITE_LOCK_FIRST } from '../db/dialect.ts';
import type { WriteBatches } from '../db/write-batches.ts';
import { fillLinkSlots } from '../links/link-slots.ts';
import { AppError } from './app-error.ts';
import { deleteAnswersBefore, findStoredAnswer, storeAnswer } from './idempotency.repository.ts';
import './request-context.ts';
import { StaleWrite } from './versioned.ts';

export interface WriteResult {
  status: number;
  body: unknown;
  /** Runs after the commit, e.g. sending mail; its failure is logged, never undoes the write. */
  afterCommit?: () => Promise<void> | void;
}

export type WriteHandler<P = undefined> = (req: Request, trx: Knex.Transaction, prepared: P) => Promise<WriteResult>;

/** Keys live this long; a replay after that is treated as a new request. */
export const IDEMPOTENCY_TTL_HOURS = 48;
/** Answers stored before this instant have expired. */
const keyCutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

/** The Idempotency-Key header, bare or as a structured-field string ("..."). */
function readKey(req: Request): string | null {
  const raw = req.get(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(
      400,
      'invalid_request',
      `${IDEMPOTENCY_HEADER} must be 8-128 letters, digits, '-', '_', ':' or '.'`,
    );
  }
  return key;
}

/** The route as the client called it (mount point included), without the query's order mattering. */
const routeOf = (req: Pick<Request, 'baseUrl' | 'path'>) => `${req.baseUrl}${req.path}`.replace(/\/+$/, '') || '/';

/**
 * What an Idempotency-Key is bound to: the method, the route and the body. A body of bytes (a
 * photo, read by express.raw) is hashed as its bytes and type, not as JSON of a Buffer.
 */
export function hashOf(req: Pick<Request, 'method' | 'baseUrl' | 'path' | 'body' | 'headers'>): string {
  const hash = createHash('sha256').update(`${req.method} ${routeOf(req)}\n`);
  if (Buffer.isBuffer(req.body)) hash.update(`bytes ${req.headers['content-type'] ?? ''}\n`).update(req.body);
  else hash.update(JSON.stringify(req.body ?? null));
  return hash.digest('base64url');
}

/**
 * Runs a write in one transaction. With an Idempotency-Key, the first answer is stored in that
 * same transaction; a repeat gets it back with Idempotent-Replayed: true, and the same key with
 * another body gets 422. Errors are not stored, so a retry is evaluated afresh. Slow work that
 * needs no database (password hashing) goes in `prepare`, before the single connection is held.
 */
export function writeRoute<P = undefined>(
  deps: {
    db: Knex;
    logger: Logger;
    clock: Clock;
    /** Its secret fills the link slots of an answer (a booking's token) as the answer leaves. */
    config: { jwtSecret: string };
    notifier?: { kick(): void };
    waitlist?: { kick(): void };
    /** Where writes that may share a transaction go (SQLite); without it each has its own. */
    batches?: WriteBatches | null;
  },
  handler: WriteHandler<P>,
  opts: {
    prepare?: (req: Request) => Promise<P>;
    /**
     * Whose write this is (write-batches.ts): a write with keys may share a transaction with
     * others', never with one that has a key in common; null (or no function) runs it alone.
     */
    batchKeys?: (req: Request, prepared: P) => string[] | null;
  } = {},
): RequestHandler {
  const { db, logger, clock } = deps;
  const { prepare } = opts;
  /** The first run shares a batch when the write has a key; a run once more (overtaken) is alone, lock first. */
  const { batches } = deps;
  const transactionOf = (req: Request, prepared: P) => {
    const keys = batches && opts.batchKeys ? opts.batchKeys(req, prepared) : null;
    return <T>(write: (trx: Knex.Transaction) => Promise<T>, config?: Knex.TransactionConfig) =>
      batches && keys && !config ? batches.run(keys, write) : db.transaction(write, config);
  };
  return async (req, res) => {
    const key = readKey(req);
    const prepared = (prepare ? await prepare(req) : undefined) as P;
    // Keys belong to the signed-in user. Visitors share one scope on purpose: a phone's outbox
    // retries from whatever network it is on now, and a random v4 key cannot be guessed.
    // Stryker disable next-line StringLiteral: any constant unlike the user: scopes serves for visitors
    const scope = req.user ? `user:${req.user.id}` : 'anon';
    // Stryker disable next-line StringLiteral: without a key the hash is never stored or compared
    const hash = key ? hashOf(req) : '';
    const transaction = transactionOf(req, prepared);
    const outcome = await onceMoreIfOvertaken((config) =>
      transaction(async (trx) => {
        // Stryker disable next-line ConditionalExpression: with no key there is no stored answer to find
        if (key) {
          const stored = await findStoredAnswer(trx, scope, key, keyCutoff(clock.now()));
          if (stored) {
            if (stored.request_hash !== hash)
              throw new AppError(422, 'idempotency_mismatch', appMessages.idempotencyMismatch);
            return { replayed: true, result: { status: stored.status, body: JSON.parse(stored.response_json) } };
          }
        }
        const result = await handler(req, trx, prepared);
        if (key) {
          await storeAnswer(trx, {
            scope,
            key,
            method: req.method,
            path: routeOf(req),
            request_hash: hash,
            status: result.status,
            response_json: JSON.stringify(result.body),
            created_at: clock.now().toISOString(),
          });
        }
        return { replayed: false, result };
      }, config),
    );
    // Notifications the write queued go out now rather than at the next interval, and a time the
    // write freed is offered to the waitlist now.
    if (!outcome.replayed) {
      deps.notifier?.kick();
      deps.waitlist?.kick();
    }
    if (outcome.replayed) res.set(REPLAYED_HEADER, 'true');
    // The stored answer keeps its slots; only what is sent carries the tokens (link-slots.ts).
    res.status(outcome.result.status).json(fillLinkSlots(outcome.result.body, deps.config.jwtSecret));
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a replayed answer never carries afterCommit; the checks say so for the reader
    if (!outcome.replayed && 'afterCommit' in outcome.result && outcome.result.afterCommit) {
      Promise.resolve()
        .then(outcome.result.afterCommit)
        // Stryker disable next-line all: logging only
        .catch((err: unknown) => logger.error({ err }, 'after-commit task failed'));
    }
  };
}

/**
 * Runs a write's transaction, and once more when another writer overtook it: a versioned row moved
 * on between its read and its write (StaleWrite: see there why once more is right for every
 * versioned write), or the database refused a transaction that read before another committed
 * (SQLite's stale snapshot across connections, PostgreSQL's deadlock or serialization failure).
 * Nothing of the first run was committed, so the second starts from what is committed now, and
 * takes the write lock first (WRITE_LOCK_FIRST) so that it cannot be overtaken again on SQLite.
 */
async function onceMoreIfOvertaken<T>(run: (config?: Knex.TransactionConfig) => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof StaleWrite) && !isBusy(err)) throw err;
    return run(WRITE_LOCK_FIRST);
  }
}

/** Removes stored answers older than the key lifetime. */
export async function purgeIdempotencyKeys(db: Knex, now: Date): Promise<number> {
  return deleteAnswersBefore(db, keyCutoff(now));
}
