import { appointmentMessages } from '@shop/shared/appointments/messages';
import type { AdminBooking, Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppointmentRequestInput } from '@shop/shared/requests/request.schema';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { reportPagesOnFailure, watchPageLogs } from './failure-report.ts';
import { uniqueEmail } from './unique-email.ts';

export { expect };

/**
 * Every test: map tiles never reach the internet (the app must render without them), and a failed
 * journey prints its pages' outbox and their last warnings and errors.
 */
export const test = base.extend<{ blockTiles: void }>({
  blockTiles: [
    async ({ context }, use, info) => {
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      const logged = watchPageLogs(context);
      await use();
      await reportPagesOnFailure(context, info, logged);
    },
    { auto: true },
  ],
});

/** A session token for an account; a refused sign-in fails the test with the server's answer. */
export async function tokenOf(request: APIRequestContext, c: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: c.email, password: c.password } });
  expect(res.ok(), `sign-in answered ${res.status()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export const adminToken = (request: APIRequestContext): Promise<string> => tokenOf(request, E2E_ADMIN);

/** Signs the account in and out again from another device: every session it has ends. */
export async function signOutElsewhere(
  request: APIRequestContext,
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(request, account)}` };
  const res = await request.post('/api/users/logout', { headers });
  expect(res.ok(), `sign-out answered ${res.status()}`).toBe(true);
}

export async function setFlags(request: APIRequestContext, flags: Record<string, boolean>): Promise<void> {
  const token = await adminToken(request);
  for (const [name, enabled] of Object.entries(flags)) {
    const res = await request.put(`/api/feature-flags/${name}`, {
      data: { enabled },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
  }
}

/**
 * axe on the current page: no serious or critical violation. Run in the page itself (legacy
 * mode): the default opens a second page to merge each frame's results, which tripled the time
 * of every check (1.1-1.4 s instead of 2.6-4.9 s here) and our pages have no frames to merge.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('.leaflet-container').setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { E2E_ADMIN };

/** Today in the shop's zone (the default configuration's), as yyyy-MM-dd. */
export const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());

/** The next `count` weekdays after today in the shop's zone, as yyyy-MM-dd. */
export function nextWeekdays(count: number): string[] {
  const today = shopToday();
  const out: string[] = [];
  const d = new Date(`${today}T12:00:00Z`);
  while (out.length < count) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The wizard's calendar a month on or back. It waits for the month's name to change, so what is
 * read next is that month's days, not the last month's still on screen.
 */
export async function stepCalendarMonth(page: Page, way: 'Next month' | 'Previous month' = 'Next month') {
  const name = page.locator('.calendar-head h3');
  const shown = (await name.textContent()) ?? '';
  await page.getByRole('button', { name: way }).click();
  await expect(name).not.toHaveText(shown);
}

/**
 * The wizard's calendar on the month of `day` (yyyy-MM-dd), stepping either way: the calendar
 * may move on by itself to the first month with a free day while the test steps.
 */
export async function showCalendarMonthOf(page: Page, day: string): Promise<void> {
  const target = day.slice(0, 7);
  for (let step = 0; step < 6; step += 1) {
    await expect(page.locator('.calendar[aria-busy="false"] .calendar-grid')).toBeVisible();
    const first = await page.locator('.calendar-grid button.day').first().getAttribute('data-date');
    const shown = first?.slice(0, 7) ?? '';
    if (shown === target) return;
    await stepCalendarMonth(page, shown < target ? 'Next month' : 'Previous month');
  }
  throw new Error(`the calendar did not reach ${target}`);
}

/**
 * Picks the first day with a free time after today in the wizard's calendar (a booked-up day the
 * wizard offers for its waitlist is passed over), going to the next month when the
 * shown one has none. Never today: a same-day slot picked near its start can pass mid-test.
 */
export async function pickBookableDay(page: Page, skip: string[] = []): Promise<string> {
  const today = shopToday();
  for (let month = 0; month < 3; month += 1) {
    await expect(page.locator('.calendar[aria-busy="false"] .calendar-grid')).toBeVisible();
    const free = await page
      .locator('.calendar-grid button.day:not([disabled]):not([data-full])')
      .evaluateAll((days) => days.map((d) => d.getAttribute('data-date') ?? ''));
    const day = free.find((d) => d > today && !skip.includes(d));
    if (day) {
      await page.locator(`.calendar-grid button[data-date="${day}"]`).click();
      return day;
    }
    await stepCalendarMonth(page);
  }
  throw new Error(`no free day in the three months after ${today}`);
}

/** Books through the admin calendar's API body; returns the appointment. */
export async function adminBook(
  request: APIRequestContext,
  token: string,
  b: {
    date: string;
    start: string;
    first: string;
    last?: string;
    email?: string;
    make?: string;
    vin?: string;
    services?: string[];
  },
): Promise<{ id: number; version: number }> {
  const end = `${String(Number(b.start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const data: AdminBooking = {
    date: b.date,
    start_time: b.start,
    end_time: end,
    first_name: b.first,
    last_name: b.last ?? 'Tester',
    email: b.email ?? uniqueEmail(b.first.toLowerCase()),
    phone: '510-555-0177',
    vehicle_make: b.make ?? 'Subaru',
    vehicle_model: 'Outback',
    vehicle_year: '2019',
    vin: b.vin ?? '',
    license_plate: '',
    service_type_id: b.services ?? ['2'],
    notes: '',
  };
  const res = await request.post('/api/appointments', { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { appointment: Pick<Appointment, 'id' | 'version'> }).appointment;
}

export async function sendRequest(request: APIRequestContext, first: string): Promise<void> {
  const data: AppointmentRequestInput = {
    firstName: first,
    lastName: 'Requester',
    email: uniqueEmail(first.toLowerCase()),
    phone: '510-555-0166',
    serviceNeeded: ['Brake Service'],
    preferredTime: 'Afternoon',
    message: 'Grinding noise',
    vehicleMake: 'Mazda',
    vehicleModel: '3',
    vehicleYear: '2016',
  };
  const res = await request.post('/api/appointment-requests', { data });
  expect(res.status()).toBe(201);
}

/** Waits until the service worker controls the page (it claims clients on activation). */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Fills the contact page's request form with one service and submits it. */
export async function submitRequestForm(
  page: Page,
  p: { first: string; last: string; email: string; service: string },
): Promise<void> {
  await page.getByLabel('First name').fill(p.first);
  await page.getByLabel('Last name').fill(p.last);
  await page.getByLabel('Email').fill(p.email);
  await page.getByLabel('Phone').fill('510-555-0144');
  await page.getByLabel(p.service).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
}

/** The admin tablet on the appointments list, filtered to one customer, with the worker in control. */
export async function adminTabletOn(page: Page, first: string): Promise<void> {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await controlled(page);
  await page.goto('/admin/appointments');
  await page.getByLabel('Search', { exact: true }).fill(first);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  // The search's answer has arrived: no fetch is left to land over the offline changes.
  await expect(page.getByRole('row').filter({ hasText: first })).toBeVisible();
  await expect(page.getByText(appointmentMessages.updatingResults)).toHaveCount(0);
}
