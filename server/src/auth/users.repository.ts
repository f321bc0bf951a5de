import type { Knex } from 'knex';
import { ADDS_UNREAD_ROW } from '../db/change-feed.ts';

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
  const at = now.toISOString();
  // One statement either way: on the email's conflict the existing row answers, unchanged.
  const [row] = (await db('users')
    .insert({ ...c, email: c.email.toLowerCase(), role: 'user', is_ghost: true, created_at: at, updated_at: at })
    .onConflict('email')
    .merge(['email'])
    .options({ [ADDS_UNREAD_ROW]: true })
    .returning(['id', 'is_ghost'])) as { id: number; is_ghost: number | boolean }[];
  return { id: row.id, is_ghost: Boolean(row.is_ghost) };
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
