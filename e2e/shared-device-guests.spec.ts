import type { Page } from '@playwright/test';
import { expect, setFlags, signIn, test } from './support.ts';
import { uniqueEmail } from './unique-email.ts';
import { expectForgotten, newCustomer, phoneForms, wizardFor } from './shared-device.ts';

test.beforeEach(async ({ request }) => {
  await setFlags(request, { showServicesTab: true, showSchedulingPage: true, showSuccessPage: true });
});

/** The tracking token of the newest booking this browser saved a link for. */
const newestToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('appointmentTracking') ?? '[]') as { token: string }[])[0].token,
  );

test("guests keep 'Booked on this device' until they forget it; a signed-in customer's booking leaves with her sign-out", async ({
  page,
  request,
}) => {
  const guest = { name: 'Gia Guest', phone: '4155550155', email: uniqueEmail('gia'), plate: 'GIA0155' };
  await wizardFor(page, guest, true, 1);
  const guestToken = await newestToken(page);
  const onDevice = page.getByRole('region', { name: 'Booked on this device' });
  await page.goto('/my-appointments');
  await expect(onDevice.getByRole('link')).toHaveCount(1);

  const cleo = await newCustomer(request, 'Cleo', '4155550166');
  await signIn(page, cleo.email, cleo.password);
  await expect(page).not.toHaveURL(/\/login/);
  await wizardFor(page, { name: 'Cleo Shared', phone: cleo.phone, email: cleo.email, plate: cleo.plate }, true, 2);
  const cleoToken = await newestToken(page);
  await page.goto('/my-appointments');
  // Hers is on her account; the device's list stays the guests'.
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('link')).toHaveCount(1);
  await expect(onDevice.getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expectForgotten(page, [cleo.email, ...phoneForms(cleo.phone), cleo.plate, cleoToken]);

  await page.goto('/my-appointments');
  await expect(onDevice.getByRole('link')).toHaveCount(1);
  await onDevice.getByRole('button', { name: "Forget this device's bookings" }).click();
  await expect(onDevice).toHaveCount(0);
  await expectForgotten(page, [guest.email, ...phoneForms(guest.phone), guest.plate, guestToken]);
});
