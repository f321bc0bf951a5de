import { vi } from 'vitest';

/** base64url of `n` bytes, the first one `first` (a P-256 point starts with 4). */
const b64url = (n: number, first = 1) =>
  btoa(String.fromCharCode(first, ...new Array<number>(n - 1).fill(7)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const PUBLIC_KEY = b64url(65, 4);
export const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/** A browser subscription as `pushManager.subscribe` gives it. */
export function fakeSubscription(endpoint = ENDPOINT) {
  const sub = {
    endpoint,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: b64url(65, 4), auth: b64url(16) } }),
    unsubscribe: vi.fn(async () => true),
  };
  return sub as typeof sub & PushSubscription;
}

export interface BrowserOptions {
  permission?: NotificationPermission;
  /** An iPhone's Safari tab: no PushManager, no Notification. */
  iosTab?: boolean;
  /** The subscription the browser holds already. */
  subscription?: PushSubscription | null;
  /** What the user answers to the browser's question. */
  answer?: 'granted' | 'denied';
  /** The worker is still starting: `ready` waits until `start()` is called. */
  workerStarting?: boolean;
  /** Safari: a subscription asked for outside a tap is refused, even with permission granted. */
  subscribeOnlyInTap?: boolean;
}

/**
 * The browser's push pieces, faked at their edge: the worker's registration and its PushManager,
 * Notification's permission, the display mode. Without a call, jsdom has none of them (like
 * WebKitGTK). `vi.unstubAllGlobals()` and `removeFakeBrowser()` undo it.
 */
export function fakeBrowser(o: BrowserOptions = {}) {
  const notification = {
    permission: o.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = o.answer ?? 'granted';
      return notification.permission;
    }),
  };
  let current = o.subscription ?? null;
  const pushManager = {
    subscribe: vi.fn(async (_: PushSubscriptionOptionsInit) => {
      if (o.subscribeOnlyInTap && notification.permission === 'granted')
        throw new DOMException('Subscribing requires a user gesture', 'NotAllowedError');
      notification.permission = o.answer ?? 'granted';
      if (notification.permission === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
      current = fakeSubscription();
      return current;
    }),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager };
  let start = () => undefined as void;
  const ready = o.workerStarting
    ? new Promise<typeof registration>((resolve) => (start = () => resolve(registration)))
    : Promise.resolve(registration);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  if (o.iosTab) {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    return { pushManager, notification, start };
  }
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready, getRegistration: async () => registration },
  });
  return { pushManager, notification, start };
}

export function removeFakeBrowser(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

/** The server's push routes: records each call and answers as the API does. */
export function fakePushServer(o: { refuse?: boolean } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/push/key') return json(200, { publicKey: PUBLIC_KEY });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (o.refuse) return json(400, { success: false, error: 'refused here', code: 'push_endpoint_refused' });
    return json(201, { endpoint: ENDPOINT });
  }) as typeof fetch;
  return calls;
}
