import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginInput, LoginResponse, User } from '@shop/shared/auth/auth.schema';
import { ApiError, apiRequest, isNetworkError } from '@/lib/api-client.ts';
import { clearQueryCache } from '@/lib/query-client.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

const STORED_USER = 'user';

interface Session {
  user: User | null;
  /** True while the stored session is being checked with the server. */
  restoring: boolean;
  login(input: LoginInput): Promise<User>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function storedUser(): User | null {
  try {
    const raw = localStorage.getItem(STORED_USER);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

/** Asks the browser not to evict our storage (the outbox and cache) once someone signs in. */
function persistStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}

/**
 * The signed-in user. The token lives in an HttpOnly cookie the page cannot read; the user is
 * also kept in localStorage so an offline start still knows who is signed in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(storedUser);
  // A visitor with no stored user has no session to restore (and gets no 401 in the console).
  const [restoring, setRestoring] = useState(() => storedUser() !== null);

  const remember = useCallback((u: User | null) => {
    setUser(u);
    if (u) localStorage.setItem(STORED_USER, JSON.stringify(u));
    else localStorage.removeItem(STORED_USER);
  }, []);

  useEffect(() => {
    if (!storedUser()) return;
    let live = true;
    apiRequest<{ user: User }>('/api/users/me')
      .then((body) => live && remember(body.user))
      .catch((err: unknown) => {
        // Offline: keep the stored user; the server decides again when the network returns.
        if (live && !isNetworkError(err)) remember(null);
      })
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, [remember]);

  const login = useCallback(
    async (input: LoginInput) => {
      const body = await apiRequest<LoginResponse>('/api/users/login', { method: 'POST', body: input });
      remember(body.user);
      persistStorage();
      // Submissions paused by an expired session can go again (loaded on demand: not in the app shell).
      await (await import('@/features/offline/api/outbox-drain.ts')).resumePaused();
      return body.user;
    },
    [remember],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest('/api/users/logout', { method: 'POST' });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
    remember(null);
    await clearQueryCache();
  }, [remember]);

  // A prerendered page was rendered for a visitor not signed in: the stored user shows after hydration.
  const hydrated = useHydrated();
  const value = useMemo(
    () => ({ user: hydrated ? user : null, restoring: hydrated && restoring, login, logout }),
    [hydrated, user, restoring, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession needs SessionProvider');
  return s;
}
