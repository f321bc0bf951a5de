import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bookingMessages } from '@shop/shared/bookings/messages';
import { to24Hour } from '@shop/shared/time/time-format';
import { E2E_WEB_DIST } from '../playwright.config.ts';
import { fillSlot } from './mail-and-booking.ts';
import { fireOutboxSync } from './push-delivery.ts';
import {
  adminBook,
  adminTabletOn,
  adminToken,
  controlled,
  submitRequestForm,
  nextWeekdays,
  pickBookableDay,
  setFlags,
  test,
  expect,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';

test('the manifest and icons meet the install criteria and the worker controls the page', async ({ page, request }) => {
  await page.goto('/');
  await controlled(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    short_name: 'AutoCare',
  });
  expect(manifest.name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  expect(manifest.prefer_related_applications).toBeUndefined();
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find(
      (i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose,
    );
    expect(icon, `${size} ${purpose}`).toBeTruthy();
    const png = await (await request.get(icon.src)).body();
    expect(png.readUInt32BE(16)).toBe(Number(size.split('x')[0]));
  }
  expect((await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!)).ok()).toBe(
    true,
  );
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test("a request queued offline is delivered by the worker's sync event", async ({ context, page, request }) => {
  const email = uniqueEmail('sync');
  const token = await adminToken(request);
  await page.goto('/contact');
  await controlled(page);
  await context.setOffline(true);
  await submitRequestForm(page, { first: 'Sync', last: 'Worker', email, service: 'Oil Change' });
  await expect(page.getByText(/pending - will be sent when online/)).toBeVisible();
  // The page asked the browser for a Background Sync: without it nothing would wake the worker.
  const tags = await page.evaluate(async () => {
    const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return reg.sync.getTags();
  });
  expect(tags).toContain('outbox');
  // No app page stays open, so only the worker can send it.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  await fireOutboxSync(blank, new URL(test.info().project.use.baseURL!).origin);
  await expect
    .poll(async () => {
      const list = await (
        await request.get('/api/admin/appointment-requests?status=pending', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      return list.requests.filter((r: { email: string }) => r.email === email).length;
    })
    .toBe(1);
});

test('a booking queued offline whose slot is taken meanwhile ends in a conflict and re-books after "Pick another time"', async ({
  context,
  page,
  request,
}) => {
  await setFlags(request, { showServicesTab: true, showSchedulingPage: true, showSuccessPage: true });
  await page.goto('/services');
  await controlled(page);
  await page.getByText('Battery Service', { exact: true }).click();
  await page.getByRole('link', { name: 'Schedule Service' }).click();
  await page.getByRole('button', { name: /Same-day/ }).click();
  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Fit');
  await page.getByLabel('Year').fill('2014');
  await page
    .getByLabel(/^License plate/, { exact: false })
    .and(page.locator('input'))
    .fill('6XYZ321');
  await page.getByLabel('Full name').fill('Connie Flict');
  await page.getByLabel('Phone').fill('5105550155');
  await page.getByLabel('Email').fill(uniqueEmail('conflict'));
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();
  const date = await pickBookableDay(page);
  const times = page.locator('.time-grid button');
  await times.last().click();
  const chosen = (await times.last().textContent())!;
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /Pay In Person/ }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await expect(page.getByText(/pending - will be sent when online/)).toBeVisible();
  // Meanwhile the shop fills that slot.
  await fillSlot(request, date, to24Hour(chosen)!);
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: bookingMessages.slotUnavailable })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Pick another time' }).click();
  await expect(page.getByRole('heading', { name: 'Select Appointment Date & Time' })).toBeVisible();
  await pickBookableDay(page);
  await page.locator('.time-grid button').first().click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /Pay In Person/ }).click();
  await expect(page.getByText('Connie Flict')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment Confirmed!' })).toBeVisible();
});

test('an admin status change made offline shows at once and reaches the server on reconnect', async ({
  context,
  page,
  request,
}) => {
  const token = await adminToken(request);
  const [day] = nextWeekdays(1);
  const a = await adminBook(request, token, { date: day, start: '12:00', first: 'Offlina' });
  await adminTabletOn(page, 'Offlina');
  await expect(page.getByLabel(`Status of appointment ${a.id}`)).toHaveValue('scheduled');
  await context.setOffline(true);
  await page.getByLabel(`Status of appointment ${a.id}`).selectOption('completed');
  // Completing asks for the odometer; left empty, none is sent.
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByLabel(`Status of appointment ${a.id}`)).toHaveValue('completed');
  await expect(page.getByRole('link', { name: /unsent submission/ })).toBeVisible();
  const status = async () =>
    (
      await (
        await request.get(`/api/appointments/${a.id}/tracking`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).status;
  expect(await status()).toBe('scheduled');
  await context.setOffline(false);
  await expect.poll(status, { timeout: 20_000 }).toBe('completed');
  await expect(page.getByRole('link', { name: /unsent submission/ })).toHaveCount(0);
});

test('a new version of the worker shows the Reload toast', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const file = path.join(E2E_WEB_DIST, 'sw.js');
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${original}\n// next release ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('New version available')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { name: 'Your Trusted Auto Repair Partner' })).toBeVisible();
  } finally {
    writeFileSync(file, original);
  }
});
