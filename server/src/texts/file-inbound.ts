import type { Knex } from 'knex';
import { smsKeyword } from '@shop/shared/texts/keywords';
import type { AppDeps } from '../app-deps.ts';
import { isBusy, WRITE_LOCK_FIRST } from '../db/dialect.ts';
import { inPool } from '../jobs/in-pool.ts';
import { createJob, type Job } from '../jobs/job-loop.ts';
import { withDeadline } from '../jobs/deadline.ts';
import { markDone, markFailedTry } from '../jobs/due-rows.repository.ts';
import { fetchTextMedia } from './fetch-media.ts';
import { claimInbound, INBOUND_TABLE, type InboundRow } from './inbound-texts.repository.ts';
import { receiveText, type InboundMedium } from './receive-text.ts';
import { cancelQueuedTexts, setConsent } from './consent.repository.ts';

/** Kept texts claimed at once (each from another number). */
const BATCH = 50;
/** Texts filed side by side: on PostgreSQL they take connections of their own; SQLite runs them in turn. */
const AT_ONCE = 4;
/** A claimed text not filed by then is taken again (its server stopped). */
export const FILE_LEASE_MS = 60_000;
/** The most one text's filing may take: well under the lease, so no filing still runs when another server takes it. */
const FILE_TIMEOUT_MS = 20_000;
/** Tries before a text is given up (and logged as an error): a text that fails this often is a bug. */
const MAX_TRIES = 10;
/** 2 s, 4 s, 8 s ... capped at ten minutes. */
const retryDelayMs = (tries: number) => Math.min(600_000, 2_000 * 2 ** Math.max(0, tries - 1));

/** Runs the transaction, once more with the write lock first when the database refused it as busy. */
async function inTransaction<T>(db: Knex, run: (trx: Knex) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (err) {
    if (!isBusy(err)) throw err;
    return db.transaction(run, WRITE_LOCK_FIRST);
  }
}

/** The number's STOP, recorded on its own (its text could not be filed): consent off, queued texts withdrawn. */
async function honourStop(deps: AppDeps, phone: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await setConsent(trx, { phone, state: 'opted_out', source: 'keyword' }, deps.clock.now());
    await cancelQueuedTexts(trx, phone);
  });
}

/** The claim was taken over (its lease ran out): what this filing wrote is rolled back. */
class LeaseLost extends Error {}

/** Files one kept text and marks it filed in the same transaction; answers whether it was new. */
async function fileOne(deps: AppDeps, row: InboundRow): Promise<boolean> {
  const text = {
    phone: row.phone,
    sid: row.provider_sid,
    body: row.body,
    media: JSON.parse(row.media_json) as InboundMedium[],
    receivedAt: new Date(row.received_at),
  };
  try {
    const file = () =>
      inTransaction(deps.db, async (trx) => {
        const filed = await receiveText(trx, deps, text);
        if ((await markDone(trx, INBOUND_TABLE, [row.id], row.lease_id ?? '', { status: 'done' })) !== 1)
          throw new LeaseLost(`inbound text ${row.id} was taken over`);
        return filed;
      });
    const { messageId } = await withDeadline(FILE_TIMEOUT_MS, `inbound text ${row.id}`, file);
    // Photos are fetched once the text is filed, outside its transaction.
    if (messageId !== null && text.media.length > 0)
      void fetchTextMedia(deps, messageId).catch((err: unknown) =>
        deps.logger.error({ err }, 'text media fetch failed'),
      );
    return messageId !== null;
  } catch (err) {
    if (err instanceof LeaseLost) return false;
    const tries = row.attempts + 1;
    const retryAt = tries >= MAX_TRIES ? null : new Date(deps.clock.now().getTime() + retryDelayMs(tries));
    deps.logger.error({ err, inbound: row.id, tries, givenUp: retryAt === null }, 'inbound text not filed');
    await markFailedTry(deps.db, INBOUND_TABLE, row, err instanceof Error ? err.message : String(err), retryAt);
    // A STOP is honoured even when its text cannot be filed: nothing more goes to the number.
    if (retryAt === null && smsKeyword(text.body) === 'stop') await honourStop(deps, text.phone);
    return false;
  }
}

/**
 * One pass: claims kept texts (one per number at a time, so each number's texts are filed in
 * order) and files them, until none is left to claim; staff pushes and keyword answers go as soon
 * as the pass filed something.
 */
async function filePass(deps: AppDeps): Promise<void> {
  for (;;) {
    const rows = await claimInbound(deps.db, deps.clock.now(), FILE_LEASE_MS, BATCH);
    if (rows.length === 0) return;
    let filed = 0;
    await inPool(rows, AT_ONCE, async (row) => {
      if (await fileOne(deps, row)) filed += 1;
    });
    if (filed > 0) deps.notifier.kick();
  }
}

/** The job that files the texts the webhook kept, and how the webhook asks for it. */
export interface InboundJob extends Job {
  /**
   * Asks for a run once texts stop coming for FILE_AFTER_QUIET_MS, or FILE_WITHIN_MS after the
   * first text waiting: in a burst the webhook keeps the server's time for answering the provider
   * and the texts are filed together behind it; a text alone is filed (and pushed) at once, near enough.
   */
  soon(): void;
}

/** A pause in the texts that starts their filing. */
export const FILE_AFTER_QUIET_MS = 50;
/** The longest a kept text waits for its filing to start while texts keep coming. */
export const FILE_WITHIN_MS = 1_000;

export function createInboundJob(deps: AppDeps): InboundJob {
  const job = createJob('inbound texts', () => filePass(deps), deps.logger);
  let timer: NodeJS.Timeout | undefined;
  let firstWaiting = 0;
  let stopped = false;
  return {
    ...job,
    soon() {
      if (stopped) return;
      const now = Date.now();
      if (timer === undefined) firstWaiting = now;
      clearTimeout(timer);
      const wait = Math.min(FILE_AFTER_QUIET_MS, Math.max(0, firstWaiting + FILE_WITHIN_MS - now));
      timer = setTimeout(() => {
        timer = undefined;
        job.kick();
      }, wait);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await job.stop();
    },
  };
}
