import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginInput, LoginResponse, User } from '@shop/shared/auth/auth.schema';
import { ApiError, apiRequest, isNetworkError, onUnauthorized } from '@/lib/api-client.ts';
import { setQueryUser } from '@/lib/query-client.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { browserSessionAtStart, type sessionAtStart } from './session-start.ts';
import { storedUser, storeUser } from './stored-user.ts';

interface Session {
  user: User | null;
  /** True while the stored session is being checked with the server. */
  restoring: boolean;
  login(input: LoginInput): Promise<User>;
  /**
   * Ends the session on the server (or, offline, once the network returns) and on this device.
   * `discard`: the person's unsent changes are dropped instead of waiting for their next sign-in.
   */
  logout(o?: { discard?: boolean }): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Asks the browser not to evict our storage (the outbox and cache) once someone signs in. */
function persistStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}

/** The outbox's part in a session's start and end (loaded on demand: not in the app shell). */
const outbox = () => import('@/features/offline/api/outbox-session.ts');

const NOTHING_TO_CLEAR = async () => undefined;

/**
 * The session's checks: at start, whether the browser still holds it and the server still takes
 * it; afterwards, any 401 (timed out, signed out on another device). Each one that fails ends it.
 */
function useSessionChecks(
  start: ReturnType<typeof sessionAtStart>,
  current: { current: User | null },
  remember: (u: User | null) => void,
  ended: (u: User) => Promise<void>,
  onEnd: (u: User) => Promise<void>,
  setRestoring: (restoring: boolean) => void,
): void {
  useEffect(() => {
    // The browser dropped the stored user's session (closed) or holds someone else's.
    if (start.ended) {
      storeUser(null);
      void onEnd(start.ended);
    }
    if (!start.user) return;
    const u = start.user;
    let live = true;
    apiRequest<{ user: User }>('/api/users/me')
      .then((body) => live && remember(body.user))
      .catch((err: unknown) => {
        // Offline: keep the stored user; the server decides again when the network returns.
        if (live && !isNetworkError(err)) void ended(u);
      })
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, [start, remember, ended, onEnd, setRestoring]);

  // A 401 ends the session (timed out, signed out on another device): clear it here too.
  useEffect(
    () =>
      onUnauthorized((status, userId) => {
        const u = current.current;
        if (status === 401 && u && (userId === undefined || userId === u.id)) void ended(u);
      }),
    [ended],
  );
}

/**
 * The signed-in user. The token lives in an HttpOnly cookie the page cannot read; the user is
 * also kept in localStorage so an offline start still knows who is signed in. `onEnd` clears what
 * a person's session showed, at every end of it: the Logout button, a 401, another person signing
 * in, and a start whose session the server refuses or the browser dropped.
 */
export function SessionProvider({
  children,
  onEnd = NOTHING_TO_CLEAR,
}: {
  children: ReactNode;
  onEnd?: (user: User) => Promise<void>;
}) {
  const [start] = useState(browserSessionAtStart);
  const [user, setUser] = useState<User | null>(() => {
    setQueryUser(start.user?.id ?? null);
    return start.user;
  });
  // A visitor with no stored user has no session to restore (and gets no 401 in the console).
  const [restoring, setRestoring] = useState(start.user !== null);
  const current = useRef(user);

  const remember = useCallback((u: User | null) => {
    current.current = u;
    setQueryUser(u?.id ?? null);
    setUser(u);
    storeUser(u);
  }, []);

  /** That person's session is over on this device: nothing of theirs shows any more. */
  const ended = useCallback(
    async (u: User) => {
      if (current.current?.id === u.id) remember(null);
      await onEnd(u);
    },
    [remember, onEnd],
  );

  useSessionChecks(start, current, remember, ended, onEnd, setRestoring);

  const login = useCallback(
    async (input: LoginInput) => {
      const before = current.current ?? storedUser();
      const body = await apiRequest<LoginResponse>('/api/users/login', {
        method: 'POST',
        body: input,
        checksPassword: true,
      });
      if (before && before.id !== body.user.id) await ended(before);
      remember(body.user);
      persistStorage();
      await (await outbox()).afterSignIn(body.user.id);
      // Their own changes waiting on this device go now, in order.
      void import('@/features/offline/components/outbox-sync.tsx').then((m) => m.sendNow());
      return body.user;
    },
    [remember, ended],
  );

  const logout = useCallback(
    async ({ discard = false }: { discard?: boolean } = {}) => {
      const u = current.current;
      if (!u) return;
      const box = await outbox();
      if (discard) await box.discardUnsentOf(u.id);
      try {
        await apiRequest('/api/users/logout', { method: 'POST' });
      } catch (err) {
        if (isNetworkError(err)) await box.queueSignOut(u);
        else if (!(err instanceof ApiError)) throw err;
      }
      await ended(u);
    },
    [ended],
  );

  // A prerendered page was rendered for a visitor not signed in: the stored user shows after hydration.
  const hydrated = useHydrated();
  const value = useMemo(
    () => ({ user: hydrated ? user : null, restoring: hydrated && restoring, login, logout }),
    [hydrated, user, restoring, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Who is signed in, or null; also null where no SessionProvider is mounted (a page rendered on its
 * own, as the build's prerender does), so a widget that only adds to a signed-in page may ask.
 */
export function useSignedInUser(): User | null {
  return useContext(SessionContext)?.user ?? null;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession needs SessionProvider');
  return s;
}
