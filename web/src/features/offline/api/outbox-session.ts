import { outboxDb, type OutboxDb, type OutboxRow } from './outbox-db.ts';
import { resumePaused } from './outbox-drain.ts';
import { authorFor, isOwnRow } from './outbox-owner.ts';
import { sentRowsToForget } from './outbox-retention.ts';
import { submitThroughOutbox } from './submit.ts';
import { UNSENT_STATUSES } from './outbox-status.ts';

/** What a session's start and end do to the outbox (loaded with the first sign-in or sign-out). */

const rowsOf = (db: OutboxDb, userId: number) => db.rows.where('author.id').equals(userId);
const isChange = (r: OutboxRow) => r.kind !== 'sign-out';

/** How many of this person's changes are not sent yet (what a sign-out warns about). */
export async function unsentCountOf(userId: number, db: OutboxDb = outboxDb): Promise<number> {
  return rowsOf(db, userId)
    .filter((r) => isChange(r) && UNSENT_STATUSES.includes(r.status))
    .count();
}

/** Drops this person's unsent changes: they chose to discard them when signing out. */
export async function discardUnsentOf(userId: number, db: OutboxDb = outboxDb): Promise<number> {
  return rowsOf(db, userId)
    .filter((r) => isChange(r) && UNSENT_STATUSES.includes(r.status))
    .delete();
}

/** Drops every waiting row of one author (someone else's, discarded after a confirmation naming them). */
export async function discardRowsOf(authorId: number | null, db: OutboxDb = outboxDb): Promise<number> {
  return db.rows.filter((r) => isOwnRow(r, authorId) && r.status !== 'sent' && isChange(r)).delete();
}

/**
 * A sign-out made without a network: it reaches the server when the network returns, after this
 * person's own queued changes (which still need the session it ends).
 */
export async function queueSignOut(user: { id: number; name: string }): Promise<void> {
  await submitThroughOutbox({
    kind: 'sign-out',
    label: 'Sign out',
    method: 'POST',
    path: '/api/users/logout',
    author: authorFor(user),
  });
}

/**
 * Someone signed in: their own paused rows go again, nobody else's. A sign-out still queued can no
 * longer reach its session (the new sign-in replaced its cookie) and must not end the new one.
 */
export async function afterSignIn(userId: number, db: OutboxDb = outboxDb): Promise<void> {
  await db.rows.where('kind').equals('sign-out').delete();
  await resumePaused(userId, db);
}

/**
 * A session ended: its person's sent rows leave the device (what they said, and the answers), and
 * so do anyone's whose answer has been shown.
 */
export async function forgetSentRows(userId: number, db: OutboxDb = outboxDb): Promise<void> {
  await forgetShownRows(db, userId);
}

/** Sent rows whose answer has been shown (or whose author's session `endedFor`) leave the device. */
export async function forgetShownRows(db: OutboxDb = outboxDb, endedFor: number | null = null): Promise<void> {
  const gone = sentRowsToForget(await db.rows.toArray(), endedFor);
  if (gone.length > 0) await db.rows.bulkDelete(gone.map((r) => r.id));
}
