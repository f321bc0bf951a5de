import type { TextMessage, TextThread, ThreadDetail, ThreadNote } from '@shop/shared/texts/texts.schema';
import type { ConsentView } from './consent.repository.ts';
import type { MessageRow, NoteRow } from './messages.repository.ts';
import type { ThreadRow } from './threads.repository.ts';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function toThreadDto(t: ThreadRow): TextThread {
  const name = fullName(t.first_name, t.last_name);
  return {
    id: Number(t.id),
    customer_id: t.customer_id === null ? null : Number(t.customer_id),
    phone: t.phone,
    ...(name ? { name } : {}),
    last_at: t.last_at,
    unread: Number(t.unread),
    assigned_to: t.assigned_to === null ? null : Number(t.assigned_to),
  };
}

/** The outbox's status as the inbox shows it: sending is still queued, withdrawn (after STOP) is failed. */
function outgoingStatus(status: string | null): string {
  if (status === null || status === 'sent') return 'sent';
  if (status === 'queued' || status === 'sending') return 'queued';
  return 'failed';
}

export function toMessageDto(r: MessageRow, media: { url: string }[]): TextMessage {
  const author = fullName(r.author_first, r.author_last) || r.author_email;
  return {
    id: Number(r.id),
    direction: r.direction,
    body: r.body,
    at: r.created_at,
    status: r.direction === 'in' ? 'received' : outgoingStatus(r.status),
    ...(author ? { author } : {}),
    media,
  };
}

export const toNoteDto = (n: NoteRow): ThreadNote => ({
  id: Number(n.id),
  body: n.body,
  author: fullName(n.author_first, n.author_last) || n.author_email,
  at: n.created_at,
});

/** A number's consent as the thread shows it: 'unknown' when nothing was ever recorded. */
export function toConsentDto(c: ConsentView | undefined): ThreadDetail['thread']['consent'] {
  if (!c) return { state: 'unknown', source: null, at: null };
  const by = c.recorded_by === null ? '' : fullName(c.recorder_first, c.recorder_last) || c.recorder_email;
  return { state: c.state, source: c.source, at: c.updated_at, ...(by ? { by } : {}) };
}
