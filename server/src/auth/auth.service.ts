import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import type { User } from '@shop/shared/auth/auth.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { consumeToken, insertToken, retireTokens, tokensSince, tokenUsable } from './account-tokens.repository.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { pendingRegistrationHash } from './registration.ts';
import { sessionMinutes } from './session.ts';
import { endSessions, findUserByEmail, fullName, updateUser, type UserRow } from './users.repository.ts';

const RESET_TOKEN_MINUTES = 60;
/** Compared against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;

export const toUser = (row: UserRow): User => ({ id: row.id, email: row.email, role: row.role, name: fullName(row) });

/**
 * Signs in with email and password. A registration still waiting for its email to be confirmed
 * gets 403 with what to do, but only for its own password: one password check either way.
 */
export async function login(deps: AppDeps, email: string, password: string) {
  const row = await findUserByEmail(deps.db, email);
  if (!row?.password_hash) {
    const pending = row ? await pendingRegistrationHash(deps.db, row.id, deps.clock.now()) : null;
    dummyHash ??= hashPassword('not-a-password', deps.config.scryptCost);
    if ((await verifyPassword(password, pending ?? (await dummyHash))) && pending)
      throw new AppError(403, 'email_unconfirmed', m.confirmEmailFirst(row!.email));
    throw new AppError(401, 'unauthenticated', m.invalidCredentials);
  }
  if (!(await verifyPassword(password, row.password_hash)))
    throw new AppError(401, 'unauthenticated', m.invalidCredentials);
  const minutes = await sessionMinutes(row, deps.settings);
  const { token, expiresAt } = await deps.tokens.issue(row.id, row.token_version, minutes, deps.clock.now());
  return { token, expiresAt, user: toUser(row) };
}

/** 400 for a reset token that cannot be used: checked before the new password is hashed. */
export async function assertResetTokenUsable(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<void> {
  if (!(await tokenUsable(deps.db, hashLinkToken(token), 'reset', deps.clock.now())))
    throw new AppError(400, 'invalid_request', m.resetLinkInvalid);
}

/** Reset mails per account per hour; more requests get the same answer and no mail. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Queues a single-use, hashed, one-hour reset link for a real account, retiring any older one;
 * says nothing either way, and sends at most three an hour.
 */
export async function requestPasswordReset(trx: Knex, deps: AppDeps, email: string, origin: string): Promise<void> {
  const row = await findUserByEmail(trx, email);
  if (!row?.password_hash) return;
  const now = deps.clock.now();
  if ((await tokensSince(trx, row.id, 'reset', new Date(now.getTime() - 3_600_000))) >= RESET_MAILS_PER_HOUR) return;
  const { token, hash } = newLinkToken();
  await retireTokens(trx, row.id, 'reset', now);
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  await insertToken(trx, { userId: row.id, purpose: 'reset', tokenHash: hash, expiresAt }, now);
  const mail = passwordResetMail(
    row.email,
    `${origin}/reset-password?token=${encodeURIComponent(token)}`,
    deps.config.shop,
  );
  await planNotice(trx, deps, { kind: 'password_reset', to: { email: mail.to, phone: null }, mail, plannedAt: now });
}

/** Sets a new password from a reset token, uses the token up and ends every session. */
export async function resetPassword(trx: Knex, deps: AppDeps, token: string, passwordHash: string): Promise<void> {
  const now = deps.clock.now();
  const used = await consumeToken(trx, hashLinkToken(token), 'reset', now);
  if (used === null) throw new AppError(400, 'invalid_request', m.resetLinkInvalid);
  await retireTokens(trx, used.userId, 'reset', now);
  await updateUser(trx, used.userId, { password_hash: passwordHash }, now, true);
}

/** Ends every session of the user (tokens carry the version). */
export async function logout(trx: Knex, userId: number): Promise<void> {
  await endSessions(trx, userId);
}
