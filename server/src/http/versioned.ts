import type { ConflictAnswer } from '@shop/shared/api/conflict.schema';
import { AppError } from './app-error.ts';

/**
 * The server half of the versioned-record protocol (shared/src/api/conflict.schema.ts): a write
 * made on `expected` when `stored` is the record's version now is refused with 409, carrying the
 * stored version and the record as it is (read only then). No `expected` means the write does not
 * depend on what the writer saw (a progress note, a customer's own cancel).
 */
export async function assertVersion(
  stored: number,
  expected: number | undefined,
  current: () => Promise<Record<string, unknown>>,
  message: string,
): Promise<void> {
  if (expected === undefined || expected === stored) return;
  const extra: Pick<ConflictAnswer, 'version' | 'current'> = { version: stored, current: await current() };
  throw new AppError(409, 'conflict', message, extra);
}

/**
 * A versioned write whose row moved on between its read and its compare-and-set write
 * (db/versioned-update.ts): another writer committed in between. writeRoute runs the whole write
 * once more, from a fresh read: a write made on a client's version then gets the 409 of
 * assertVersion, and a write sent with no version (a progress note, a customer's cancel or "I'll
 * be there", an added estimate line) re-checks its own rules on the record as it is now, which is
 * what its sender meant: none of them depends on the state its sender saw, only on the state it
 * lands on. A write still stale on that second run is this 409, carrying the record as it is.
 */
export class StaleWrite extends AppError {
  constructor(message: string, extra: Partial<Pick<ConflictAnswer, 'version' | 'current'>>) {
    super(409, 'conflict', message, extra);
  }
}

/** The StaleWrite for a record read again now (none when it was removed meanwhile). */
export async function staleWrite(
  current: () => Promise<(Record<string, unknown> & { version: number }) | null | undefined>,
  message: string,
): Promise<StaleWrite> {
  const record = await current();
  return new StaleWrite(message, record ? { version: record.version, current: record } : {});
}

/** A versioned write's answer: its body with the record's new version at the top level. */
export const versionedAnswer = <B extends object>(status: number, body: B, version: number) => ({
  status,
  body: { ...body, version },
});
