import { systemClock, type Clock } from '../clock.ts';
import type { WriteCounter } from './change-feed.ts';

/**
 * For a store of one value that only the app writes (settings, flags, catalog): the change feed
 * ends it at once; the age bounds how long a write the feed cannot see (a CLI's) goes unseen.
 */
export const KEPT_ONE_VALUE = { maxEntries: 1, maxAgeMs: 60_000 };

interface Entry<T> {
  writes: number;
  at: number;
  value: Promise<T>;
  /** Still being read by a caller outside any transaction, which waits for the connection. */
  readOutside: boolean;
}

/** The handle a value is read through: a transaction says so (knex's `isTransaction`). */
export interface ReadVia {
  isTransaction?: boolean;
}

/**
 * Values read from the database, kept while nothing has been written. Callers that ask while a
 * value is being read share that read. A write the change feed sees ends every entry at once; a
 * write it cannot see (a CLI on the same file) is seen after `maxAgeMs`.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly writes: WriteCounter,
    private readonly opts: { maxEntries: number; maxAgeMs: number },
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The value for `key`: kept, or read now by `load`. `via` is the handle `load` reads through.
   * A read started outside a transaction waits for the one SQLite connection; a caller inside a
   * transaction holds that connection, so it reads for itself instead of waiting on that read.
   */
  read(key: string, load: () => PromiseLike<T>, via?: ReadVia): Promise<T> {
    const now = this.clock.now().getTime();
    const inTransaction = via?.isTransaction === true;
    const kept = this.entries.get(key);
    if (kept && kept.writes === this.writes.value && now - kept.at < this.opts.maxAgeMs) {
      if (!(inTransaction && kept.readOutside)) return kept.value;
      return Promise.resolve(load());
    }
    if (this.entries.size >= this.opts.maxEntries) this.entries.clear();
    // Stamped with the count before the read: a write while it runs makes the entry stale at once.
    // A knex query is a thenable that runs again on every then(): adopted once into a promise.
    const entry: Entry<T> = {
      writes: this.writes.value,
      at: now,
      value: Promise.resolve(load()),
      readOutside: !inTransaction,
    };
    this.entries.set(key, entry);
    const settled = () => (entry.readOutside = false);
    entry.value.then(settled, () => {
      settled();
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}
