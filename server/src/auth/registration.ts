import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { confirmEmailMail } from '../mail/mail-templates.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import {
  consumeToken,
  findUsableToken,
  insertToken,
  pendingPayload,
  retireTokens,
  tokensSince,
} from './account-tokens.repository.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';
import { loginGuard } from './login-guard.ts';
import { verifyPassword } from './passwords.ts';
import { findUserByEmail, insertUser, updateUser } from './users.repository.ts';

const CONFIRM_LINK_HOURS = 24;
/** Confirmation mails per email per hour; more registrations get the same answer and no mail. */
export const CONFIRM_MAILS_PER_HOUR = 3;

/** 403 while the registration flag is off: checked before any password is hashed, and again in the write. */
export async function assertRegistrationOpen(db: Knex, deps: Pick<AppDeps, 'flags'>): Promise<void> {
  const flag = (await deps.flags.list(db)).find((f) => f.name === 'registration');
  if (!flag?.enabled) throw new AppError(403, 'registration_disabled', m.registrationDisabled);
}

/**
 * Registers an email: nothing changes on the account until the mailed link is opened with this
 * registration's password, so nobody can read a guest's bookings by registering the guest's email,
 * nor take over a registration by registering the same email again: each link confirms only its
 * own registration, and a newer one leaves older links working. A new email gets a customer record
 * without a password (like a guest's); an existing guest's name and phone are never overwritten.
 * The answer is the same for a new email and a guest's; only a finished account gets 409.
 */
export async function register(
  trx: Knex,
  deps: AppDeps,
  input: { firstName: string; lastName: string; email: string; phone: string },
  passwordHash: string,
  origin: string,
): Promise<void> {
  await assertRegistrationOpen(trx, deps);
  const existing = await findUserByEmail(trx, input.email);
  if (existing?.password_hash) throw new AppError(409, 'user_exists', m.userAlreadyExists);
  const now = deps.clock.now();
  const contact = { first_name: input.firstName, last_name: input.lastName, phone: input.phone };
  const user =
    existing ?? (await insertUser(trx, { ...contact, email: input.email, role: 'user', is_ghost: true }, now));
  const hourAgo = new Date(now.getTime() - 3_600_000);
  if ((await tokensSince(trx, user.id, 'verify', hourAgo)) >= CONFIRM_MAILS_PER_HOUR) return;
  const { token, hash } = newLinkToken();
  await insertToken(
    trx,
    {
      userId: user.id,
      purpose: 'verify',
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
      payload: JSON.stringify({ passwordHash }),
    },
    now,
  );
  const mail = confirmEmailMail(user.email, `${origin}/confirm-email?token=${encodeURIComponent(token)}`, {
    shop: deps.config.shop,
    askedAt: now,
  });
  await planNotice(trx, deps, {
    kind: 'email_confirmation',
    to: { email: mail.to, phone: null },
    mail,
    plannedAt: now,
  });
}

/** The password hash of the newest registration waiting for its email to be confirmed, or null. */
export async function pendingRegistrationHash(db: Knex, userId: number, now: Date): Promise<string | null> {
  const payload = await pendingPayload(db, userId, 'verify', now);
  return payload === null ? null : (JSON.parse(payload) as { passwordHash: string }).passwordHash;
}

/**
 * Before a confirmation (and before the transaction: the check hashes): the link must be usable
 * (400) and `password` the one its registration was made with (400, counted as a wrong password by
 * the sign-in guard for that email and address, which answers 429 once there are too many).
 */
export async function assertRegistrationPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { token: string; password: string },
  address: string,
): Promise<void> {
  const pending = await findUsableToken(deps.db, hashLinkToken(input.token), 'verify', deps.clock.now());
  if (pending === null) throw new AppError(400, 'invalid_request', m.confirmLinkInvalid);
  const guard = loginGuard(deps, pending.email, address);
  await guard.check();
  const { passwordHash } = JSON.parse(pending.payload ?? '{}') as { passwordHash: string };
  if (!(await verifyPassword(input.password, passwordHash))) {
    await guard.failed();
    throw new AppError(400, 'invalid_request', m.confirmPasswordWrong);
  }
}

/**
 * Opens a confirmation link whose password was checked (assertRegistrationPassword): that
 * registration's password is set and the guest's records become the account's. Single use; every
 * other waiting link is retired and earlier sessions end.
 */
export async function confirmEmail(trx: Knex, deps: AppDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  const used = await consumeToken(trx, hashLinkToken(token), 'verify', now);
  if (used === null) throw new AppError(400, 'invalid_request', m.confirmLinkInvalid);
  const { passwordHash } = JSON.parse(used.payload ?? '{}') as { passwordHash: string };
  await retireTokens(trx, used.userId, 'verify', now);
  await updateUser(trx, used.userId, { password_hash: passwordHash, is_ghost: false }, now, true);
}
