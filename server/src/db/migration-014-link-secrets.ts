import type { Knex } from 'knex';
import { refoldIcs } from '@shop/shared/bookings/ics';

/**
 * Link tokens no longer rest in the database: the mails, texts and pushes in `notifications`, the
 * manage link kept beside them, and the stored idempotent answers (a booking's tracking_token, a
 * waitlist join's token) get a slot where the token was, which the server fills from its secret
 * as the message or answer leaves (server/src/links/link-slots.ts). Self-contained, as a
 * migration must stay what it was when it ran.
 */

/** The pages whose links carry a reusable token, and the secret each slot stands for. */
const TOKEN_LINK = /\/(track-appointment|estimate|waitlist)\/(\d+)\?t=[^\s&"'<>)\]]+/g;
const KIND = { 'track-appointment': 'manage', estimate: 'manage', waitlist: 'waitlist' } as const;
const slot = (kind: string, id: number | string) => `~link~${kind}~${id}~`;

function sealText(text: string): string {
  const calendar = text.startsWith('BEGIN:VCALENDAR');
  const plain = calendar ? text.replace(/\r\n[ \t]/g, '') : text;
  const sealed = plain.replace(
    TOKEN_LINK,
    (_, page: keyof typeof KIND, id: string) => `/${page}/${id}?t=${slot(KIND[page], id)}`,
  );
  if (sealed === plain) return text;
  return calendar ? refoldIcs(sealed) : sealed;
}

function seal(value: unknown): unknown {
  if (typeof value === 'string') return sealText(value);
  if (Array.isArray(value)) return value.map(seal);
  if (value === null || typeof value !== 'object') return value;
  const o = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, seal(v)])) as Record<string, unknown>;
  const idOf = (v: unknown) => (v !== null && typeof v === 'object' ? (v as { id?: unknown }).id : undefined);
  // A booking's answer, and a waitlist join's.
  const appointmentId = idOf(o.appointment);
  const entryId = idOf(o.entry);
  if (typeof o.tracking_token === 'string' && typeof appointmentId === 'number')
    o.tracking_token = slot('manage', appointmentId);
  if (typeof o.token === 'string' && typeof entryId === 'number') o.token = slot('waitlist', entryId);
  return o;
}

const sealJson = (json: string | null): string | null =>
  json === null ? null : JSON.stringify(seal(JSON.parse(json)));

/** Rewrites one column of a table (JSON, or text), row by row, where sealing changes it. */
async function sealColumn(knex: Knex, table: string, column: string, o: { keys: string[]; text?: boolean }) {
  const rows = (await knex(table)
    .whereNotNull(column)
    .select(...o.keys, column)) as Record<string, string | number>[];
  for (const row of rows) {
    const before = row[column] as string;
    const after = o.text ? sealText(before) : sealJson(before);
    if (after !== before)
      await knex(table)
        .where(Object.fromEntries(o.keys.map((k) => [k, row[k]])))
        .update({ [column]: after });
  }
}

export const linkSecrets = {
  name: '014_link_secrets',
  async up(knex: Knex): Promise<void> {
    await sealColumn(knex, 'notifications', 'message_json', { keys: ['id'] });
    await sealColumn(knex, 'notifications', 'manage_url', { keys: ['id'], text: true });
    await sealColumn(knex, 'idempotency_keys', 'response_json', { keys: ['scope', 'key'] });
  },
  async down(): Promise<void> {
    // The tokens are gone on purpose; the slots keep working with the code that wrote them.
  },
};
