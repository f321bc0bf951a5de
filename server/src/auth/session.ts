import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import { authMessages } from '@shop/shared/auth/messages';
import { SESSION_REFUSED_HEADER } from '@shop/shared/api/headers';
import { SIGNED_IN_COOKIE } from '@shop/shared/auth/signed-in-cookie';
import type { SettingsStore } from '../settings/settings.repository.ts';
import type { Clock } from '../clock.ts';
import type { ReadCache } from '../db/read-cache.ts';
import { AppError } from '../http/app-error.ts';
import '../http/request-context.ts';
import type { TokenService } from './tokens.ts';
import { findUserById, fullName, type UserRow } from './users.repository.ts';

export const SESSION_COOKIE = 'shop_session';
/** Customers stay signed in for a week; admins for the session-timeout setting. */
export const USER_SESSION_MINUTES = 7 * 24 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionDeps {
  db: Knex;
  /** Signed-in users' rows by id, kept while nothing is written. */
  accounts: ReadCache<UserRow | undefined>;
  tokens: TokenService;
  settings: SettingsStore;
  clock: Clock;
}

function readCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** A cookie-authenticated write must come from our own pages (CSRF). */
function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  if (origin) return origin === `${req.protocol}://${req.get('host')}`;
  return req.get('sec-fetch-site') === 'same-origin';
}

export async function sessionMinutes(
  user: Pick<UserRow, 'role'>,
  settings: SettingsStore,
  trx?: Knex,
): Promise<number> {
  return user.role === 'admin' ? (await settings.get(trx)).security.sessionTimeoutMinutes : USER_SESSION_MINUTES;
}

/**
 * The HttpOnly session cookie and its readable companion (the user id, see signed-in-cookie.ts), set
 * with the same lifetime: a browser that drops one drops the other.
 */
export function setSessionCookie(
  req: Request,
  res: Response,
  session: { token: string; userId: number },
  maxAgeMs: number | null,
): void {
  const options = {
    sameSite: 'strict',
    secure: req.secure,
    path: '/',
    ...(maxAgeMs === null ? {} : { maxAge: maxAgeMs }),
  } as const;
  res.cookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  res.cookie(SIGNED_IN_COOKIE, String(session.userId), { ...options, httpOnly: false });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
  res.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'strict', secure: req.secure, path: '/' });
}

/**
 * Decides who the caller is from a bearer token or the session cookie. Role and token version
 * come from the database, kept in memory only until the next write (or 2 s: a CLI's writes), so
 * logout and role changes take effect at once.
 * An admin's cookie is renewed past half its life, which makes the timeout one of inactivity.
 */
export function authenticate(deps: SessionDeps): RequestHandler {
  return async (req, res, next) => {
    req.user = null;
    const bearer = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null;
    const cookie = bearer ? null : readCookie(req, SESSION_COOKIE);
    const token = bearer ?? cookie;
    if (!token) return next();
    if (cookie && !SAFE_METHODS.has(req.method) && !sameOrigin(req)) return next();
    const now = deps.clock.now();
    // A page whose session cookie is refused learns it on any answer, even one that needs no session
    // (a tracking page answers 404, not 401): it then clears what that session showed.
    const refused = () => {
      if (cookie) res.setHeader(SESSION_REFUSED_HEADER, '1');
      next();
    };
    const claims = await deps.tokens.verify(token, now);
    if (!claims) return refused();
    const row = await deps.accounts.read(String(claims.userId), () => findUserById(deps.db, claims.userId));
    if (!row || row.token_version !== claims.tokenVersion || !row.password_hash) return refused();
    req.user = { id: row.id, email: row.email, role: row.role, name: fullName(row), tokenVersion: row.token_version };
    const lifetime = claims.expiresAt - claims.issuedAt;
    if (cookie && now.getTime() / 1000 - claims.issuedAt > lifetime / 2) {
      const minutes = await sessionMinutes(row, deps.settings);
      const fresh = await deps.tokens.issue(row.id, row.token_version, minutes, now);
      setSessionCookie(req, res, { token: fresh.token, userId: row.id }, null);
    }
    next();
  };
}

export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) throw new AppError(401, 'unauthenticated', authMessages.unauthenticated);
  next();
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) throw new AppError(401, 'unauthenticated', authMessages.unauthenticated);
  if (req.user.role !== 'admin') throw new AppError(403, 'forbidden', authMessages.forbidden);
  next();
}
