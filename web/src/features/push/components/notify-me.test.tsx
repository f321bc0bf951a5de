import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushMessages as m } from '@shop/shared/push/messages';
import { renderWithProviders } from '@/test/render.tsx';
import { ENDPOINT, fakeBrowser, fakePushServer, removeFakeBrowser } from '../api/push-browser.fixtures.ts';
import { pushMemory, rememberPush } from '../api/push-memory.ts';
import { NotifyMe } from './notify-me.tsx';

beforeEach(() => rememberPush(null));
afterEach(removeFakeBrowser);

const notifyMe = () => screen.findByRole('button', { name: m.notifyMe });

describe('"Notify me on this device"', () => {
  it('when the browser has no push (WebKitGTK), then nothing shows', async () => {
    const calls = fakePushServer();
    const view = renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    await view.settled();
    expect(view.container.innerHTML).toBe('');
    expect(calls).toEqual([]);
  });

  it('when it is an iPhone in a Safari tab, then it shows how to add the app to the Home Screen first', async () => {
    fakeBrowser({ iosTab: true });
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    expect(await screen.findByText(m.addToHomeScreen)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when notifications are blocked, then it says how to allow them and offers no button', async () => {
    fakeBrowser({ permission: 'denied' });
    fakePushServer();
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    expect(await screen.findByText(m.blocked)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when tapped, then the browser subscribes with the key, the server hears of it, and it can be turned off', async () => {
    const { pushManager } = fakeBrowser();
    const calls = fakePushServer();
    const view = renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    await view.settled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    fireEvent.click(await notifyMe());

    expect(await screen.findByText(m.notifyOn)).toBeTruthy();
    const options = pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/appointments/7/push?t=tok');
    expect(post?.body).toMatchObject({ subscription: { endpoint: ENDPOINT, keys: { p256dh: expect.any(String) } } });
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [7], staff: false });

    const subscription = await pushManager.getSubscription();
    fireEvent.click(screen.getByRole('button', { name: m.notifyOff }));
    expect(await notifyMe()).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/push?endpoint=${encodeURIComponent(ENDPOINT)}` });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(await pushMemory()).toBeNull();
  });

  it('when tapped while the worker is still starting, then the browser asks at once and it turns on once the worker is ready', async () => {
    const { pushManager, notification, start } = fakeBrowser({ workerStarting: true });
    const calls = fakePushServer();
    const view = renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    await view.settled();
    fireEvent.click(await notifyMe());
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    start();
    expect(await screen.findByText(m.notifyOn)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/appointments/7/push?t=tok')).toBe(true);
  });

  it('when tapped while the worker is still starting and the user says no, then nothing is subscribed', async () => {
    const { pushManager, start } = fakeBrowser({ workerStarting: true, answer: 'denied' });
    fakePushServer();
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    fireEvent.click(await notifyMe());
    expect(await screen.findByText(m.blocked)).toBeTruthy();
    start();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when Safari refuses the later subscription though notifications are now allowed, then it asks for one more tap', async () => {
    const { start } = fakeBrowser({ workerStarting: true, subscribeOnlyInTap: true });
    fakePushServer();
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    fireEvent.click(await notifyMe());
    start();
    expect((await screen.findByRole('alert')).textContent).toBe(m.tapAgain);
    expect(screen.getByRole('button', { name: m.notifyMe })).toBeTruthy();
  });

  it("when the device already gets this appointment's news, then it shows as on at once", async () => {
    fakeBrowser({ permission: 'granted' });
    fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7 }} />);
    expect(await screen.findByText(m.notifyOn)).toBeTruthy();
  });

  it('when the user says no to the browser, then it shows how to allow notifications', async () => {
    fakeBrowser({ answer: 'denied' });
    const calls = fakePushServer();
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    fireEvent.click(await notifyMe());
    expect(await screen.findByText(m.blocked)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when the server refuses the push service, then its reason shows and the device stays off', async () => {
    fakeBrowser();
    fakePushServer({ refuse: true });
    renderWithProviders(<NotifyMe scope={{ kind: 'appointment', id: 7, token: 'tok' }} />);
    fireEvent.click(await notifyMe());
    expect((await screen.findByRole('alert')).textContent).toBe('refused here');
    expect(screen.getByRole('button', { name: m.notifyMe })).toBeTruthy();
    await waitFor(async () => expect(await pushMemory()).toBeNull());
  });

  it("when turned on from a waitlist entry's page, then its offers come here, and the entry is remembered with the rest", async () => {
    fakeBrowser();
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    renderWithProviders(<NotifyMe scope={{ kind: 'waitlist', id: 3, token: 'tok' }} />);
    expect(await screen.findByText(m.notifyMeWaitlistHint)).toBeTruthy();
    fireEvent.click(await notifyMe());
    expect(await screen.findByText(m.notifyOnWaitlist)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/waitlist/3/push?t=tok');
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [7], waitlist: [3], staff: false });
  });
});
