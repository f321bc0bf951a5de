import { createHmac, timingSafeEqual } from 'node:crypto';
import { refoldIcs } from '@shop/shared/bookings/ics';
import { manageToken } from '../appointments/tracking-token.ts';
import { waitlistToken } from '../waitlist/waitlist-token.ts';
import { vehicleToken, type CarLink } from '../vehicles/vehicle-token.ts';

/** The reusable link secrets: an appointment's token, a waitlist entry's token, a car's token. */
export type LinkSecretKind = 'manage' | 'waitlist' | 'vehicle';

/**
 * The seal of a slot: only the server can make it, so a slot typed by a customer (in a note, a
 * name) is never filled with someone else's token. 16 base64url characters (96 bits) are plenty
 * against guessing through the network, and keep stored messages short.
 */
export const slotTag = (secret: string, kind: LinkSecretKind, id: number | string): string =>
  createHmac('sha256', secret).update(`slot:${kind}:${id}`).digest('base64url').slice(0, 16);

/**
 * What a stored mail, text, push or idempotent answer holds where a link secret goes: the kind,
 * the id it is derived from and the seal, nothing usable. Only URL-safe characters
 * (encodeURIComponent and the .ics escaping leave it as it is), so it sits in a link exactly
 * where the token will.
 */
export const linkSlot = (secret: string, kind: LinkSecretKind, id: number | string): string =>
  `~link~${kind}~${id}~${slotTag(secret, kind, id)}~`;

/** A car link's slot: the car and its owner of the day (`7.12`), whose token vehicleToken makes. */
export const carLinkSlot = (secret: string, car: CarLink): string =>
  linkSlot(secret, 'vehicle', `${car.id}.${car.customer_id}`);

const SLOT = /~link~(manage|waitlist|vehicle)~(\d+(?:\.\d+)?)~([\w-]{16})~/g;

const TOKEN_OF: Record<LinkSecretKind, (secret: string, id: string) => string> = {
  manage: (secret, id) => manageToken(secret, Number(id)),
  waitlist: (secret, id) => waitlistToken(secret, Number(id)),
  vehicle: (secret, id) => {
    const [car, owner] = id.split('.');
    return vehicleToken(secret, { id: Number(car), customer_id: Number(owner) });
  },
};

const secretOf = (secret: string, kind: LinkSecretKind, id: string) => TOKEN_OF[kind](secret, id);

function sealed(secret: string, kind: LinkSecretKind, id: string, tag: string): boolean {
  const want = Buffer.from(slotTag(secret, kind, id));
  const got = Buffer.from(tag);
  return want.length === got.length && timingSafeEqual(want, got);
}

function fillText(text: string, secret: string): string {
  // A calendar file folds its lines at 73 characters, which may cut a slot in two: unfold first.
  const calendar = text.startsWith('BEGIN:VCALENDAR');
  const plain = calendar ? text.replace(/\r\n[ \t]/g, '') : text;
  if (!plain.includes('~link~')) return text;
  let changed = false;
  const filled = plain.replace(SLOT, (slot: string, kind: LinkSecretKind, id: string, tag: string) => {
    // Anything without a valid seal is text someone typed: it stays exactly as it was.
    if (!sealed(secret, kind, id, tag)) return slot;
    changed = true;
    return secretOf(secret, kind, id);
  });
  if (!changed) return text;
  return calendar ? refoldIcs(filled) : filled;
}

/** `value` (a parsed mail, push or answer) with every sealed link slot replaced by its token, as it leaves the server. */
export function fillLinkSlots<T>(value: T, secret: string): T {
  if (typeof value === 'string') return fillText(value, secret) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillLinkSlots(v, secret)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillLinkSlots(v, secret)])) as T;
  return value;
}
