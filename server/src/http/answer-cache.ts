import type { WriteCounter } from '../db/write-counter.ts';

interface Entry {
  writes: number;
  at: number;
  body: Promise<string>;
}

/**
 * JSON answers of a read route, kept while nothing has been written. Callers that ask while the
 * answer is being read share that read. A write in this process ends every entry at once; a
 * write by another process (a CLI on the same file) is seen after `maxAgeMs`.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly writes: WriteCounter,
    private readonly opts: { maxEntries: number; maxAgeMs: number },
  ) {}

  /** The answer for `key` as a JSON string: kept, or read now by `read`. */
  answer(key: string, read: () => Promise<unknown>): Promise<string> {
    const now = performance.now();
    const kept = this.entries.get(key);
    if (kept && kept.writes === this.writes.value && now - kept.at < this.opts.maxAgeMs) return kept.body;
    if (this.entries.size >= this.opts.maxEntries) this.entries.clear();
    // Stamped with the count before the read: a write while it runs makes the entry stale at once.
    const entry: Entry = { writes: this.writes.value, at: now, body: read().then((v) => JSON.stringify(v)) };
    this.entries.set(key, entry);
    entry.body.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.body;
  }
}
