import type { CDPSession, Page } from '@playwright/test';

/** A notification as the page's `registration.getNotifications()` reads it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: unknown;
}

interface Worker {
  cdp: CDPSession;
  origin: string;
  registrationId: string;
}

const workers = new WeakMap<Page, Promise<Worker>>();

/**
 * The DevTools session and the id of the service worker registration of `origin` (by default the
 * page's own; a blank page names the app's), once per page.
 */
function workerOf(page: Page, origin = new URL(page.url()).origin): Promise<Worker> {
  let found = workers.get(page);
  if (!found) {
    found = (async () => {
      const cdp = await page.context().newCDPSession(page);
      const registered = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(`${origin}/`));
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      return { cdp, origin, registrationId: await registered };
    })();
    workers.set(page, found);
  }
  return found;
}

/**
 * Delivers a push to the page's real service worker through the DevTools protocol, as the push
 * service would after decrypting it: no subscription needed (Chromium here has no vendor push
 * service to subscribe with). A string is sent as is, anything else as JSON. The page must be
 * controlled by the worker and have notification permission.
 */
export async function deliverPush(page: Page, payload: unknown): Promise<void> {
  const { cdp, origin, registrationId } = await workerOf(page);
  const data = typeof payload === 'string' ? payload : JSON.stringify(payload);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
}

/**
 * Fires Background Sync's `outbox` event in the real service worker, as the browser does when the
 * network returns: the page's own, or `origin`'s from a page that is not the app's.
 */
export async function fireOutboxSync(page: Page, origin?: string): Promise<void> {
  const w = await workerOf(page, origin);
  const event = { origin: w.origin, registrationId: w.registrationId, tag: 'outbox', lastChance: false };
  await w.cdp.send('ServiceWorker.dispatchSyncEvent', event);
}

/** The notifications the worker's registration shows now, oldest first. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const notifications = await (await navigator.serviceWorker.ready).getNotifications();
    return notifications.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: n.badge,
      data: n.data as unknown,
    }));
  });
}
