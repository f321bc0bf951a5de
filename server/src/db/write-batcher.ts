/**
 * Writes that arrive together go in one statement: while one write of the batcher is in flight,
 * the next ones wait and then go as one, so a burst costs a few statements rather than one each,
 * and a write alone goes at once (no timer). When a batch fails, its items are written again one
 * by one, so only the caller whose item the database refuses sees the error.
 */
export function writeBatcher<T>(write: (items: T[]) => Promise<void>, maxBatch: number): (item: T) => Promise<void> {
  let waiting: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        await write(batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const w of batch) await write([w.item]).then(w.resolve, w.reject);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
