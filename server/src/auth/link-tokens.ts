import { createHash, randomBytes } from 'node:crypto';

/** Only a hash of a mailed link's token is stored: a database read does not hand out working links. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token for a mailed link, and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
