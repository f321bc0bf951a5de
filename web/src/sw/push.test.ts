import { describe, expect, it, vi } from 'vitest';
import { pushMessages as m } from '@shop/shared/push/messages';
import {
  GENERIC_TAG,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  openFromNotification,
  renewAfterChange,
  showPush,
  type ClickDeps,
} from './push.ts';

const ORIGIN = 'https://shop.example';

function shownBy(text: string | null) {
  const showNotification = vi.fn(async () => undefined);
  return showPush(text, { registration: { showNotification }, shopName: async () => 'Harbor Garage' }).then(
    () => showNotification.mock.calls as unknown as [string, NotificationOptions][],
  );
}

describe('a push', () => {
  it('when its payload parses, then it shows its title and body with the icons, its tag and its link', async () => {
    const payload = {
      title: 'Your car is ready',
      body: 'Pick it up by 6 PM.',
      url: '/track-appointment/7?t=x',
      tag: 'a7',
    };
    const calls = await shownBy(JSON.stringify(payload));
    expect(calls).toEqual([
      [
        'Your car is ready',
        {
          body: 'Pick it up by 6 PM.',
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_BADGE,
          tag: 'a7',
          renotify: true,
          data: { url: '/track-appointment/7?t=x' },
        },
      ],
    ]);
  });

  it.each([
    ['not JSON', 'hello'],
    ['JSON missing fields', JSON.stringify({ title: 'Only a title' })],
    ['empty', null],
  ])('when its payload is %s, then a notice with the shop name still shows (never a silent push)', async (_, text) => {
    const calls = await shownBy(text);
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBe('Harbor Garage');
    expect(calls[0][1]).toMatchObject({ body: m.genericBody, tag: GENERIC_TAG, data: { url: '/' } });
  });

  it('when showing is slow, then the push is not done before the notification is shown', async () => {
    let shown = false;
    const showNotification = () => new Promise<void>((r) => setTimeout(() => ((shown = true), r()), 20));
    await showPush('{}', { registration: { showNotification }, shopName: async () => 'Shop' });
    expect(shown).toBe(true);
  });
});

/** A window of the app, as clients.matchAll gives it. */
function windowAt(url: string, o: { focused?: boolean; navigable?: boolean } = {}) {
  const win = {
    url,
    focused: o.focused ?? false,
    focus: vi.fn(async () => win),
    navigate: vi.fn(async (to: string) => {
      if (o.navigable === false) throw new TypeError('not controlled');
      win.url = to;
      return win;
    }),
  };
  return win;
}

function clientsWith(windows: ReturnType<typeof windowAt>[]) {
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
  return { clients, deps: { clients, origin: ORIGIN } as unknown as ClickDeps };
}

describe('a tap on a notification', () => {
  it('when a window of the app is open, then it comes to the front and goes to the link', async () => {
    const other = windowAt(`${ORIGIN}/services`);
    const focused = windowAt(`${ORIGIN}/`, { focused: true });
    const { clients, deps } = clientsWith([other, focused]);
    await openFromNotification({ url: '/track-appointment/7' }, deps);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/track-appointment/7`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('when a window already shows the link, then that one comes forward without reloading', async () => {
    const there = windowAt(`${ORIGIN}/admin`);
    const { clients, deps } = clientsWith([windowAt(`${ORIGIN}/`, { focused: true }), there]);
    await openFromNotification({ url: `${ORIGIN}/admin` }, deps);
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('when no window is open, then one opens on the link', async () => {
    const { clients, deps } = clientsWith([]);
    await openFromNotification({ url: '/admin' }, deps);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin`);
  });

  it('when the open window cannot be navigated (not controlled), then the link opens beside it', async () => {
    const win = windowAt(`${ORIGIN}/`, { navigable: false });
    const { clients, deps } = clientsWith([win]);
    await openFromNotification({ url: '/admin' }, deps);
    expect(win.focus).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin`);
  });

  it.each([
    ['another origin', { url: 'https://evil.example/phish' }],
    ['a protocol-relative link', { url: '//evil.example/phish' }],
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['no link', null],
  ])('when its link is %s, then only the home page of this app opens', async (_, data) => {
    const { clients, deps } = clientsWith([]);
    await openFromNotification(data, deps);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});

describe('a replaced subscription', () => {
  const key = new Uint8Array(65);
  const fresh = { endpoint: 'https://fcm.googleapis.com/new' } as PushSubscription;

  function renewDeps(remembered: string | null) {
    return {
      pushManager: { subscribe: vi.fn(async () => fresh) },
      rememberedEndpoint: async () => remembered,
      publicKey: vi.fn(async () => key),
      moveTo: vi.fn(async () => undefined),
    };
  }

  it('when the event names no subscription, then it subscribes with the key and moves the remembered endpoint', async () => {
    const deps = renewDeps('https://fcm.googleapis.com/old');
    await renewAfterChange({}, deps);
    expect(deps.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(deps.moveTo).toHaveBeenCalledWith('https://fcm.googleapis.com/old', fresh);
  });

  it('when the event carries both subscriptions, then the new one takes over without subscribing again', async () => {
    const deps = renewDeps(null);
    const old = { endpoint: 'https://fcm.googleapis.com/gone', options: { applicationServerKey: null } };
    await renewAfterChange({ oldSubscription: old as unknown as PushSubscription, newSubscription: fresh }, deps);
    expect(deps.pushManager.subscribe).not.toHaveBeenCalled();
    expect(deps.moveTo).toHaveBeenCalledWith('https://fcm.googleapis.com/gone', fresh);
  });

  it('when the old subscription had a key, then the new one is made with that same key', async () => {
    const deps = renewDeps(null);
    const oldKey = new Uint8Array([4, 1, 2]).buffer;
    const old = { endpoint: 'https://fcm.googleapis.com/gone', options: { applicationServerKey: oldKey } };
    await renewAfterChange({ oldSubscription: old as unknown as PushSubscription }, deps);
    expect(deps.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: oldKey });
    expect(deps.publicKey).not.toHaveBeenCalled();
  });

  it('when the device never turned notifications on, then nothing is subscribed or sent', async () => {
    const deps = renewDeps(null);
    await renewAfterChange({}, deps);
    expect(deps.pushManager.subscribe).not.toHaveBeenCalled();
    expect(deps.moveTo).not.toHaveBeenCalled();
  });
});
