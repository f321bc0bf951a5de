import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Only the hash of a booking's tracking token is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * An appointment's link token (the manage link, the estimate link, the tracking page), derived
 * from the server's secret and the appointment's id rather than stored: a mail that waits days
 * in the outbox (a reminder) is kept with a slot for it and gets the token only as it is sent, so
 * no table ever holds a usable one.
 */
export const manageToken = (secret: string, appointmentId: number): string =>
  createHmac('sha256', secret).update(`appointment:${appointmentId}`).digest('base64url');

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * True when `token` opens the appointment: its derived token, or (booked before tokens were
 * derived) the random one whose hash is stored. Compared in constant time.
 */
export function tokenMatches(token: string, row: { id: number; tracking_token_hash: string }, secret: string): boolean {
  if (sameText(token, manageToken(secret, row.id))) return true;
  return row.tracking_token_hash !== '' && sameText(hashToken(token), row.tracking_token_hash);
}
