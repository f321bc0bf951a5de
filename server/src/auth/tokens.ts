import { errors, jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';

const ISSUER = 'auto-shop';
const AUDIENCE = 'auto-shop-web';
/** Verified tokens remembered at most (then forgotten all at once). */
const MAX_REMEMBERED = 10_000;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  issuedAt: number;
  expiresAt: number;
}

export class TokenService {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify.
  private readonly key: Promise<webcrypto.CryptoKey>;
  private readonly verified = new Map<string, TokenClaims>();

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  /** An HS256 token for a user, valid for the given minutes. */
  async issue(
    userId: number,
    tokenVersion: number,
    lifetimeMinutes: number,
    now: Date,
  ): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + lifetimeMinutes * 60;
    const token = await new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * The claims of a valid token, or null: HS256 only, exp required, issuer and audience checked.
   * A token that passed is remembered by its exact text until it expires: the signature check runs
   * in WebCrypto's thread pool and took most of a signed-in request's time.
   */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    const kept = this.verified.get(token);
    if (kept) return kept.expiresAt > Math.floor(now.getTime() / 1000) ? kept : null;
    const claims = await this.check(token, now);
    if (claims) {
      if (this.verified.size >= MAX_REMEMBERED) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async check(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.ver !== 'number') return null;
      return { userId, tokenVersion: payload.ver, issuedAt: payload.iat!, expiresAt: payload.exp! };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
