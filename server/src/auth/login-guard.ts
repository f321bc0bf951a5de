import { authMessages as m } from '@shop/shared/auth/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { clearFailures, failuresOf, recordFailure } from './login-failures.repository.ts';

const WINDOW_MS = 15 * 60_000;
/** Failed password checks allowed per account from one address in the window. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;

/**
 * Password guessing, counted in the database (a restart clears nothing) and only for real failed
 * password checks: per (account, address), so nobody can lock an owner out from elsewhere, and
 * per address, against one address trying many accounts. A correct password from an address
 * without failures always signs in.
 */
export function loginGuard(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, email: string, address: string) {
  const pair = `account:${email}|address:${address}`;
  const alone = `address:${address}`;
  const since = () => new Date(deps.clock.now().getTime() - WINDOW_MS);
  return {
    async check(): Promise<void> {
      const counts = await failuresOf(deps.db, [pair, alone], since());
      if (
        (counts.get(pair) ?? 0) >= FAILURES_PER_ACCOUNT_AND_ADDRESS ||
        (counts.get(alone) ?? 0) >= deps.config.loginAttemptsPerWindow
      )
        throw new AppError(429, 'too_many_requests', m.tooManyLoginAttempts);
    },
    failed: () => recordFailure(deps.db, [pair, alone], deps.clock.now(), since()),
    succeeded: () => clearFailures(deps.db, pair),
  };
}
