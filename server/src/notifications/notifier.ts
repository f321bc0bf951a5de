import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import type { SmsSender } from './sms.ts';
import { claimDue, markFailedTry, markSent, type NotificationRow } from './notifications.repository.ts';

/** Tries before a notification is given up as failed. */
export const MAX_TRIES = 8;
/** A row claimed this long ago and still not confirmed is taken again (its sender died). */
export const LEASE_MS = 2 * 60_000;
const BATCH = 50;

/** 30 s, 1 min, 2 min ... capped at an hour. */
export const retryDelayMs = (tries: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, tries - 1));

export interface Notifier {
  /** Sends every due notification now; resolves with how many were sent and how many failed a try. */
  dispatchDue(): Promise<{ sent: number; failed: number }>;
  /** Asks for a dispatch soon (after a commit); dispatches never overlap within one process. */
  kick(): void;
  /** Resolves when no dispatch is running. */
  idle(): Promise<void>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The dispatcher of the notification outbox. Rows are claimed before sending (see claimDue), so
 * two server processes never send one row twice; a crash after sending and before confirming
 * means that row is sent again after its lease: never lost, rarely twice.
 */
export function createNotifier(deps: {
  db: Knex;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  sms?: SmsSender | null;
}): Notifier {
  const { db, clock, logger, mailer, sms } = deps;
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** Sends one claimed row; a failed try is recorded at once, a sent one is confirmed with its batch. */
  async function sendOne(row: NotificationRow): Promise<boolean> {
    try {
      const message = JSON.parse(row.message_json) as Mail;
      if (row.channel === 'email') await mailer.send(message);
      else if (sms) await sms.send(row.recipient, message.text);
      else throw new Error('No SMS provider is configured');
      return true;
    } catch (err) {
      const tries = row.attempts + 1;
      const retryAt = tries >= MAX_TRIES ? null : new Date(clock.now().getTime() + retryDelayMs(tries));
      await markFailedTry(db, row, err instanceof Error ? err.message : String(err), retryAt);
      logger.warn({ id: row.id, kind: row.kind, tries, err }, 'notification not sent');
      return false;
    }
  }

  /**
   * A claimed batch goes out side by side (the mailer composes off the main thread), and what was
   * sent is confirmed in one statement: under load that is one write per batch on the connection
   * bookings wait for, not one per mail. A crash before the confirmation sends that batch again
   * after its lease: never lost, rarely twice.
   */
  async function dispatchDue() {
    const done = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await claimDue(db, clock.now(), LEASE_MS, BATCH);
      const outcomes = await Promise.all(rows.map(sendOne));
      const sent = rows.filter((_, i) => outcomes[i]).map((r) => r.id);
      await markSent(db, sent, clock.now());
      done.sent += sent.length;
      done.failed += rows.length - sent.length;
      if (rows.length < BATCH) return done;
    }
  }

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = dispatchDue()
      .catch((err: unknown) => logger.error({ err }, 'notification dispatch failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    dispatchDue,
    kick,
    idle: async () => {
      while (running) await running;
    },
    start(intervalMs) {
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      while (running) await running;
    },
  };
}
