import { requestMessages } from '@shop/shared/requests/messages';

export type Verdict =
  | { next: 'sent' }
  | { next: 'retry'; error: string; afterMs?: number }
  | { next: 'conflict'; error: string }
  | { next: 'failed'; error: string }
  | { next: 'paused'; error: string };

export const SIGN_IN_TO_SEND = 'Sign in again to send this.';
export const OFFLINE_WAITING = 'Waiting for the network.';

/**
 * What the outbox does with one answer: network errors, 408, 429 without rate_limited or
 * `retry: false`, 5xx and an idempotent request still in progress are retried; 409
 * slot_unavailable / conflict / estimate_changed is a conflict (appointment_cancelled,
 * sms_opted_out and sms_unavailable fail); rate_limited, a 429 with `retry: false`, 400, 404 and 422 fail for the user
 * to edit; 401/403 pause the row. A retry carries the wait the server asked for (`retryAfterMs`, from Retry-After:
 * a 503 busy while photos are re-encoded sends one).
 */
export function classifyAnswer(status: number, body: unknown, retryAfterMs?: number): Verdict {
  const env = (body ?? {}) as { error?: string; code?: string; status?: string; retry?: boolean };
  const message = env.error ?? `The server answered ${status}.`;
  const retry = (error: string): Verdict =>
    retryAfterMs === undefined ? { next: 'retry', error } : { next: 'retry', error, afterMs: retryAfterMs };
  if (status >= 200 && status < 300) return { next: 'sent' };
  if (status === 0) return { next: 'retry', error: OFFLINE_WAITING };
  if (status === 408 || status >= 500) return retry(message);
  if (status === 429) {
    if (env.status === 'rate_limited') return { next: 'failed', error: requestMessages.rateLimitedInline };
    return env.retry === false ? { next: 'failed', error: message } : retry(message);
  }
  if (status === 409) {
    if (env.code === 'idempotency_in_progress') return retry(message);
    // Nothing to settle: the appointment is gone, so no retry or edit will go through.
    if (env.code === 'appointment_cancelled') return { next: 'failed', error: message };
    // The number replied STOP: the text may never go, whatever is edited, until it texts START.
    if (env.code === 'sms_opted_out') return { next: 'failed', error: message };
    // No SMS provider: nothing the writer edits makes it go; the message says what to set.
    if (env.code === 'sms_unavailable') return { next: 'failed', error: message };
    // The shop revised the estimate the customer answered: only she can answer the new one, so
    // it waits for her (and is never sent again as it was: the server would refuse it anyway).
    if (env.code === 'estimate_changed') return { next: 'conflict', error: message };
    return { next: 'conflict', error: message };
  }
  if (status === 401 || status === 403) return { next: 'paused', error: SIGN_IN_TO_SEND };
  return { next: 'failed', error: message };
}

/** Exponential back-off: 2 s, 4 s, 8 s ... capped at 5 minutes, with up to 20% jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

/** The wait before a retry: the back-off, but never sooner than the server asked (`afterMs`). */
export function retryDelayMs(attempts: number, afterMs?: number, random: () => number = Math.random): number {
  return Math.max(backoffMs(attempts, random), afterMs ?? 0);
}
