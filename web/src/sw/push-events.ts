/// <reference lib="webworker" />
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
import { fetchPublicKey } from '@/features/push/api/push-api.ts';
import { moveTo } from '@/features/push/api/push-device.ts';
import { pushMemory } from '@/features/push/api/push-memory.ts';
import { openFromNotification, renewAfterChange, showPush, type SubscriptionChange } from './push.ts';

/** The shop's name from the last GET /api/shop the worker cached, else the default configuration's. */
async function shopName(): Promise<string> {
  try {
    const cached = await caches.match('/api/shop');
    const shop = (await cached?.json()) as { name?: unknown } | undefined;
    if (typeof shop?.name === 'string') return shop.name;
  } catch {
    // No cache or no JSON: the default below.
  }
  return defaultShopConfig.name;
}

/** Wires the push handlers (push.ts) to the worker's events. */
export function listenForPushes(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    event.waitUntil(showPush(event.data?.text() ?? null, { registration: sw.registration, shopName }));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openFromNotification(event.notification.data, { clients: sw.clients, origin: sw.location.origin }));
  });

  sw.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as ExtendableEvent & SubscriptionChange;
    change.waitUntil(
      renewAfterChange(change, {
        pushManager: sw.registration.pushManager,
        rememberedEndpoint: async () => (await pushMemory())?.endpoint ?? null,
        publicKey: fetchPublicKey,
        moveTo,
      }),
    );
  });
}
