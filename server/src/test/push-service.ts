import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** One push the stand-in received, decrypted and with its VAPID signature verified. */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The JWT's claims (aud, exp, sub) and the public key it was signed with. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);

/** RFC 8291: the payload of an aes128gcm body, for the device holding `ecdh` and `auth`. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2));
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, verified with the key it names. */
async function verifyVapid(header: string | undefined) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const point = Buffer.from(m[2]!, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const { payload } = await jwtVerify(m[1]!, await importJWK(jwk, 'ES256'));
  return { aud: String(payload.aud), exp: Number(payload.exp), sub: String(payload.sub), publicKey: m[2]! };
}

/**
 * A push service on 127.0.0.1 for tests and the bench: it hands out subscriptions as a browser
 * would (an endpoint and the keys to encrypt for), decrypts what it receives and checks the
 * signature. A device can be told to answer another status (410 gone, 429, 500).
 */
export async function startPushService(port = 0) {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const id = req.url?.split('/').pop() ?? '';
      const device = devices.get(id);
      if (!device) return res.writeHead(404).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = await verifyVapid(req.headers.authorization);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device.ecdh, device.auth).toString('utf8'));
        if (device.status === 201)
          received.push({
            device: id,
            payload,
            ttl: Number(req.headers.ttl),
            urgency: (req.headers.urgency as string) ?? null,
            topic: (req.headers.topic as string) ?? null,
            vapid,
          });
        res.writeHead(device.status).end();
      } catch (err) {
        problems.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Pushes the stand-in could not decrypt or verify. */
    problems,
    /** A new device's subscription, as PushSubscription.toJSON() gives it. */
    newDevice() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    /** From now on the device's pushes are answered with `status` (and not kept unless 201). */
    answer(id: string, status: number) {
      devices.get(id)!.status = status;
    },
    pushesTo: (id: string) => received.filter((p) => p.device === id),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
