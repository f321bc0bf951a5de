import { refoldIcs } from '@shop/shared/bookings/ics';
import { manageToken } from '../appointments/tracking-token.ts';
import { waitlistToken } from '../waitlist/waitlist-token.ts';

/** The reusable link secrets: an appointment's token, a waitlist entry's token. */
export type LinkSecretKind = 'manage' | 'waitlist';

/**
 * What a stored mail, text, push or idempotent answer holds where a link secret goes: the kind
 * and the id it is derived from, nothing usable. Only URL-safe characters (encodeURIComponent
 * and the .ics escaping leave it as it is), so it sits in a link exactly where the token will.
 */
export const linkSlot = (kind: LinkSecretKind, id: number): string => `~link~${kind}~${id}~`;

const SLOT = /~link~(manage|waitlist)~(\d+)~/g;

const secretOf = (secret: string, kind: string, id: number) =>
  kind === 'manage' ? manageToken(secret, id) : waitlistToken(secret, id);

function fillText(text: string, secret: string): string {
  // A calendar file folds its lines at 73 characters, which may cut a slot in two: unfold first.
  const calendar = text.startsWith('BEGIN:VCALENDAR');
  const plain = calendar ? text.replace(/\r\n[ \t]/g, '') : text;
  if (!plain.includes('~link~')) return text;
  const filled = plain.replace(SLOT, (_, kind: string, id: string) => secretOf(secret, kind, Number(id)));
  return calendar ? refoldIcs(filled) : filled;
}

/** `value` (a parsed mail, push or answer) with every link slot replaced by its token, as it leaves the server. */
export function fillLinkSlots<T>(value: T, secret: string): T {
  if (typeof value === 'string') return fillText(value, secret) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillLinkSlots(v, secret)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillLinkSlots(v, secret)])) as T;
  return value;
}
