import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import type { User } from '@shop/shared/auth/auth.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sessionMinutes } from './session.ts';
import {
  consumeResetToken,
  endSessions,
  findUserByEmail,
  fullName,
  insertResetToken,
  insertUser,
  resetTokensSince,
  resetTokenUsable,
  retireResetTokens,
  updateUser,
  type UserRow,
} from './users.repository.ts';

const RESET_TOKEN_MINUTES = 60;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Compared against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;

export const toUser = (row: UserRow): User => ({ id: row.id, email: row.email, role: row.role, name: fullName(row) });

export async function login(deps: AppDeps, email: string, password: string) {
  const row = await findUserByEmail(deps.db, email);
  if (!row?.password_hash) {
    dummyHash ??= hashPassword('not-a-password', deps.config.scryptCost);
    await verifyPassword(password, await dummyHash);
    throw new AppError(401, 'unauthenticated', m.invalidCredentials);
  }
  if (!(await verifyPassword(password, row.password_hash)))
    throw new AppError(401, 'unauthenticated', m.invalidCredentials);
  const minutes = await sessionMinutes(row, deps.settings);
  const { token, expiresAt } = await deps.tokens.issue(row.id, row.token_version, minutes, deps.clock.now());
  return { token, expiresAt, user: toUser(row) };
}

/** Creates a customer account, or claims the ghost record that bookings made with that email. */
/** 403 while the registration flag is off: checked before any password is hashed, and again in the write. */
export async function assertRegistrationOpen(db: Knex, deps: Pick<AppDeps, 'flags'>): Promise<void> {
  const flag = (await deps.flags.list(db)).find((f) => f.name === 'registration');
  if (!flag?.enabled) throw new AppError(403, 'registration_disabled', m.registrationDisabled);
}

/** 400 for a reset token that cannot be used: checked before the new password is hashed. */
export async function assertResetTokenUsable(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<void> {
  if (!(await resetTokenUsable(deps.db, sha256(token), deps.clock.now())))
    throw new AppError(400, 'invalid_request', m.resetLinkInvalid);
}

export async function register(
  trx: Knex,
  deps: AppDeps,
  input: { firstName: string; lastName: string; email: string; phone: string },
  passwordHash: string,
): Promise<User> {
  await assertRegistrationOpen(trx, deps);
  const existing = await findUserByEmail(trx, input.email);
  if (existing?.password_hash) throw new AppError(409, 'user_exists', m.userAlreadyExists);
  const now = deps.clock.now();
  const fields = {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    password_hash: passwordHash,
    is_ghost: false,
  };
  if (existing) {
    await updateUser(trx, existing.id, fields, now);
    return toUser({ ...existing, ...fields });
  }
  return toUser(await insertUser(trx, { ...fields, email: input.email, role: 'user' }, now));
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
  if ((await resetTokensSince(trx, row.id, new Date(now.getTime() - 3_600_000))) >= RESET_MAILS_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await retireResetTokens(trx, row.id, now);
  await insertResetToken(trx, row.id, sha256(token), new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000), now);
  const mail = passwordResetMail(
    row.email,
    `${origin}/reset-password?token=${encodeURIComponent(token)}`,
    deps.config.shop,
  );
  await insertNotifications(trx, [{ kind: 'password_reset', mail, plannedAt: now }], now);
}

/** Sets a new password from a reset token, uses the token up and ends every session. */
export async function resetPassword(trx: Knex, deps: AppDeps, token: string, passwordHash: string): Promise<void> {
  const now = deps.clock.now();
  const userId = await consumeResetToken(trx, sha256(token), now);
  if (userId === null) throw new AppError(400, 'invalid_request', m.resetLinkInvalid);
  await retireResetTokens(trx, userId, now);
  await updateUser(trx, userId, { password_hash: passwordHash }, now, true);
}

/** Ends every session of the user (tokens carry the version). */
export async function logout(trx: Knex, userId: number): Promise<void> {
  await endSessions(trx, userId);
}
