import type { Knex } from 'knex';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  role: 'user' | 'admin';
  first_name: string;
  last_name: string;
  phone: string;
  is_ghost: number | boolean;
  token_version: number;
}

export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

export function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email: email.toLowerCase() }).first();
}

export function findUserById(db: Knex, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

/**
 * The customer record for an email: the existing one, or a new ghost (no password) that a
 * later registration with that email claims.
 */
export async function findOrCreateCustomer(
  db: Knex,
  c: { email: string; first_name: string; last_name: string; phone: string },
  now: Date,
): Promise<{ id: number; is_ghost: boolean }> {
  const existing = await findUserByEmail(db, c.email);
  if (existing) return { id: existing.id, is_ghost: Boolean(existing.is_ghost) };
  const at = now.toISOString();
  const [row] = await db('users')
    .insert({ ...c, email: c.email.toLowerCase(), role: 'user', is_ghost: true, created_at: at, updated_at: at })
    .returning('id');
  return { id: (row as { id: number }).id, is_ghost: true };
}

type UserFields = Partial<Pick<UserRow, 'first_name' | 'last_name' | 'phone' | 'password_hash' | 'role'>> & {
  is_ghost?: boolean;
};

/** Changes a user; `endSessions` moves the token version so every issued token stops working. */
export async function updateUser(
  db: Knex,
  id: number,
  fields: UserFields,
  now: Date,
  endSessions = false,
): Promise<void> {
  const q = db('users')
    .where({ id })
    .update({ ...fields, updated_at: now.toISOString() });
  if (endSessions) q.increment('token_version', 1);
  await q;
}

/** Ends every session of the user (tokens carry the version). */
export async function endSessions(db: Knex, id: number): Promise<void> {
  await db('users').where({ id }).increment('token_version', 1);
}

export async function insertUser(
  db: Knex,
  fields: UserFields & { email: string; role: UserRow['role'] },
  now: Date,
): Promise<UserRow> {
  const at = now.toISOString();
  const [row] = (await db('users')
    .insert({ ...fields, email: fields.email.toLowerCase(), created_at: at, updated_at: at })
    .returning('*')) as UserRow[];
  return row;
}

export async function insertResetToken(
  db: Knex,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db('password_reset_tokens').insert({
    user_id: userId,
    token_hash: tokenHash,
    expires_at: expiresAt.toISOString(),
    created_at: now.toISOString(),
  });
}

/** Retires every unused reset token of a user (a newer one was made, or the password was reset). */
export async function retireResetTokens(db: Knex, userId: number, now: Date): Promise<void> {
  await db('password_reset_tokens')
    .where({ user_id: userId })
    .whereNull('used_at')
    .update({ used_at: now.toISOString() });
}

/** How many reset tokens were made for a user since an instant. */
export async function resetTokensSince(db: Knex, userId: number, since: Date): Promise<number> {
  const [{ n }] = (await db('password_reset_tokens')
    .where({ user_id: userId })
    .where('created_at', '>=', since.toISOString())
    .count({ n: '*' })) as { n: number }[];
  return Number(n);
}

/** True while a reset token is unused and unexpired (read only: the write consumes it). */
export async function resetTokenUsable(db: Knex, tokenHash: string, now: Date): Promise<boolean> {
  const row = (await db('password_reset_tokens').where({ token_hash: tokenHash }).first()) as
    { used_at: string | null; expires_at: string } | undefined;
  return Boolean(row && !row.used_at && row.expires_at >= now.toISOString());
}

/** Uses up an unused, unexpired reset token and answers its user, or null. */
export async function consumeResetToken(db: Knex, tokenHash: string, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = (await db('password_reset_tokens').where({ token_hash: tokenHash }).first()) as
    { id: number; user_id: number; used_at: string | null; expires_at: string } | undefined;
  if (!row || row.used_at || row.expires_at < at) return null;
  await db('password_reset_tokens').where({ id: row.id }).update({ used_at: at });
  return row.user_id;
}
