/// <reference lib="webworker" />
import { pushMessages as m } from '@shop/shared/push/messages';
import { pushPayloadSchema, type PushPayload } from '@shop/shared/push/push.schema';

/** The manifest's icon, and a white-on-transparent glyph for Android's status bar. */
export const NOTIFICATION_ICON = '/pwa-192x192.png';
export const NOTIFICATION_BADGE = '/badge-96x96.png';

/** The tag of a push whose message could not be read: one such notice replaces the last. */
export const GENERIC_TAG = 'news';

/** Reads a push's message, or null when it does not parse. */
function payloadOf(text: string | null): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(JSON.parse(text ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON.
  }
  return null;
}

export interface ShowDeps {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  /** The shop's name, for a push whose message could not be read. */
  shopName: () => Promise<string>;
}

/**
 * Shows one push. The returned promise settles only once the notification is shown: the push
 * event waits on it, or the browser counts a silent push.
 */
export async function showPush(text: string | null, deps: ShowDeps): Promise<void> {
  // One that does not parse still shows, under the shop's name (iOS ends a subscription after three silent pushes).
  const p = payloadOf(text) ?? { title: await deps.shopName(), body: m.genericBody, url: '/', tag: GENERIC_TAG };
  // renotify: a newer message under the same tag (the car is ready) alerts again, not silently.
  const options: NotificationOptions & { renotify: boolean } = {
    body: p.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    tag: p.tag,
    renotify: true,
    data: { url: p.url },
  };
  await deps.registration.showNotification(p.title, options);
}

/** A notification's link as a URL of this app; any other origin (or no link) opens the home page. */
export function sameOriginTarget(url: unknown, origin: string): string {
  try {
    const u = new URL(typeof url === 'string' ? url : '/', origin);
    if (u.origin === origin) return u.href;
  } catch {
    // Not a URL: the home page.
  }
  return new URL('/', origin).href;
}

export interface ClickDeps {
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  origin: string;
}

/**
 * A tap on a notification: an open window of this app comes to the front and goes to the link
 * (one already there just comes forward); with none open, a new one opens on it.
 */
export async function openFromNotification(data: unknown, deps: ClickDeps): Promise<void> {
  const target = sameOriginTarget((data as { url?: unknown } | null)?.url, deps.origin);
  const windows = await deps.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = (windows as readonly WindowClient[]).filter((w) => new URL(w.url).origin === deps.origin);
  const win = ours.find((w) => w.url === target) ?? ours.find((w) => w.focused) ?? ours[0];
  if (!win) {
    await deps.clients.openWindow(target);
    return;
  }
  const shown = await win.focus();
  if (shown.url === target) return;
  try {
    await shown.navigate(target);
  } catch {
    // A window this worker does not control cannot be navigated: open the link beside it.
    await deps.clients.openWindow(target);
  }
}

/** What a pushsubscriptionchange event carries (Firefox before 137 gives neither subscription). */
export interface SubscriptionChange {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}

export interface RenewDeps {
  pushManager: Pick<PushManager, 'subscribe'>;
  /** The endpoint this device last registered with the server, if any. */
  rememberedEndpoint: () => Promise<string | null>;
  /** The server's VAPID public key. */
  publicKey: () => Promise<Uint8Array<ArrayBuffer>>;
  /** Tells the server to send to the new subscription what it sent to the old endpoint, and remembers it. */
  moveTo: (oldEndpoint: string, subscription: PushSubscription) => Promise<unknown>;
}

/**
 * The push service replaced or dropped this device's subscription: subscribe again with the same
 * key and move what the old endpoint was sent to the new one. Nothing to do for a device that
 * never turned notifications on.
 */
export async function renewAfterChange(change: SubscriptionChange, deps: RenewDeps): Promise<void> {
  const oldEndpoint = change.oldSubscription?.endpoint ?? (await deps.rememberedEndpoint());
  if (!oldEndpoint) return;
  const fresh =
    change.newSubscription ??
    (await deps.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: change.oldSubscription?.options.applicationServerKey ?? (await deps.publicKey()),
    }));
  await deps.moveTo(oldEndpoint, fresh);
}
