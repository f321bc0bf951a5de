import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { TextThread, ThreadDetail, ThreadUpdate } from '@shop/shared/texts/texts.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { queryClient } from '@/lib/query-client.ts';
import { textKeys } from './text-queries.ts';

/** Applies a change to the cached conversation, so it shows at once (also offline). */
function patchThread(id: number, patch: (d: ThreadDetail) => ThreadDetail): void {
  queryClient.setQueryData<ThreadDetail>(textKeys.one(id), (old) => (old ? patch(old) : old));
}

function patchListed(id: number, patch: (t: TextThread) => TextThread): void {
  queryClient.setQueryData<TextThread[]>(textKeys.list, (old) => old?.map((t) => (t.id === id ? patch(t) : t)));
}

/** A stand-in id for an entry written here and not yet stored: below every real id, so never "newer". */
const localId = () => -Date.now();

type SendArgs = { thread: number; body: string; author: string };

/**
 * POST /api/admin/messages/{thread}: a reply to the customer. Offline it waits in the outbox; its
 * row id is the Idempotency-Key, so a reply sent again after a lost answer goes out once.
 */
export const sendText: Write<SendArgs> = {
  kind: 'texts',
  method: 'POST',
  path: ({ thread }) => `/api/admin/messages/${thread}`,
  payload: ({ body }) => ({ body }),
  label: ({ body }) => `Text: ${body.length > 40 ? `${body.slice(0, 40)}…` : body}`,
  touches: textKeys.all,
  optimistic: ({ thread, body, author }) => {
    const at = new Date().toISOString();
    const message = { id: localId(), direction: 'out' as const, body, at, status: 'queued', author, media: [] };
    patchThread(thread, (d) => ({ ...d, messages: [...d.messages, message] }));
    patchListed(thread, (t) => ({ ...t, last_at: at }));
  },
  success: m.sent,
  failure: m.sendFailed,
};

type NoteArgs = { thread: number; body: string; author: string };

/** POST /api/admin/messages/{thread}/notes: for the staff only, never sent. */
export const addNote: Write<NoteArgs> = {
  kind: 'texts',
  method: 'POST',
  path: ({ thread }) => `/api/admin/messages/${thread}/notes`,
  payload: ({ body }) => ({ body }),
  label: ({ body }) => `Note: ${body.length > 40 ? `${body.slice(0, 40)}…` : body}`,
  touches: textKeys.all,
  optimistic: ({ thread, body, author }) => {
    const note = { id: localId(), body, author, at: new Date().toISOString() };
    patchThread(thread, (d) => ({ ...d, notes: [...d.notes, note] }));
  },
  success: m.noteSaved,
  failure: m.noteFailed,
};

type UpdateArgs = { thread: number; update: ThreadUpdate };

/** PUT /api/admin/messages/{thread}: attach the number to a customer, assign it, or mark it read. */
const changeThread = (success: string | null): Write<UpdateArgs> => ({
  kind: 'texts',
  method: 'PUT',
  path: ({ thread }) => `/api/admin/messages/${thread}`,
  payload: ({ update }) => update,
  label: ({ thread, update }) =>
    update.customer_id !== undefined
      ? `Attach conversation #${thread} to customer #${update.customer_id}`
      : update.assigned_to !== undefined
        ? `Assign conversation #${thread}`
        : `Mark conversation #${thread} read`,
  touches: textKeys.all,
  optimistic: ({ thread, update }) => {
    const patch = (t: TextThread): TextThread => ({
      ...t,
      ...(update.customer_id !== undefined ? { customer_id: update.customer_id } : {}),
      ...(update.assigned_to !== undefined ? { assigned_to: update.assigned_to } : {}),
      ...(update.read ? { unread: 0 } : {}),
    });
    patchListed(thread, patch);
    patchThread(thread, (d) => ({ ...d, thread: { ...d.thread, ...patch(d.thread) } }));
  },
  success,
  failure: m.changeFailed,
});

export const attachThread = changeThread(m.attached);
export const assignThread = changeThread(m.assigned);
/** Opening a conversation marks it read without a word: the badge going away says it. */
export const markThreadRead = changeThread(null);

type ConsentArgs = { thread: number; by: string };

/**
 * PUT /api/admin/messages/{thread} `{sms_consent: 'agreed'}`: the customer told staff "yes, text
 * me". Shown at once; a 409 (the number sent STOP meanwhile) fails with the server's words.
 */
export const recordConsent: Write<ConsentArgs> = {
  kind: 'texts',
  method: 'PUT',
  path: ({ thread }) => `/api/admin/messages/${thread}`,
  payload: () => ({ sms_consent: 'agreed' }),
  label: ({ thread }) => `Record consent to texts for conversation #${thread}`,
  touches: textKeys.all,
  optimistic: ({ thread, by }) => {
    const consent = { state: 'opted_in' as const, source: 'staff', at: new Date().toISOString(), by };
    patchThread(thread, (d) => ({ ...d, thread: { ...d.thread, consent } }));
  },
  success: m.consentRecorded,
  failure: m.changeFailed,
};
