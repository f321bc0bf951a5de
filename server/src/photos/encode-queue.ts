/**
 * A place in the re-encode line, held from the moment an upload is admitted (before its body is
 * read) until its photo is encoded or its request ends, whichever is later.
 */
export interface EncodeTicket {
  /** Runs `work` once one of the encoders is free; the place is given back when it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back (the request ended); a run under way gives it back when it settles. */
  release(): void;
}

/**
 * At most `concurrency` encodes at once, and at most `lineLength` more uploads admitted beside
 * them (bodies being read, or read and waiting). Uploads are admitted before their bodies are read,
 * so the photo bytes held in memory are bounded by (concurrency + lineLength) x the upload limit.
 */
export class EncodeQueue {
  private held = 0;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly lineLength: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a whole number >= 1');
    if (!Number.isInteger(lineLength) || lineLength < 0) throw new Error('lineLength must be a whole number >= 0');
  }

  /** Uploads admitted and not yet done (encoding, waiting, or still arriving). */
  get size(): number {
    return this.held;
  }

  /** A place in the line, or null when every place is taken. */
  admit(): EncodeTicket | null {
    if (this.held >= this.concurrency + this.lineLength) return null;
    this.held += 1;
    let released = false;
    let inRun = false;
    const giveBack = () => {
      if (released) return;
      released = true;
      this.held -= 1;
    };
    return {
      run: async (work) => {
        if (released) throw new Error('run after release');
        inRun = true;
        try {
          await this.encoder();
          try {
            return await work();
          } finally {
            this.freeEncoder();
          }
        } finally {
          inRun = false;
          giveBack();
        }
      },
      release: () => {
        if (!inRun) giveBack();
      },
    };
  }

  private encoder(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    // The encoder is handed over directly by freeEncoder, so `running` stays counted.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private freeEncoder(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
