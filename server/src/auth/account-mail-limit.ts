import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { assertDailyQuotaLeft, takeDailyQuota, type DailyQuota } from '../http/daily-quota.ts';

type LimitDeps = Pick<AppDeps, 'config' | 'shopClock'>;

/**
 * ACCOUNT_MAILS_PER_CLIENT_PER_DAY registrations and reset requests per client address and shop
 * day. Every one counts, whether a mail went out or not (an unknown email, a finished account,
 * the hourly cap per email), so the refusal is about the client alone and says nothing about any
 * email.
 */
const accountMails = (deps: LimitDeps, address: string): DailyQuota => ({
  subjects: [`account-mail:address:${address}`],
  limit: deps.config.accountMailsPerClientPerDay,
  refusal: () => new AppError(429, 'too_many_requests', m.tooManyAccountMails(deps.config.shop.phone)),
});

/** 429 once the client has used its day's account mails; counts nothing (checked before a password is hashed). */
export async function assertAccountMailAllowed(db: Knex, deps: LimitDeps, address: string): Promise<void> {
  await assertDailyQuotaLeft(db, deps, accountMails(deps, address));
}

/** Checks and counts one more in the write's transaction (a refused or failed write counts nothing). */
export async function countAccountMail(trx: Knex, deps: LimitDeps, address: string): Promise<void> {
  await takeDailyQuota(trx, deps, accountMails(deps, address));
}
