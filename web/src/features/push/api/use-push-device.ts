import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pushMessages as m } from '@shop/shared/push/messages';
import { ApiError } from '@/lib/api-client.ts';
import { pushKeyQuery, type PushScope } from './push-api.ts';
import {
  pushEnv,
  pushView,
  subscribeBrowser,
  subscribeWhenReady,
  type PushEnv,
  type PushView,
} from './push-browser.ts';
import { isOn, renewOnce, turnOff, turnOn } from './push-device.ts';
import { pushMemory, type PushMemory } from './push-memory.ts';

export interface PushDevice {
  view: PushView;
  /** A turn on or off is under way. */
  busy: boolean;
  error: string | null;
  /** Only from the user's tap: the browser asks for permission then. */
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/** The server's key as a refetch gave it, or why it could not. */
function serverKey(answer: { data?: Uint8Array<ArrayBuffer>; error: Error | null }): Uint8Array<ArrayBuffer> {
  if (answer.data) return answer.data;
  throw answer.error ?? new Error(m.turnOnFailed);
}

/**
 * Why turning on failed, in words; null when the user just said no to the browser's question. A
 * refusal with permission granted is Safari wanting the subscription within a tap of its own.
 */
function failureText(err: unknown): string | null {
  if (err instanceof DOMException && err.name === 'NotAllowedError')
    return typeof Notification !== 'undefined' && Notification.permission === 'granted' ? m.tapAgain : null;
  return err instanceof ApiError ? err.message : m.turnOnFailed;
}

/**
 * Push on this device for one scope (an appointment, or the staff's alerts): whether the browser
 * can, whether the user must first add the app to the Home Screen or allow notifications, and
 * whether it is on. The worker's registration and the server's key are fetched beforehand, so a
 * tap subscribes at once.
 */
export function usePushDevice(scope: PushScope): PushDevice {
  const [env, setEnv] = useState<PushEnv>(pushEnv);
  const [memory, setMemory] = useState<PushMemory | null | undefined>(undefined);
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usable = env.supported && !env.needsHomeScreen;
  const key = useQuery({ ...pushKeyQuery, enabled: usable });

  useEffect(() => {
    if (!usable) return;
    let live = true;
    void renewOnce()
      .then(pushMemory)
      // No IndexedDB (an old private window): shown as off; turning on says why it failed.
      .catch(() => null)
      .then((mem) => live && setMemory(mem));
    void navigator.serviceWorker.ready.then((r) => live && setRegistration(r));
    return () => {
      live = false;
    };
  }, [usable]);

  const run = async (work: () => Promise<PushMemory | null>) => {
    setBusy(true);
    setError(null);
    try {
      setMemory(await work());
    } catch (err) {
      setError(failureText(err));
    } finally {
      // The browser's question may have been answered meanwhile.
      setEnv(pushEnv());
      setBusy(false);
    }
  };

  return {
    view: pushView(env, memory === undefined ? null : isOn(memory, scope)),
    busy,
    error,
    turnOn: () => {
      // Subscribe before any await: the browser asks for permission only within the tap.
      const subscribing =
        registration && key.data
          ? subscribeBrowser(registration, key.data)
          : subscribeWhenReady(async () => key.data ?? serverKey(await key.refetch()));
      return run(() => turnOn(subscribing, scope));
    },
    turnOff: () => run(() => turnOff(scope)),
  };
}
