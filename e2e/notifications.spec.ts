import { bookSameDay, mailTo } from './mail-and-booking.ts';
import { E2E_ADMIN, expect, expectAccessible, signIn, test } from './support.ts';

test('staff see the mails a booking sent in Settings, and the SMS switch is on offer with a provider set', async ({
  page,
  request,
}) => {
  const booked = await bookSameDay(request, 'Nora Tify');
  await mailTo(booked.email, /^Your appointment/);
  await mailTo(E2E_ADMIN.email, /New booking ACP-/);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('region', { name: 'Customer changes' })).toBeVisible();
  await page.goto('/admin/settings');
  const sent = page.getByRole('region', { name: 'Sent notifications' });
  const confirmation = sent.getByRole('row').filter({ hasText: booked.email });
  await expect(confirmation.filter({ hasText: 'Confirmation' })).toContainText('sent');
  // The e2e server has a provider (a local stand-in), which the texts spec's replies need.
  await expect(page.getByRole('switch', { name: 'SMS' })).toBeEnabled();
  await expect(page.getByText(/set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/)).toHaveCount(0);
  await expectAccessible(page);
});
