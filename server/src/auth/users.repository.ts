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

/** Splits a full name on the first space. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim();
  const i = trimmed.indexOf(' ');
  return i < 0 ? { first_name: trimmed, last_name: '' } : { first_name: trimmed.slice(0, i), last_name: trimmed.slice(i + 1).trim() };
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
