import { devices, type APIRequestContext } from '@playwright/test';
import type { WizardBooking } from '@shop/shared/bookings/booking.schema';
import { toDisplayDate } from '@shop/shared/time/time-format';
import { waitlistMessages } from '@shop/shared/waitlist/messages';
import { mailTo } from './mail-and-booking.ts';
import {
  E2E_ADMIN,
  expectAccessible,
  nextWeekdays,
  setFlags,
  showCalendarMonthOf,
  signIn,
  test,
  expect,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';

const { viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, deviceScaleFactor, isMobile, hasTouch });

test.beforeAll(async ({ request }) => {
  await setFlags(request, { showServicesTab: true, showSchedulingPage: true, showSuccessPage: true });
});

/** Books every same-day time of `date` until the shop answers full; answers the bookings made. */
async function fillDay(request: APIRequestContext, date: string) {
  const made: { id: number; token: string }[] = [];
  for (const start of ['09:00', '10:00', '11:00']) {
    for (;;) {
      const res = await request.post('/api/appointments', {
        data: {
          service_type_id: 1,
          date,
          start_time: start,
          vehicle_info: { make: 'A', model: 'B', year: '2010' },
          contact_info: { name: 'Filler Full', email: uniqueEmail('filler'), phone: '5105550100' },
          notes: '',
        } satisfies WizardBooking,
      });
      if (res.status() === 409) break;
      expect(res.status(), await res.text()).toBe(201);
      const body = (await res.json()) as { appointment: { id: number }; tracking_token: string };
      made.push({ id: body.appointment.id, token: body.tracking_token });
    }
  }
  return made;
}

test('on a phone, a visitor turned away by a full day joins its waitlist, gets the freed time by mail and takes it', async ({
  page,
  request,
  browser,
}) => {
  // A weekday the other journeys' first-free-slot bookings do not reach.
  const day = nextWeekdays(11)[10];
  const booked = await fillDay(request, day);
  const email = uniqueEmail('waiter');

  await page.goto('/services');
  await page.getByText('Oil Change', { exact: true }).click();
  await page.getByRole('link', { name: 'Schedule Service' }).click();
  await page.getByRole('button', { name: /Same-day/ }).click();
  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Civic');
  await page.getByLabel('Year').fill('2016');
  await page.getByRole('textbox', { name: 'License plate' }).fill('8XYZ123');
  await page.getByLabel('Full name').fill('Wen Waiting');
  await page.getByLabel('Phone').fill('(510) 555-0199');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();

  const dayButton = page.locator(`.calendar-grid button[data-date="${day}"]`);
  await showCalendarMonthOf(page, day);
  await dayButton.click();
  await expect(page.getByText('No available times for this date')).toBeVisible();
  await page.getByRole('button', { name: waitlistMessages.joinFor(toDisplayDate(day)) }).click();
  await expect(page).toHaveURL(/\/waitlist\/\d+\?t=/);
  await expect(page.getByText(waitlistMessages.joined(1))).toBeVisible();
  await expectAccessible(page);

  // Someone cancels: the time goes to the first in line, by mail.
  const freed = booked[0];
  const cancelled = await request.post(`/api/appointments/${freed.id}/cancel?t=${freed.token}`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const offer = await mailTo(email, /A time opened/);
  const url = offer.match(/https?:\/\/[^\s]+\/waitlist\/\d+\?t=[\w%-]+/)?.[0];
  expect(url, 'an offer link in the mail').toBeTruthy();

  // Staff see why the bay is taken: the held time on the week grid, whose it is and until when.
  const staff = await browser.newPage();
  await signIn(staff, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto('/admin/calendar');
  const held = staff.locator('.appt.held').filter({ hasText: waitlistMessages.heldFor('Wen') });
  // The day is two or three weeks out: the week grid is moved on until it shows.
  for (let i = 0; i < 4 && !(await held.isVisible()); i += 1) {
    await staff.getByRole('button', { name: 'Next Week' }).click();
    await held.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(held).toContainText('until');
  await staff.close();

  await page.goto(new URL(url!).pathname + new URL(url!).search);
  await expect(page.getByRole('timer')).toContainText('Held for you for');
  await expectAccessible(page);
  await page.getByRole('button', { name: waitlistMessages.takeIt }).click();
  await expect(page).toHaveURL(/\/track-appointment\/\d+\?t=/);
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  expect(await mailTo(email, /^Your appointment/)).toContain('/track-appointment/');
});
