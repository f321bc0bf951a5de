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

/** A versioned write's answer: its body with the record's new version at the top level. */
export const versionedAnswer = <B extends object>(status: number, body: B, version: number) => ({
  status,
  body: { ...body, version },
});
