import { devices, type Page } from '@playwright/test';
import { trackingMessages } from '@shop/shared/tracking/messages';
import { to24Hour, toDisplayTime } from '@shop/shared/time/time-format';
import { bookSameDay, calendarFileOf, fillSlot, mailTo, manageLinkIn, registerCustomer } from './mail-and-booking.ts';
import { controlled, expectAccessible, pickBookableDay, signIn, test, expect } from './support.ts';
import { uniqueEmail } from './unique-email.ts';

const { viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, deviceScaleFactor, isMobile, hasTouch });

/** Opens the time picker, picks the first free day and a time other than `avoid`; returns the pick. */
async function pickNewTime(page: Page, avoid: { date: string; start: string }, open = true) {
  if (open) await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Pick a new time' })).toBeVisible();
  const tried: string[] = [];
  for (;;) {
    const date = await pickBookableDay(page, tried);
    const times = page.getByRole('group', { name: 'Times' }).getByRole('button');
    await expect(times.first()).toBeVisible();
    const labels = await times.allTextContents();
    const label = labels.find((l) => date !== avoid.date || l !== toDisplayTime(avoid.start));
    if (!label) {
      tried.push(date);
      continue;
    }
    // The day's times shown first may be the kept ones, and their refresh can drop the one read
    // here (a test took it meanwhile): then the day's times are read again.
    const picked = await times
      .filter({ hasText: label })
      .first()
      .click({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (picked) return { date, label };
  }
}

const calendarFile = async (page: Page, name: string) =>
  calendarFileOf(await page.getByRole('link', { name }).getAttribute('href'));

test('on a phone, the mailed link reschedules, then cancels, and the calendar file follows', async ({
  page,
  request,
}) => {
  const booked = await bookSameDay(request, 'Rita Schedule');
  const link = manageLinkIn(await mailTo(booked.email, /^Your appointment/));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  const first = await calendarFile(page, 'Add to calendar');
  expect(first).toContain('SEQUENCE:1');
  expect(first).toContain(`DTSTART;TZID=America/Los_Angeles:${booked.date.replace(/-/g, '')}T`);
  await expectAccessible(page);

  const to = await pickNewTime(page, booked);
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Move to / }).click();
  await expect(page.getByText(/^Your appointment is moved to /)).toBeVisible();
  await expect(page.getByText(/^Moved by customer from /)).toBeVisible();
  const moved = await calendarFile(page, 'Add to calendar');
  expect(moved).toContain('SEQUENCE:2');
  expect(moved).toContain(`DTSTART;TZID=America/Los_Angeles:${to.date.replace(/-/g, '')}T`);
  expect(moved.match(/^UID:.*$/m)?.[0]).toBe(first.match(/^UID:.*$/m)?.[0]);
  expect(await mailTo(booked.email, /^Moved: /)).toContain('text/calendar; charset=utf-8; method=PUBLISH');

  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog.getByText(/^Cancelling now (is free|costs \$\d+\.\d\d)/)).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Plans changed');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText(trackingMessages.refusal.cancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  const cancelled = await calendarFile(page, 'Remove from calendar');
  expect(cancelled).toContain('METHOD:CANCEL');
  expect(cancelled).toContain('STATUS:CANCELLED');
  expect(cancelled).toContain('SEQUENCE:3');
  expect(await mailTo(booked.email, /^Cancelled: /)).toContain('text/calendar; charset=utf-8; method=CANCEL');
});

test('a move made offline waits in the outbox; when its time was taken meanwhile, "Pick another time" reopens the picker', async ({
  context,
  page,
  request,
}) => {
  const booked = await bookSameDay(request, 'Otto Fline');
  await page.goto(manageLinkIn(await mailTo(booked.email, /^Your appointment/)));
  await controlled(page);
  const to = await pickNewTime(page, booked);

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Move to / }).click();
  await expect(page.getByText(/Your move to .* is pending - will be sent when online/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await fillSlot(request, to.date, to24Hour(to.label)!);
  await context.setOffline(false);

  await expect(page.getByRole('alert').filter({ hasText: /Your move was not made/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pick another time' }).click();
  await pickNewTime(page, booked, false);
  await page.getByRole('button', { name: /^Move to / }).click();
  await expect(page.getByText(/^Your appointment is moved to /)).toBeVisible();
});

test('a signed-in customer finds their appointment under My appointments and manages it without the link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mine');
  const password = 'long-enough-1';
  await registerCustomer(request, { firstName: 'Mia', lastName: 'Own', email, password });
  const login = await request.post('/api/users/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const booked = await bookSameDay(request, 'Mia Own', { email, token });

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My appointments' }).first().click();
  await expect(page.getByRole('heading', { name: 'My appointments', level: 1 })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);
  await upcoming.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await expect(page.getByText(toDisplayTime(booked.start), { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();
});
