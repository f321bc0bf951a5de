import Dexie, { type EntityTable } from 'dexie';
import type { OutboxAuthor } from './outbox-owner.ts';
import type { VersionedChange } from './outbox-versions.ts';

/** A staff write, named for its domain. */
export type StaffKind =
  'appointments' | 'requests' | 'settings' | 'flags' | 'notifications' | 'inspections' | 'vehicles' | 'texts';
/**
 * request form, wizard booking, a customer's change to their own appointment, a customer's answer
 * to an estimate, a sign-out made offline (it reaches the server after its author's changes), or
 * a staff write. 'admin' is what every staff write was stored as before they were named for their
 * domain: such rows may still wait in a device's outbox and are sent like any other.
 */
export type OutboxKind =
  'request' | 'booking' | 'appointment' | 'estimate' | 'waitlist' | 'recommendation' | 'sign-out' | StaffKind | 'admin';
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
  /**
   * A body of bytes instead of `payload`: the bytes are in `blobs` under the row's id, this is what
   * the page shows. `ref` is the name cached data shows the bytes by until sent (outbox-blob-ref.ts).
   */
  binary?: { type: string; size: number; ref?: string };
}

/**
 * The bytes of a row's binary body, apart from the row so that listing rows never reads them.
 * An ArrayBuffer, not a Blob: WebKit fails to store Blobs in IndexedDB.
 */
export interface OutboxBlob {
  id: string;
  bytes: ArrayBuffer;
  type: string;
  size: number;
}

/** The one schema module, opened by both the page and the service worker. */
export class OutboxDb extends Dexie {
  rows!: EntityTable<OutboxRow, 'id'>;
  blobs!: EntityTable<OutboxBlob, 'id'>;
  /** IndexedDB transactions begun and not yet finished: a page that is leaving aborts them. */
  readonly running = new Set<IDBTransaction>();

  constructor() {
    super('autoshop-outbox');
    this.version(1).stores({ rows: 'id, status, kind, createdAt' });
    // Binary bodies, and the record index that finds a record's chain of changes without a scan.
    this.version(2).stores({ rows: 'id, status, kind, createdAt, versioned.record', blobs: 'id' });
    // Rows belong to their author: found by author when that person signs in or out. Rows saved
    // before have no author and count as a guest's.
    this.version(3).stores({ rows: 'id, status, kind, createdAt, versioned.record, author.id' });
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
