import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { workQueue } from './work-queue.ts';

/** Every scrypt of the process, at most two at once. */
export const passwordWork = workQueue(2);

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  passwordWork.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

const KEY_LENGTH = 32;
const R = 8;
const P = 1;
/** 128 * N * r bytes are needed; Node's default maxmem is too small for N = 2^17. */
const maxmemFor = (n: number) => 256 * n * R + 1024 * 1024;

/** scrypt with a per-user salt, stored as scrypt$N$r$p$salt$hash. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: R, p: P, maxmem: maxmemFor(cost) });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison against a stored hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmemFor(N),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
