import webpush from 'web-push';
import { keptInDataDir } from '../config.ts';

export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** The origins pushes may go to (PUSH_ENDPOINTS), or null for any public https: origin. */
  endpoints: string[] | null;
}

/**
 * VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else a pair generated once into
 * DATA_DIR. On a shared database every server must sign alike (a subscription is bound to the
 * key it was made with), so there both are required, as JWT_SECRET is.
 */
function vapidKeysFrom(env: NodeJS.ProcessEnv, dataDir: string, shared: boolean) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) {
    if (Buffer.from(publicKey, 'base64url').length !== 65 || Buffer.from(privateKey, 'base64url').length !== 32)
      throw new Error('VAPID_PUBLIC_KEY must be a 65-byte and VAPID_PRIVATE_KEY a 32-byte base64url P-256 key');
    return { publicKey, privateKey };
  }
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  if (shared) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required with a PostgreSQL DATABASE_URL');
  const pair = keptInDataDir(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(pair) as { publicKey: string; privateKey: string };
}

/** PUSH_ENDPOINTS: comma-separated origins (a leading `*.` takes any host below a name); in production only https: ones. */
function endpointsFrom(env: NodeJS.ProcessEnv): string[] | null {
  const raw = env.PUSH_ENDPOINTS?.trim();
  if (!raw) return null;
  return raw.split(',').map((entry) => {
    const origin = entry.trim().replace(/\/+$/, '');
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin) && !/^https?:\/\/\[[0-9a-f:.]+\](:\d+)?$/i.test(origin))
      throw new Error(
        `PUSH_ENDPOINTS must list origins such as https://push.example or https://*.push.apple.com, got "${origin}"`,
      );
    if (!origin.startsWith('https:') && env.NODE_ENV === 'production')
      throw new Error(`PUSH_ENDPOINTS may name only https: origins in production, got "${origin}"`);
    return origin.includes('*') ? origin.toLowerCase() : new URL(origin).origin;
  });
}

/** The Web Push settings; the subject (a contact for push services) defaults to the shop's mail. */
export function pushConfigFrom(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  shared: boolean,
  shopEmail: string,
): PushConfig {
  const subject = env.VAPID_SUBJECT || `mailto:${shopEmail}`;
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  return { vapid: { ...vapidKeysFrom(env, dataDir, shared), subject }, endpoints: endpointsFrom(env) };
}
