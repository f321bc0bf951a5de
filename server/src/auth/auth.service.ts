import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { authMessages as m } from '@shop/shared/auth/messages';
import type { User } from '@shop/shared/auth/auth.schema';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sessionMinutes } from './session.ts';
import { findUserByEmail, fullName, type UserRow } from './users.repository.ts';

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
  if (!(await verifyPassword(password, row.password_hash))) throw new AppError(401, 'unauthenticated', m.invalidCredentials);
  const minutes = await sessionMinutes(row, deps.settings);
  const { token, expiresAt } = await deps.tokens.issue(row.id, row.token_version, minutes, deps.clock.now());
  return { token, expiresAt, user: toUser(row) };
}

/** Creates a customer account, or claims the ghost record that bookings made with that email. */
export async function register(
  trx: Knex,
  deps: AppDeps,
  input: { firstName: string; lastName: string; email: string; phone: string },
  passwordHash: string,
): Promise<User> {
  const flag = (await deps.flags.list(trx)).find((f) => f.name === 'registration');
  if (!flag?.enabled) throw new AppError(403, 'registration_disabled', m.registrationDisabled);
  const existing = await findUserByEmail(trx, input.email);
  if (existing?.password_hash) throw new AppError(409, 'user_exists', m.userAlreadyExists);
  const at = deps.clock.now().toISOString();
  const fields = {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone,
    password_hash: passwordHash,
    is_ghost: false,
    updated_at: at,
  };
  if (existing) {
    await trx('users').where({ id: existing.id }).update(fields);
    return toUser({ ...existing, ...fields });
  }
  const [row] = await trx('users')
    .insert({ ...fields, email: input.email, role: 'user', created_at: at })
    .returning('*');
  return toUser(row as UserRow);
}

/** Mails a single-use, hashed, one-hour reset link for a real account; says nothing either way. */
export async function requestPasswordReset(trx: Knex, deps: AppDeps, email: string, origin: string) {
  const row = await findUserByEmail(trx, email);
  if (!row?.password_hash) return null;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await trx('password_reset_tokens').insert({
    user_id: row.id,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
    created_at: now.toISOString(),
  });
  return passwordResetMail(row.email, `${origin}/reset-password?token=${encodeURIComponent(token)}`, deps.config.shop);
}

/** Sets a new password from a reset token, uses the token up and ends every session. */
export async function resetPassword(trx: Knex, deps: AppDeps, token: string, passwordHash: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  const row = await trx('password_reset_tokens').where({ token_hash: sha256(token) }).first();
  if (!row || row.used_at || row.expires_at < now) throw new AppError(400, 'invalid_request', m.resetLinkInvalid);
  await trx('password_reset_tokens').where({ id: row.id }).update({ used_at: now });
  await trx('users')
    .where({ id: row.user_id })
    .update({ password_hash: passwordHash, updated_at: now })
    .increment('token_version', 1);
}

/** Ends every session of the user (tokens carry the version). */
export async function logout(trx: Knex, userId: number): Promise<void> {
  await trx('users').where({ id: userId }).increment('token_version', 1);
}
