import { SIGNED_IN_COOKIE, signedInUserId } from '@shop/shared/auth/signed-in-cookie';
import type { SessionHolder } from './outbox-owner.ts';

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}

/**
 * Whose session the browser holds now, from the session cookie's readable companion: the page
 * reads document.cookie; the service worker the Cookie Store API where there is one (Chromium),
 * and otherwise does not know, so it sends only guests' rows.
 */
export async function sessionHolder(): Promise<SessionHolder> {
  if (typeof document !== 'undefined') return signedInUserId(document.cookie);
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return 'unknown';
  try {
    const cookie = await store.get(SIGNED_IN_COOKIE);
    return cookie ? signedInUserId(`${SIGNED_IN_COOKIE}=${cookie.value}`) : null;
  } catch {
    return 'unknown';
  }
}
