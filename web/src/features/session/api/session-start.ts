import type { User } from '@shop/shared/auth/auth.schema';
import { signedInUserId } from '@shop/shared/auth/signed-in-cookie';
import { storedUser } from './stored-user.ts';

/**
 * Who the app starts for. The stored user counts only while the browser still holds that person's
 * session (its readable companion cookie): a closed browser drops a session cookie, a sign-in
 * elsewhere in this browser replaces it. Otherwise that person's session is over (`ended`).
 */
export function sessionAtStart(stored: User | null, cookies: string): { user: User | null; ended: User | null } {
  if (!stored) return { user: null, ended: null };
  return signedInUserId(cookies) === stored.id ? { user: stored, ended: null } : { user: null, ended: stored };
}

/** Who the app starts for in this browser: its stored user and its cookies (none outside a page). */
export const browserSessionAtStart = (): ReturnType<typeof sessionAtStart> =>
  sessionAtStart(storedUser(), typeof document === 'undefined' ? '' : document.cookie);
