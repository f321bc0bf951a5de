import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { skipLocked } from '../db/dialect.ts';
import type { DueRow } from '../jobs/due-rows.repository.ts';
import type { InboundText } from './receive-text.ts';

export const INBOUND_TABLE = 'inbound_texts';

export interface InboundRow extends DueRow {
  provider_sid: string;
  phone: string;
  body: string;
  media_json: string;
  received_at: string;
}

/**
 * Keeps texts as the webhook delivered them, in one statement: a provider id already kept (a
 * retried webhook, or the same text given to a second server) adds nothing.
 */
export async function keepInbound(db: Knex, texts: InboundText[]): Promise<void> {
  if (texts.length === 0) return;
  await db(INBOUND_TABLE)
    .insert(
      texts.map((t) => ({
        provider_sid: t.sid,
        phone: t.phone,
        body: t.body,
        media_json: JSON.stringify(t.media),
        received_at: t.receivedAt.toISOString(),
        next_attempt_at: t.receivedAt.toISOString(),
      })),
    )
    .onConflict('provider_sid')
    .ignore();
}

/**
 * Claims kept texts to file, at most one per number: a text is only taken once every earlier text
 * of its number is filed (or given up), so one number's texts are filed in the order they came
 * even with two servers filing side by side (a STOP then a START ends opted in, never the other
 * way round). Queued rows whose time has come and rows whose lease ran out, as claimDue; the
 * inner select skips rows another server has locked, and sees the rows it claims as unfiled.
 */
export async function claimInbound(db: Knex, now: Date, leaseMs: number, limit: number): Promise<InboundRow[]> {
  const at = now.toISOString();
  // `p` is the table's alias with its dot, or nothing: the claim's select and its update both ask.
  const isDue = (p: string) => (q: Knex.QueryBuilder) =>
    q
      .where((w) => w.where(`${p}status`, 'queued').where(`${p}next_attempt_at`, '<=', at))
      .orWhere((w) => w.where(`${p}status`, 'sending').where(`${p}lease_until`, '<', at));
  const earlierUnfiled = db(`${INBOUND_TABLE} as e`)
    .whereRaw('e.phone = t.phone')
    .whereRaw('e.id < t.id')
    .whereIn('e.status', ['queued', 'sending'])
    .select('e.id');
  const due = skipLocked(
    db,
    db(`${INBOUND_TABLE} as t`)
      .where(isDue('t.'))
      .whereNotExists(earlierUnfiled)
      .orderBy('t.id')
      .limit(limit)
      .select('t.id'),
  );
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = (await db(INBOUND_TABLE)
    .whereIn('id', due)
    .where(isDue(''))
    .update({ status: 'sending', lease_until: lease, lease_id: randomUUID() })
    .returning('*')) as InboundRow[];
  return claimed.sort((a, b) => a.id - b.id);
}

/** How long a filed text is kept as delivered: its thread keeps it after that. */
const FILED_KEPT_MS = 7 * 86_400_000;

/** Filed texts kept longer than FILED_KEPT_MS are dropped; answers how many. */
export async function purgeFiledInbound(db: Knex, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FILED_KEPT_MS).toISOString();
  return db(INBOUND_TABLE).where('status', 'done').where('received_at', '<', before).delete();
}
