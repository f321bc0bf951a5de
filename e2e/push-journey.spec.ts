import type { BrowserContext } from '@playwright/test';
import { pushMessages } from '@shop/shared/push/messages';
import { startPushService, type PushService } from '../server/src/test/push-service.ts';
import { E2E_PUSH_PORT } from '../playwright.config.ts';
import { bookSameDay, mailTo, manageLinkIn } from './mail-and-booking.ts';
import { deliverPush, shownNotifications } from './push-delivery.ts';
import { adminToken, controlled, E2E_ADMIN, expect, signIn, test } from './support.ts';

type Subscription = ReturnType<PushService['newDevice']>['subscription'];

/**
 * Chromium here cannot reach its vendor's push service, so `subscribe()` hands back a
 * subscription at the local stand-in instead (kept across reloads, as a browser keeps its own).
 * Everything after it is real: the server stores it, encrypts and signs each push, the stand-in
 * decrypts it, and the DevTools protocol hands it to the real service worker.
 */
async function subscribeAtStandIn(context: BrowserContext, subscription: Subscription): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((sub: Subscription) => {
    const made = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem('stand-in-subscribed');
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('stand-in-subscribed', '1');
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem('stand-in-subscribed') ? made() : null) as unknown as PushSubscription | null;
  }, subscription);
}

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService(E2E_PUSH_PORT);
});
test.afterAll(() => service.stop());

test('staff get a new booking on the tablet, and a customer who turned on notifications gets "your car is ready"', async ({
  page,
  browser,
  request,
}) => {
  const tabletDevice = service.newDevice();
  const phoneDevice = service.newDevice();
  const received = (id: string, title: string) =>
    service.pushesTo(id).find((p) => (p.payload as { title: string }).title === title)?.payload;

  const tabletContext = await browser.newContext();
  await subscribeAtStandIn(tabletContext, tabletDevice.subscription);
  const tablet = await tabletContext.newPage();
  await signIn(tablet, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(tablet).toHaveURL(/\/admin$/);
  await tablet.goto('/admin/settings');
  await controlled(tablet);
  const alerts = tablet.getByRole('switch', { name: pushMessages.staffAlerts });
  await alerts.click();
  await expect(alerts).toBeChecked();

  const booked = await bookSameDay(request, 'Rhea Ready');
  await expect.poll(() => received(tabletDevice.id, 'New booking'), { timeout: 15_000 }).toBeTruthy();
  await controlled(tablet);
  await deliverPush(tablet, received(tabletDevice.id, 'New booking'));
  await expect.poll(async () => (await shownNotifications(tablet)).map((n) => n.title)).toEqual(['New booking']);

  const link = manageLinkIn(await mailTo(booked.email, /^Your appointment/));
  const id = Number(link.split('?')[0]!.split('/').pop());
  await subscribeAtStandIn(page.context(), phoneDevice.subscription);
  await page.goto(link);
  await controlled(page);
  await page.getByRole('button', { name: pushMessages.notifyMe }).click();
  await expect(page.getByText(pushMessages.notifyOn)).toBeVisible();

  const done = await request.put(`/api/admin/appointments/${id}/status`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  await expect.poll(() => received(phoneDevice.id, 'Your car is ready'), { timeout: 15_000 }).toBeTruthy();
  expect(service.problems).toEqual([]);
  await controlled(page);
  await deliverPush(page, received(phoneDevice.id, 'Your car is ready'));
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.tag, n.data]))
    .toEqual([
      ['Your car is ready', `appointment-${id}`, { url: expect.stringContaining(`/track-appointment/${id}?t=`) }],
    ]);

  // Turned off: the next news reaches no push service.
  await page.getByRole('button', { name: pushMessages.notifyOff }).click();
  await expect(page.getByRole('button', { name: pushMessages.notifyMe })).toBeVisible();
  const before = service.pushesTo(phoneDevice.id).length;
  await request.post(`/api/admin/appointments/${id}/events`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { message: 'Keys at the front desk' },
  });
  // The note's mail and any push go out in one pass of the dispatcher.
  await mailTo(booked.email, /^Update on your appointment/);
  expect(service.pushesTo(phoneDevice.id)).toHaveLength(before);
  // The tablet's alerts turned off too: the device is forgotten, so later bookings push nowhere.
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await tabletContext.close();
});
