import { createHmac, timingSafeEqual } from 'node:crypto';

/** A car as its link names it: the car and the owner the link was made for. */
export interface CarLink {
  id: number;
  customer_id: number;
}

/**
 * A car's link token, for the messages that bring it back (a maintenance reminder, a declined-work
 * follow-up): signed with the server's secret rather than stored, like the appointment's and the
 * waitlist entry's. It is made for the car and its owner of the day: once the car is transferred, an
 * old link of the former owner opens nothing (not the new owner's contact, readings or lines). It
 * opens only what those messages offer: the car's basics for the wizard, the customer's odometer
 * reading, and the car's open recommendations.
 */
export const vehicleToken = (secret: string, car: CarLink): string =>
  createHmac('sha256', secret).update(`vehicle:${car.id}:${car.customer_id}`).digest('base64url');

export function vehicleTokenMatches(secret: string, car: CarLink, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const want = Buffer.from(vehicleToken(secret, car));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}
