import type { User } from '@shop/shared/auth/auth.schema';

const STORED_USER = 'user';

/**
 * The signed-in user as this device remembers it (so an offline start still knows who is signed
 * in). The outbox records it as the author of what is submitted.
 */
export function storedUser(): User | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORED_USER);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User | null): void {
  if (user) localStorage.setItem(STORED_USER, JSON.stringify(user));
  else localStorage.removeItem(STORED_USER);
}
