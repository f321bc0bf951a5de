import Dexie, { type EntityTable } from 'dexie';
import type { OutboxAuthor } from './outbox-owner.ts';
import type { VersionedChange } from './outbox-versions.ts';

/**
 * request form, wizard booking, staff change, a customer's change to their own appointment, or a
 * sign-out made offline (it reaches the server after its author's changes).
 */
export type OutboxKind = 'request' | 'booking' | 'admin' | 'appointment' | 'sign-out';
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'conflict' | 'paused';

/** One submission waiting for, or done with, the server. Its id is also its Idempotency-Key. */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  /** What the user sees in the outbox list. */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  payload?: unknown;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  sendingSince?: number;
  lastError?: string;
  httpStatus?: number;
  /** The server's answer once sent. */
  response?: unknown;
  /** Whether the user has been told that it went through. */
  notified?: boolean;
  /** A change to a versioned record: the drain sends it with the version its predecessor produced. */
  versioned?: VersionedChange;
  /** Who made it (null: a guest); it is sent only under that person's session. */
  author?: OutboxAuthor | null;
  /** Anything the page needs to reopen the flow (e.g. the wizard state of a booking). */
  context?: Record<string, unknown>;
}

/** The one schema module, opened by both the page and the service worker. */
export class OutboxDb extends Dexie {
  rows!: EntityTable<OutboxRow, 'id'>;
  /** IndexedDB transactions begun and not yet finished: a page that is leaving aborts them. */
  readonly running = new Set<IDBTransaction>();

  constructor() {
    super('autoshop-outbox');
    this.version(1).stores({ rows: 'id, status, kind, createdAt' });
    // Rows belong to their author: found by author when that person signs in or out. Rows saved
    // before have no author and count as a guest's.
    this.version(3).stores({ rows: 'id, status, kind, createdAt, author.id' });
    this.use({
      stack: 'dbcore',
      name: 'running-transactions',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          const tx = down.transaction(stores, mode, options) as unknown as IDBTransaction;
          this.running.add(tx);
          const done = () => this.running.delete(tx);
          for (const end of ['complete', 'abort', 'error']) tx.addEventListener(end, done);
          return tx as unknown as ReturnType<typeof down.transaction>;
        },
      }),
    });
    // A newer tab or worker upgraded the schema: let it, and reopen on next use.
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}

export const outboxDb = new OutboxDb();
