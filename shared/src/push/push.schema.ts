import { z } from '../zod.ts';

/** base64url without padding, as PushSubscription.toJSON() gives keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: where to send, and the
 * keys to encrypt for. `p256dh` must be a 65-byte P-256 point and `auth` at least 16 bytes.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be an http(s) URL' }).max(1000),
  keys: z.object({
    p256dh: base64url.max(100).refine((k) => decodedLength(k) === 65, 'p256dh must be a 65-byte P-256 key'),
    auth: base64url.max(64).refine((k) => decodedLength(k) >= 16, 'auth must be at least 16 bytes'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/appointments/{id}/push and POST /api/admin/push. */
export const subscribeBodySchema = z.object({ subscription: pushSubscriptionSchema });
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** GET /api/push/key. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives and shows: `tag` lets a newer message of one kind replace the older. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Payloads stay under this many bytes of JSON (push services take 4096 with the encryption's overhead). */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;

/** How many bytes an unpadded base64url text decodes to (-1 when no text of that length is valid). */
function decodedLength(b64url: string): number {
  return b64url.length % 4 === 1 ? -1 : Math.floor((b64url.length * 3) / 4);
}
