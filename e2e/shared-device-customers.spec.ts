import type { Page } from '@playwright/test';
import { controlled, E2E_ADMIN, expect, setFlags, signIn, signOutElsewhere, test, tokenOf } from './support.ts';
import {
  appointmentOnServer,
  bookOnAccount,
  deviceStorage,
  expectForgotten,
  newCustomer,
  phoneForms,
  wizardFor,
  type Customer,
} from './shared-device.ts';

test.beforeEach(async ({ request }) => {
  await setFlags(request, { showServicesTab: true, showSchedulingPage: true, showSuccessPage: true });
});

/** Everything of hers a search of the browser's storage must not find once her session ends. */
const detailsOf = (c: Customer, trackingToken: string) => [c.email, ...phoneForms(c.phone), c.plate, trackingToken];

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a customer signing out online leaves nothing of hers: the next customer sees only his own account, and no draft, link or answer of hers', async ({
  page,
  request,
}) => {
  const cara = await newCustomer(request, 'Cara', '4155550111');
  const dev = await newCustomer(request, 'Dev', '4155550122');
  const booked = await bookOnAccount(request, cara, await tokenOf(request, cara));

  await signIn(page, cara.email, cara.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-appointments');
  await page.getByRole('region', { name: 'Upcoming' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  // A second booking, half typed.
  await wizardFor(page, { name: 'Cara Shared', phone: cara.phone, email: cara.email, plate: cara.plate }, false);
  await expect.poll(async () => (await deviceStorage(page)).includes(cara.plate)).toBe(true);

  await signOut(page);
  await expectForgotten(page, detailsOf(cara, booked.trackingToken));

  await signIn(page, dev.email, dev.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-appointments');
  await expect(page.getByText('You have no appointments yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Oil Change/ })).toHaveCount(0);
  // Her half-typed booking does not come back for him.
  await page.goto('/services');
  await page.getByText('Oil Change', { exact: true }).click();
  await page.getByRole('link', { name: 'Schedule Service' }).click();
  await page.getByRole('button', { name: /Same-day/ }).click();
  await expect(page.getByRole('textbox', { name: 'License plate', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Phone')).not.toHaveValue(phoneForms(cara.phone)[1]);
  await signOut(page);
  await expectForgotten(page, [dev.email, ...phoneForms(dev.phone)]);
});

test("a customer's cancel refused because her session ended elsewhere waits for her: staff see only whose it is and cannot send it as staff", async ({
  context,
  page,
  request,
}) => {
  const cara = await newCustomer(request, 'Carla', '4155550133');
  const booked = await bookOnAccount(request, cara, await tokenOf(request, cara));
  await signIn(page, cara.email, cara.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/track-appointment/${booked.id}`);
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await controlled(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this appointment?' })
    .getByRole('button', { name: 'Cancel appointment' })
    .click();
  await expect(page.getByRole('link', { name: /1 unsent submission/ }).first()).toBeVisible();
  // Signed out on her phone meanwhile: every session of hers ends.
  await signOutElsewhere(request, cara);
  await context.setOffline(false);
  // Her cancel meets the ended session: the tablet ends it too, and keeps the cancel for her.
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible({ timeout: 20_000 });
  await expectForgotten(page, detailsOf(cara, booked.trackingToken));

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/outbox');
  await expect(page.getByText('1 change by Carla waits to be sent when Carla next signs in here.')).toBeVisible();
  await expect(page.getByText(`Cancel appointment #${booked.id}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('1 change by Carla waits')).toBeVisible();
  expect((await appointmentOnServer(request, booked.id, cara.email))?.status).toBe('scheduled');
  await signOut(page);

  await signIn(page, cara.email, cara.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(async () => (await appointmentOnServer(request, booked.id, cara.email))?.status).toBe('cancelled');
});
