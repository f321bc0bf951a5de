import { requestMessages } from '@shop/shared/requests/messages';
import { diagnosticsMessages } from '@shop/shared/diagnostics/messages';
import { authMessages } from '@shop/shared/auth/messages';
import { confirmLinkFor } from './mail-and-booking.ts';
import { E2E_ADMIN, pickBookableDay, setFlags, signIn, test, expect } from './support.ts';
import { uniqueEmail } from './unique-email.ts';

test.beforeAll(async ({ request }) => {
  await setFlags(request, { showServicesTab: true, showSchedulingPage: true, showSuccessPage: true });
});

test('a visitor books from /services through all five steps, sees the confirmation, then tracks it', async ({
  page,
}) => {
  const email = uniqueEmail('book');
  await page.goto('/services');
  await page.getByText('Oil Change', { exact: true }).click();
  await page.getByText('Tire Rotation', { exact: true }).click();
  await expect(page.getByText('combo saves $30.00')).toBeVisible();
  await page.getByRole('link', { name: 'Schedule Service' }).click();
  await expect(page).toHaveURL(/\/schedule$/);

  await page.getByRole('button', { name: /Same-day/ }).click();
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('Corolla');
  await page.getByLabel('Year').fill('20x');
  await expect(page.getByText('Year must be a valid number')).toBeVisible();
  await page.getByLabel('Year').fill('2018');
  await page.getByRole('button', { name: 'License plate help' }).click();
  await page.getByRole('button', { name: 'I do not have a license plate yet' }).click();
  await expect(page.getByLabel('License plate', { exact: true })).toBeDisabled();
  await page.getByLabel('Full name').fill('Ana Lopez');
  await page.getByLabel('Phone').fill('(510) 555-0100');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();

  await expect(page.getByRole('heading', { name: 'Select Appointment Date & Time' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue to Payment' });
  await expect(continueButton).toBeDisabled();
  await pickBookableDay(page);
  await page.locator('.time-grid button').first().click();
  await continueButton.click();
  await page.getByRole('button', { name: /Pay In Person/ }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Appointment' })).toBeVisible();
  await expect(page.getByText('No License Plate')).toBeVisible();
  await expect(page.getByText('Walk-in')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();

  await expect(page).toHaveURL(/\/appointment-success$/);
  await expect(page.getByRole('heading', { name: 'Appointment Confirmed!' })).toBeVisible();
  await expect(page.getByText(/ACP-\d{6}-\d{4}/)).toBeVisible();
  await expect(page.getByText('Discounted')).toHaveCount(2);
  await expect(page.getByText('$34.98')).toBeVisible();
  const tracking = await page.evaluate(() => JSON.parse(localStorage.getItem('appointmentTracking') ?? '[]'));
  expect(tracking[0]).toMatchObject({ email, isGhostSlot: false });
  expect(typeof tracking[0].token).toBe('string');

  await page.getByRole('link', { name: 'Track appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await expect(page.getByText(`Appointment #${tracking[0].appointmentId}`)).toBeVisible();
  await expect(page.getByText(/^Oil Change: \$/)).toBeVisible();
  await expect(page.getByText(/^Tire Rotation: \$/)).toBeVisible();
  await expect(page.getByText('Appointment booked')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(`Appointment #${tracking[0].appointmentId}`) })).toBeVisible();
});

test('with no services selected the wizard says so', async ({ page }) => {
  await page.goto('/schedule');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Services Selected' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('the request form submits, thanks, and the third request of the day shows the limit message', async ({ page }) => {
  const email = uniqueEmail('req');
  const fill = async () => {
    await page.getByLabel('First name').fill('Ben');
    await page.getByLabel('Last name').fill('Ng');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('510-555-0111');
  };
  await page.goto('/contact');
  await fill();
  const submit = page.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Brake Service').check();
  await page.getByLabel(/Morning/).check();
  await submit.click();
  await expect(page.getByText(requestMessages.success)).toBeVisible();
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await fill();
    await page.getByLabel('Oil Change').check();
    await page.getByRole('button', { name: 'Submit Request' }).click();
  }
  await expect(page.getByRole('alert').filter({ hasText: requestMessages.rateLimitedInline })).toBeVisible();
});

test('OBD2: a valid code, a malformed one and an unknown one', async ({ page }) => {
  await page.goto('/diagnostics');
  const input = page.getByLabel('OBD2 code or words');
  await input.fill('p0 300');
  await page.getByRole('button', { name: 'Check Code' }).click();
  const card = page.getByTestId('obd2-result');
  await expect(card.getByRole('heading', { name: 'P0300' })).toBeVisible();
  await expect(card.getByText('Random/Multiple Cylinder Misfire')).toBeVisible();
  await expect(card.getByText('$300 - $1200')).toBeVisible();
  await input.fill('X12');
  await page.getByRole('button', { name: 'Check Code' }).click();
  await expect(page.getByText(diagnosticsMessages.invalidCode)).toBeVisible();
  // Well formed, letters included, but in no list.
  await input.fill('P0FFF');
  await page.getByRole('button', { name: 'Check Code' }).click();
  await expect(page.getByText(diagnosticsMessages.notFound)).toBeVisible();
  await input.fill('misfire');
  await expect(page.getByRole('button', { name: /P0304/ })).toBeVisible();
});

test('an admin signing in lands on /admin and is kept out of customer pages', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a wrong password says Invalid credentials', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, 'wrong-password');
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
});

test('registration: off redirects to /login; on, the mailed link confirms the email and the account can sign in', async ({
  browser,
  request,
}) => {
  await setFlags(request, { registration: false });
  const offVisitor = await browser.newPage();
  await offVisitor.goto('/register');
  await expect(offVisitor).toHaveURL(/\/login$/);
  await offVisitor.close();
  await setFlags(request, { registration: true });
  const page = await browser.newPage();
  const email = uniqueEmail('reg');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Dee');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('5105550123');
  await page.getByLabel(/^Password/).fill('long-enough-1');
  await page.getByLabel('Confirm password').fill('long-enough-2');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(authMessages.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: authMessages.confirmEmailSent(email) })).toBeVisible();
  await signIn(page, email, 'long-enough-1');
  await expect(page.getByRole('alert')).toHaveText(authMessages.confirmEmailFirst(email));
  await page.goto(await confirmLinkFor(email));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  // The link confirms only with the password typed at registration.
  await page.getByLabel(/^Password/).fill('long-enough-2');
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.confirmPasswordWrong);
  await page.getByLabel(/^Password/).fill('long-enough-1');
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('status').filter({ hasText: authMessages.emailConfirmed })).toBeVisible();
  await signIn(page, email, 'long-enough-1');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await setFlags(request, { registration: false });
});

test('an anonymous visitor is sent from /admin to /login', async ({ page }) => {
  await page.goto('/admin/appointments');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password answers with the generic text', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(authMessages.forgotPasswordSent(email))).toBeVisible();
  await page.getByRole('link', { name: 'Back to Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
