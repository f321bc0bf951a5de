import type { OutboxStatus } from './outbox-db.ts';

/** Every status but sent: the row still needs the network or the user. */
export const UNSENT_STATUSES: OutboxStatus[] = ['queued', 'sending', 'failed', 'conflict', 'paused'];
