import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Only the hash of a booking's tracking token is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newTrackingToken = (): string => randomBytes(24).toString('base64url');

/** True when `token` is the one whose hash is stored; compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
