import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@shop/shared/push/push.schema';
import { withToken } from '@shop/shared/tracking/tracking-links';
import { apiRequest } from '@/lib/api-client.ts';
import { keyBytes } from './vapid-key.ts';

/** The server's calls for Web Push. Subscribing needs the network: these never go through the outbox. */

/** GET /api/push/key: the server's VAPID public key, as the bytes `pushManager.subscribe` takes. */
export async function fetchPublicKey(): Promise<Uint8Array<ArrayBuffer>> {
  return keyBytes((await apiRequest<{ publicKey: string }>('/api/push/key')).publicKey);
}

/** The key, fetched once the page offers the button, so a tap can subscribe without waiting. */
export const pushKeyQuery = queryOptions({
  queryKey: ['push-key'],
  queryFn: fetchPublicKey,
  staleTime: Infinity,
});

/** The body the server's push routes take, from a browser's subscription. */
export function subscriptionBody(s: PushSubscription): PushSubscriptionBody {
  const keys = s.toJSON().keys ?? {};
  return { endpoint: s.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

/** What one subscription on this device is for: one appointment's news, one waitlist entry's offers, or the staff's alerts. */
export type PushScope =
  | { kind: 'appointment'; id: number; token?: string }
  | { kind: 'waitlist'; id: number; token?: string }
  | { kind: 'staff' };

/** POST /api/appointments/{id}/push?t=, POST /api/waitlist/{id}/push?t= or POST /api/admin/push. */
export async function registerSubscription(scope: PushScope, s: PushSubscription): Promise<void> {
  const path =
    scope.kind === 'staff'
      ? '/api/admin/push'
      : withToken(`/api/${scope.kind === 'waitlist' ? 'waitlist' : 'appointments'}/${scope.id}/push`, scope.token);
  await apiRequest(path, { method: 'POST', body: { subscription: subscriptionBody(s) } });
}

/** DELETE /api/push?endpoint=: the server stops sending to this endpoint (for one scope, or at all). */
export async function unregisterEndpoint(endpoint: string, scope?: PushScope): Promise<void> {
  const only = !scope ? '' : scope.kind === 'staff' ? '&staff=true' : `&${scope.kind}=${scope.id}`;
  await apiRequest(`/api/push?endpoint=${encodeURIComponent(endpoint)}${only}`, { method: 'DELETE' });
}

/** POST /api/push/renew: what the old endpoint was sent goes to the new subscription. */
export async function renewSubscription(oldEndpoint: string, s: PushSubscription): Promise<void> {
  await apiRequest('/api/push/renew', { method: 'POST', body: { oldEndpoint, subscription: subscriptionBody(s) } });
}
