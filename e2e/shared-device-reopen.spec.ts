import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import {
  adminBook,
  adminTabletOn,
  adminToken,
  E2E_ADMIN,
  expect,
  nextWeekdays,
  signIn,
  test,
  tokenOf,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';
import { bookOnAccount, deviceStorage, expectForgotten, newCustomer, phoneForms } from './shared-device.ts';

/** One browser profile on disk, closed and opened again as a shop tablet or a family computer is. */
function profile(baseURL: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-profile-'));
  const open = async (): Promise<BrowserContext> => {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    });
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    return context;
  };
  return { open, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

test('a browser closed with staff signed in opens again, offline, showing none of what she saw', async ({
  baseURL,
  request,
}) => {
  const token = await adminToken(request);
  const day = nextWeekdays(8)[7];
  const email = uniqueEmail('rory');
  await adminBook(request, token, { date: day, start: '13:00', first: 'Rory', email });
  const tablet = profile(baseURL!);
  try {
    let context = await tablet.open();
    let page = await firstPage(context);
    await adminTabletOn(page, 'Rory');
    await expect.poll(async () => (await deviceStorage(page)).includes(email)).toBe(true);
    await context.close();

    context = await tablet.open();
    await context.setOffline(true);
    page = await firstPage(context);
    await page.goto('/admin/appointments');
    // Her session cookie went with the browser: the app starts for nobody, from the worker's copy.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Rory')).toHaveCount(0);
    await expectForgotten(page, [email, E2E_ADMIN.email]);
    await context.close();
  } finally {
    tablet.remove();
  }
});

test('a family computer closed with a customer signed in opens again for the next person with nothing of hers', async ({
  baseURL,
  request,
}) => {
  const cara = await newCustomer(request, 'Cassie', '4155550144');
  const booked = await bookOnAccount(request, cara, await tokenOf(request, cara));
  const computer = profile(baseURL!);
  try {
    let context = await computer.open();
    let page = await firstPage(context);
    await signIn(page, cara.email, cara.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/my-appointments');
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('link')).toHaveCount(1);
    await expect.poll(async () => (await deviceStorage(page)).includes(cara.email)).toBe(true);
    await context.close();

    context = await computer.open();
    page = await firstPage(context);
    await page.goto('/my-appointments');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming' })).toHaveCount(0);
    await expectForgotten(page, [cara.email, ...phoneForms(cara.phone), cara.plate, booked.trackingToken]);
    await context.close();
  } finally {
    computer.remove();
  }
});
