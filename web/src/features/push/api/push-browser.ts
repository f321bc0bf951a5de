import { isIos, isStandalone } from '@/features/offline/api/display-mode.ts';

/** What this browser offers for Web Push, read once per render of a push control. */
export interface PushEnv {
  /** PushManager and Notification exist (WebKitGTK and iOS Safari tabs have neither). */
  supported: boolean;
  /** iPhone or iPad in a browser tab: push works only once the app is on the Home Screen. */
  needsHomeScreen: boolean;
  permission: NotificationPermission;
}

export function pushEnv(): PushEnv {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    needsHomeScreen: typeof window !== 'undefined' && isIos() && !isStandalone(),
    permission: supported ? Notification.permission : 'default',
  };
}

/** What a push control shows: nothing, the Home Screen steps, how to allow, or its off/on state. */
export type PushView = 'hidden' | 'add-to-home-screen' | 'denied' | 'checking' | 'off' | 'on';

/** `on` is null while the device's memory is being read. */
export function pushView(env: PushEnv, on: boolean | null): PushView {
  if (env.needsHomeScreen) return 'add-to-home-screen';
  if (!env.supported) return 'hidden';
  if (env.permission === 'denied') return 'denied';
  if (on === null) return 'checking';
  return on ? 'on' : 'off';
}

/**
 * The browser's subscribe, and nothing else: called straight from the user's tap (browsers ask for
 * permission only then), with the worker's registration and the key already at hand.
 */
export function subscribeBrowser(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** How long a tap waits for a service worker that is still starting before it says it failed. */
export const WORKER_WAIT_MS = 15_000;

/**
 * A tap made before the worker is ready (the app's first seconds on a device): the browser's
 * question is asked within the tap, then the subscription is made once the worker is ready
 * (permission is granted by then, so no tap is needed for it).
 */
export async function subscribeWhenReady(
  key: () => Promise<Uint8Array<ArrayBuffer>>,
  waitMs = WORKER_WAIT_MS,
): Promise<PushSubscription> {
  const asked = Notification.requestPermission();
  if ((await asked) !== 'granted') throw new DOMException('Notifications are not allowed', 'NotAllowedError');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The service worker did not start')), waitMs);
  });
  try {
    const [registration, serverKey] = await Promise.race([Promise.all([navigator.serviceWorker.ready, key()]), late]);
    return await subscribeBrowser(registration, serverKey);
  } finally {
    clearTimeout(timer);
  }
}
