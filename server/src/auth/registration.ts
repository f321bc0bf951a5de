import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { confirmEmailMail } from '../mail/mail-templates.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import { consumeToken, insertToken, pendingPayload, retireTokens, tokensSince } from './account-tokens.repository.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';
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
 * Registers an email: nothing changes on the account until the mailed link is opened, so nobody
 * can read a guest's bookings by registering the guest's email. A new email gets a customer record
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
  await retireTokens(trx, user.id, 'verify', now);
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
  const mail = confirmEmailMail(
    user.email,
    `${origin}/confirm-email?token=${encodeURIComponent(token)}`,
    deps.config.shop,
  );
  await insertNotifications(trx, [{ kind: 'email_confirmation', mail, plannedAt: now }], now);
}

/** The password hash of a registration waiting for its email to be confirmed, or null. */
export async function pendingRegistrationHash(db: Knex, userId: number, now: Date): Promise<string | null> {
  const payload = await pendingPayload(db, userId, 'verify', now);
  return payload === null ? null : (JSON.parse(payload) as { passwordHash: string }).passwordHash;
}

/**
 * Opens a confirmation link: the registration's password is set and the guest's records become
 * the account's. Single use; any other waiting link is retired and earlier sessions end.
 */
export async function confirmEmail(trx: Knex, deps: AppDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  const used = await consumeToken(trx, hashLinkToken(token), 'verify', now);
  if (used === null) throw new AppError(400, 'invalid_request', m.confirmLinkInvalid);
  const { passwordHash } = JSON.parse(used.payload ?? '{}') as { passwordHash: string };
  await retireTokens(trx, used.userId, 'verify', now);
  await updateUser(trx, used.userId, { password_hash: passwordHash, is_ghost: false }, now, true);
}
