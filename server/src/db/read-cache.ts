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

  /** The value for `key`: kept, or read now by `load`. */
  read(key: string, load: () => PromiseLike<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    if (kept && kept.writes === this.writes.value && now - kept.at < this.opts.maxAgeMs) return kept.value;
    if (this.entries.size >= this.opts.maxEntries) this.entries.clear();
    // Stamped with the count before the read: a write while it runs makes the entry stale at once.
    // A knex query is a thenable that runs again on every then(): adopted once into a promise.
    const entry: Entry<T> = { writes: this.writes.value, at: now, value: Promise.resolve(load()) };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}
