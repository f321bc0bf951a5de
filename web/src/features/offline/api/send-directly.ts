import { appMessages } from '@shop/shared/app/messages';
import { sendJson, type BinaryBody } from '@/lib/api-client.ts';
import { deleteRow } from './outbox-blobs.ts';
import { classifyAnswer } from './outbox-classify.ts';
import { outboxDb, type OutboxRow } from './outbox-db.ts';
import { sendsCookies } from './outbox-owner.ts';
import { jsonBodyOf, withVersion } from './outbox-versions.ts';

/**
 * Sends a submission straight to the server when the outbox could not keep it (the browser's
 * storage did not answer): the answer comes back shaped like an outbox row, so every form handles
 * it as usual. With no network either, it is a failure that says so, and the form keeps what was
 * typed. The Idempotency-Key is the row's: should the stuck save land later, its send replays.
 */
export async function sendDirectly(row: OutboxRow, binary?: BinaryBody): Promise<OutboxRow> {
  const req = row.versioned ? withVersion(row, row.versioned.version) : { path: row.path, payload: row.payload };
  const body = jsonBodyOf(row.method, req.payload, binary);
  const credentials = sendsCookies(row) ? 'same-origin' : 'omit';
  const answer = await sendJson(req.path, {
    method: row.method,
    body,
    binary,
    idempotencyKey: row.id,
    credentials,
  });
  const verdict = classifyAnswer(answer.status, answer.body);
  const sent = { ...row, attempts: 1, httpStatus: answer.status, response: answer.body };
  if (verdict.next === 'sent') {
    // Queued behind the stuck save: the row goes once storage answers again, and is never re-sent.
    void deleteRow(outboxDb, row.id).catch(() => undefined);
    return { ...sent, status: 'sent' };
  }
  if (verdict.next === 'retry') {
    void deleteRow(outboxDb, row.id).catch(() => undefined);
    const error = appMessages.notKeptOnDevice;
    return { ...sent, status: 'failed', lastError: error, response: { error } };
  }
  return { ...sent, status: verdict.next, lastError: verdict.error };
}
