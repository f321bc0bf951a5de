import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A car's link token, for the messages that bring it back (a maintenance reminder, a declined-work
 * follow-up): signed with the server's secret rather than stored, like the appointment's and the
 * waitlist entry's. It opens only what those messages offer: the car's basics for the wizard, the
 * customer's odometer reading, and the car's open recommendations.
 */
export const vehicleToken = (secret: string, vehicleId: number): string =>
  createHmac('sha256', secret).update(`vehicle:${vehicleId}`).digest('base64url');

export function vehicleTokenMatches(secret: string, vehicleId: number, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const want = Buffer.from(vehicleToken(secret, vehicleId));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}
