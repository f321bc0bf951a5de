import type { Knex } from 'knex';
import type { InboundMedium } from './receive-text.ts';

export interface MessageRow {
  id: number;
  thread_id: number;
  direction: 'in' | 'out';
  body: string;
  created_at: string;
  /** The outbox's status of an outgoing text; null for an inbound one. */
  status: string | null;
  author_first: string | null;
  author_last: string | null;
  author_email: string | null;
}

export interface NoteRow {
  id: number;
  body: string;
  created_at: string;
  author_first: string;
  author_last: string;
  author_email: string;
}

/**
 * Stores an inbound text unless its provider id is stored already (its filing ran twice: a claim
 * taken over after its lease ran out): the id of the new row, or null. The unique key decides.
 */
export async function insertInbound(
  trx: Knex,
  m: { threadId: number; sid: string; body: string; media: InboundMedium[] },
  now: Date,
): Promise<number | null> {
  const rows = (await trx('text_messages')
    .insert({
      thread_id: m.threadId,
      direction: 'in',
      body: m.body,
      provider_sid: m.sid,
      created_at: now.toISOString(),
    })
    .onConflict('provider_sid')
    .ignore()
    .returning('id')) as ({ id: number } | number)[];
  const first = rows[0];
  if (first === undefined) return null;
  const id = typeof first === 'number' ? first : Number(first.id);
  if (m.media.length > 0)
    await trx('text_media').insert(
      // A URL that is not the provider's is kept as a link, never fetched.
      m.media.map((x) => ({ message_id: id, url: x.url, content_type: x.contentType, fetch_error: x.refused })),
    );
  return id;
}

/** An outgoing text as staff wrote it, tied to its outbox row (whose status it shows). */
export async function insertOutgoing(
  trx: Knex,
  m: { threadId: number; body: string; authorId: number | null; notificationId: number | null },
  now: Date,
): Promise<number> {
  const [row] = (await trx('text_messages')
    .insert({
      thread_id: m.threadId,
      direction: 'out',
      body: m.body,
      author_id: m.authorId,
      notification_id: m.notificationId,
      created_at: now.toISOString(),
    })
    .returning('id')) as ({ id: number } | number)[];
  return typeof row === 'number' ? row : Number(row!.id);
}

/** A thread's texts, oldest first, with their status and author. */
export async function messagesOf(db: Knex, threadId: number): Promise<MessageRow[]> {
  return (await db('text_messages as m')
    .leftJoin('notifications as n', 'n.id', 'm.notification_id')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .where('m.thread_id', threadId)
    .orderBy('m.id')
    .select(
      'm.id',
      'm.thread_id',
      'm.direction',
      'm.body',
      'm.created_at',
      'n.status',
      'u.first_name as author_first',
      'u.last_name as author_last',
      'u.email as author_email',
    )) as MessageRow[];
}

export async function notesOf(db: Knex, threadId: number): Promise<NoteRow[]> {
  return (await db('text_notes as n')
    .join('users as u', 'u.id', 'n.author_id')
    .where('n.thread_id', threadId)
    .orderBy('n.id')
    .select(
      'n.id',
      'n.body',
      'n.created_at',
      'u.first_name as author_first',
      'u.last_name as author_last',
      'u.email as author_email',
    )) as NoteRow[];
}

export async function insertNote(
  trx: Knex,
  n: { threadId: number; body: string; authorId: number },
  now: Date,
): Promise<number> {
  const [row] = (await trx('text_notes')
    .insert({ thread_id: n.threadId, body: n.body, author_id: n.authorId, created_at: now.toISOString() })
    .returning('id')) as ({ id: number } | number)[];
  return typeof row === 'number' ? row : Number(row!.id);
}
