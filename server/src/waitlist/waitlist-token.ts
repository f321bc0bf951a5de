import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An entry's link token: signed with the server's secret rather than stored, so the offer mail
 * can carry it long after the join answered it, and no table holds a usable token.
 */
export const waitlistToken = (secret: string, id: number): string =>
  createHmac('sha256', secret).update(`waitlist:${id}`).digest('base64url');

export function waitlistTokenMatches(secret: string, id: number, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const want = Buffer.from(waitlistToken(secret, id));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The page an entry's holder opens: its offer, countdown and Take it. */
export const waitlistPagePath = (id: number, token: string) => `/waitlist/${id}?t=${encodeURIComponent(token)}`;
