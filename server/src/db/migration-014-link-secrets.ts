import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { refoldIcs } from '@shop/shared/bookings/ics';

/**
 * Link tokens no longer rest in the database: the mails, texts and pushes in `notifications`, the
 * manage link kept beside them, and the stored idempotent answers (a booking's tracking_token, a
 * waitlist join's token) get a sealed slot where the token was, which the server fills from its
 * secret as the message or answer leaves (server/src/links/link-slots.ts). Only a token that
 * truly opens its appointment or entry becomes a slot: anything a customer typed that merely
 * looks like a link stays as it was. Self-contained, as a migration must stay what it was when it
 * ran; it needs the server's secret, which only the running server has.
 */

/** The pages whose links carry a reusable token, and the secret each slot stands for. */
const TOKEN_LINK = /\/(track-appointment|estimate|waitlist)\/(\d+)\?t=([^\s&"'<>)\]]+)/g;
const KIND = { 'track-appointment': 'manage', estimate: 'manage', waitlist: 'waitlist' } as const;
type Kind = 'manage' | 'waitlist';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const decoded = (token: string) => {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
};

interface Sealer {
  secret: string;
  /** Each appointment's stored hash of the random token it was booked with ('' when derived). */
  hashes: Map<number, string>;
}

/** True when `token` opens appointment or entry `id`: the derived token, or an old random one whose hash is stored. */
function opens(s: Sealer, kind: Kind, id: number, raw: string): boolean {
  const token = decoded(raw);
  if (kind === 'waitlist') return same(token, hmac(s.secret, `waitlist:${id}`));
  if (same(token, hmac(s.secret, `appointment:${id}`))) return true;
  const hash = s.hashes.get(id) ?? '';
  return hash !== '' && same(createHash('sha256').update(token).digest('hex'), hash);
}

const slot = (s: Sealer, kind: Kind, id: number) =>
  `~link~${kind}~${id}~${hmac(s.secret, `slot:${kind}:${id}`).slice(0, 16)}~`;

function sealText(s: Sealer, text: string): string {
  const calendar = text.startsWith('BEGIN:VCALENDAR');
  const plain = calendar ? text.replace(/\r\n[ \t]/g, '') : text;
  const sealed = plain.replace(TOKEN_LINK, (link: string, page: keyof typeof KIND, id: string, token: string) =>
    opens(s, KIND[page], Number(id), token) ? `/${page}/${id}?t=${slot(s, KIND[page], Number(id))}` : link,
  );
  if (sealed === plain) return text;
  return calendar ? refoldIcs(sealed) : sealed;
}

function seal(s: Sealer, value: unknown): unknown {
  if (typeof value === 'string') return sealText(s, value);
  if (Array.isArray(value)) return value.map((v) => seal(s, v));
  if (value === null || typeof value !== 'object') return value;
  const o = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, seal(s, v)])) as Record<string, unknown>;
  const idOf = (v: unknown) => (v !== null && typeof v === 'object' ? (v as { id?: unknown }).id : undefined);
  // A booking's answer, and a waitlist join's.
  const appointmentId = idOf(o.appointment);
  const entryId = idOf(o.entry);
  if (typeof o.tracking_token === 'string' && typeof appointmentId === 'number')
    if (opens(s, 'manage', appointmentId, o.tracking_token)) o.tracking_token = slot(s, 'manage', appointmentId);
  if (typeof o.token === 'string' && typeof entryId === 'number')
    if (opens(s, 'waitlist', entryId, o.token)) o.token = slot(s, 'waitlist', entryId);
  return o;
}

const sealJson = (s: Sealer, json: string): string => {
  const after = JSON.stringify(seal(s, JSON.parse(json)));
  return after === JSON.stringify(JSON.parse(json)) ? json : after;
};

/** Rewrites one column of a table (JSON, or text), row by row, where sealing changes it. */
async function sealColumn(knex: Knex, s: Sealer, table: string, column: string, o: { keys: string[]; text?: boolean }) {
  const rows = (await knex(table)
    .whereNotNull(column)
    .select(...o.keys, column)) as Record<string, string | number>[];
  for (const row of rows) {
    const before = row[column] as string;
    const after = o.text ? sealText(s, before) : sealJson(s, before);
    if (after !== before)
      await knex(table)
        .where(Object.fromEntries(o.keys.map((k) => [k, row[k]])))
        .update({ [column]: after });
  }
}

/** The migration, given the server's secret (undefined where none is known, as when copying a database). */
export const linkSecrets = (secret: string | undefined) => ({
  name: '014_link_secrets',
  async up(knex: Knex): Promise<void> {
    const stored = (await knex('notifications').count({ n: '*' }))[0]!.n;
    const answers = (await knex('idempotency_keys').count({ n: '*' }))[0]!.n;
    if (secret === undefined) {
      // Nothing to seal on a new database; a used one is migrated by the server, which has the secret.
      if (Number(stored) + Number(answers) === 0) return;
      throw new Error('migration 014 needs the server secret: start the server once to migrate this database');
    }
    const hashes = new Map<number, string>();
    for (const a of (await knex('appointments').select('id', 'tracking_token_hash')) as {
      id: number;
      tracking_token_hash: string | null;
    }[])
      hashes.set(Number(a.id), a.tracking_token_hash ?? '');
    const s: Sealer = { secret, hashes };
    await sealColumn(knex, s, 'notifications', 'message_json', { keys: ['id'] });
    await sealColumn(knex, s, 'notifications', 'manage_url', { keys: ['id'], text: true });
    await sealColumn(knex, s, 'idempotency_keys', 'response_json', { keys: ['scope', 'key'] });
  },
  async down(): Promise<void> {
    // The tokens are gone on purpose; the slots keep working with the code that wrote them.
  },
});
