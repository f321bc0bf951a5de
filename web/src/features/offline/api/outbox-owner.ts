import { firstName } from '@shop/shared/customers/first-name';
import type { OutboxRow } from './outbox-db.ts';

/**
 * Who an outbox row belongs to, and what that allows on a device several people share. Pure, so
 * the page, the service worker and the tests use the same rules.
 */

/** The person signed in when the row was made; null for a guest (nobody signed in). */
export interface OutboxAuthor {
  id: number;
  firstName: string;
}

/**
 * Whose session the browser holds now (the companion cookie's user id): null for none, 'unknown'
 * where it cannot be read (a service worker without the Cookie Store API).
 */
export type SessionHolder = number | null | 'unknown';

/** The author to record for a row made by this user (or by a guest). */
export function authorFor(user: { id: number; name: string } | null): OutboxAuthor | null {
  return user ? { id: user.id, firstName: firstName(user.name) } : null;
}

/** The row's author id; rows saved before authors were recorded count as a guest's. */
const authorId = (row: Pick<OutboxRow, 'author'>): number | null => row.author?.id ?? null;

/** Whether the person on the device (null: a guest) may read, edit, retry or send the row. */
export function isOwnRow(row: Pick<OutboxRow, 'author'>, viewerId: number | null): boolean {
  return authorId(row) === viewerId;
}

/**
 * Whether the drain may send the row now: a guest's row always (it goes without cookies, so no
 * session is ever attached to it), a signed-in person's only under that person's own session.
 */
export function maySendUnder(row: Pick<OutboxRow, 'author'>, holder: SessionHolder): boolean {
  const id = authorId(row);
  return id === null || id === holder;
}

/** A guest's row goes without the browser's cookies: whoever is signed in meanwhile stays out of it. */
export const sendsCookies = (row: Pick<OutboxRow, 'author'>): boolean => authorId(row) !== null;

/** A row paused by a refused session goes again when, and only when, its author signs in. */
export function resumableBy(row: Pick<OutboxRow, 'author' | 'status'>, userId: number): boolean {
  return row.status === 'paused' && authorId(row) === userId;
}

/**
 * A queued sign-out goes after every change its author queued before it: until then it waits, so
 * those changes still find the session they need.
 */
export function signOutMayGo(signOut: OutboxRow, rows: OutboxRow[]): boolean {
  const id = authorId(signOut);
  return !rows.some(
    (r) =>
      r.id !== signOut.id &&
      r.createdAt < signOut.createdAt &&
      authorId(r) === id &&
      (r.status === 'queued' || r.status === 'sending'),
  );
}

/** Someone else's waiting rows, by person: only a first name (null for a guest) and a count. */
export interface OthersWaiting {
  authorId: number | null;
  firstName: string | null;
  count: number;
}

/** What the person on the device may know of everyone else's rows. Sign-outs are not changes. */
export function othersWaiting(rows: OutboxRow[], viewerId: number | null): OthersWaiting[] {
  const byAuthor = new Map<number | null, OthersWaiting>();
  for (const r of rows) {
    if (isOwnRow(r, viewerId) || r.kind === 'sign-out') continue;
    const id = authorId(r);
    const entry = byAuthor.get(id) ?? { authorId: id, firstName: r.author?.firstName ?? null, count: 0 };
    entry.count += 1;
    byAuthor.set(id, entry);
  }
  return [...byAuthor.values()];
}
