import type { Knex } from 'knex';

/** What a single-use account link is for: a password reset, or confirming a registration's email. */
export type TokenPurpose = 'reset' | 'verify';

interface TokenRow {
  id: number;
  user_id: number;
  token_hash: string;
  purpose: TokenPurpose;
  payload: string | null;
  used_at: string | null;
  expires_at: string;
}

const tokens = (db: Knex) => db<TokenRow>('password_reset_tokens');

export async function insertToken(
  db: Knex,
  t: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; payload?: string },
  now: Date,
): Promise<void> {
  await tokens(db).insert({
    user_id: t.userId,
    purpose: t.purpose,
    token_hash: t.tokenHash,
    payload: t.payload ?? null,
    expires_at: t.expiresAt.toISOString(),
    created_at: now.toISOString(),
  } as never);
}

/** Retires every unused token of a user for one purpose (a newer one was made, or it was used). */
export async function retireTokens(db: Knex, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await tokens(db).where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: now.toISOString() });
}

/** How many tokens of one purpose were made for a user since an instant. */
export async function tokensSince(db: Knex, userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const [{ n }] = (await tokens(db)
    .where({ user_id: userId, purpose })
    .where('created_at', '>=', since.toISOString())
    .count({ n: '*' })) as { n: number }[];
  return Number(n);
}

const usable = (row: TokenRow | undefined, purpose: TokenPurpose, now: Date): row is TokenRow =>
  Boolean(row && row.purpose === purpose && !row.used_at && row.expires_at >= now.toISOString());

/** True while a token is unused, unexpired and for this purpose (read only: the write consumes it). */
export async function tokenUsable(db: Knex, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<boolean> {
  return usable(await tokens(db).where({ token_hash: tokenHash }).first(), purpose, now);
}

/** A usable token's user (with the email) and payload, or null; read only. */
export async function findUsableToken(
  db: Knex,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ userId: number; email: string; payload: string | null } | null> {
  const row = (await tokens(db)
    .join('users', 'users.id', 'password_reset_tokens.user_id')
    .where({ token_hash: tokenHash })
    .first('password_reset_tokens.*', 'users.email')) as (TokenRow & { email: string }) | undefined;
  return usable(row, purpose, now) ? { userId: row.user_id, email: row.email, payload: row.payload } : null;
}

/** Uses up a usable token and answers its user and payload, or null. */
export async function consumeToken(
  db: Knex,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ userId: number; payload: string | null } | null> {
  const row = await tokens(db).where({ token_hash: tokenHash }).first();
  if (!usable(row, purpose, now)) return null;
  await tokens(db).where({ id: row.id }).update({ used_at: now.toISOString() });
  return { userId: row.user_id, payload: row.payload };
}

/** The payload of a user's newest usable token of one purpose. */
export async function pendingPayload(
  db: Knex,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const row = await tokens(db)
    .where({ user_id: userId, purpose })
    .whereNull('used_at')
    .where('expires_at', '>=', now.toISOString())
    .orderBy('id', 'desc')
    .first();
  return row?.payload ?? null;
}
