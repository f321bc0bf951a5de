import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import { shopDateOf } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { countRequest, requestCounts } from '../requests/requests.repository.ts';

type LimitDeps = Pick<AppDeps, 'config' | 'clock'>;

const subjectOf = (address: string) => `account-mail:address:${address}`;
const dayOf = (deps: LimitDeps) => shopDateOf(deps.clock.now(), deps.config.shop.timeZone);

/**
 * 429 once a client address has made ACCOUNT_MAILS_PER_CLIENT_PER_DAY registrations and reset
 * requests this shop day. Every one counts, whether a mail went out or not (an unknown email, a
 * finished account, the hourly cap per email), so the refusal is about the client alone and says
 * nothing about any email. Read-only: also checked before a password is hashed.
 */
export async function assertAccountMailAllowed(db: Knex, deps: LimitDeps, address: string): Promise<void> {
  const [count = 0] = await requestCounts(db, dayOf(deps), [subjectOf(address)]);
  const limit = deps.config.accountMailsPerClientPerDay;
  if (count >= limit) throw new AppError(429, 'too_many_requests', m.tooManyAccountMails(deps.config.shop.phone));
}

/** Checks and counts one more in the write's transaction (a refused or failed write counts nothing). */
export async function countAccountMail(trx: Knex, deps: LimitDeps, address: string): Promise<void> {
  await assertAccountMailAllowed(trx, deps, address);
  await countRequest(trx, dayOf(deps), subjectOf(address));
}
