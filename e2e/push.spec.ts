import { pushMessages } from '@shop/shared/push/messages';
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
import { bookSameDay, mailTo, manageLinkIn } from './mail-and-booking.ts';
import { deliverPush, shownNotifications } from './push-delivery.ts';
import { controlled, E2E_ADMIN, expect, expectAccessible, signIn, test } from './support.ts';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['notifications']);
});

test('a push shows through the real service worker, and a newer one with its tag replaces it', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  const origin = new URL(page.url()).origin;

  const first = {
    title: 'Appointment #7',
    body: 'Work has started.',
    url: '/track-appointment/7?t=abc',
    tag: 'appointment-7',
  };
  await deliverPush(page, first);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: first.title,
        body: first.body,
        tag: first.tag,
        icon: `${origin}/pwa-192x192.png`,
        badge: `${origin}/badge-96x96.png`,
        data: { url: first.url },
      },
    ]);

  const ready = { ...first, body: 'Your car is ready for pickup.' };
  await deliverPush(page, ready);
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.tag, n.body]))
    .toEqual([['appointment-7', ready.body]]);

  // A push the worker cannot read still shows: iOS ends subscriptions that push silently.
  await deliverPush(page, 'not json');
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.body, n.data]))
    .toEqual([
      [first.title, ready.body, { url: first.url }],
      [defaultShopConfig.name, pushMessages.genericBody, { url: '/' }],
    ]);
});

test('staff Settings offer Alerts on this tablet where the browser has push', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const alerts = page.getByRole('switch', { name: pushMessages.staffAlerts });
  await expect(alerts).toBeEnabled();
  await expect(alerts).not.toBeChecked();
  await expect(page.getByText(pushMessages.staffAlertsHint)).toBeVisible();
});

test('the appointment page offers Notify me on this device where the browser has push', async ({ page, request }) => {
  const booked = await bookSameDay(request, 'Polly Push');
  await page.goto(manageLinkIn(await mailTo(booked.email, /^Your appointment/)));
  const card = page.getByRole('region', { name: pushMessages.sectionTitle });
  await expect(card.getByRole('button', { name: pushMessages.notifyMe })).toBeEnabled();
  await expect(card.getByText(pushMessages.notifyMeHint)).toBeVisible();
  await expectAccessible(page);
});
