import { termsOf } from '@shop/shared/inspections/estimate-revision';
import type { EstimateLine } from '@shop/shared/inspections/inspection.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { estimateLinkIn, mailTo } from './mail-and-booking.ts';
import {
  adminBook,
  adminToken,
  E2E_ADMIN,
  expect,
  expectAccessible,
  showCalendarMonthOf,
  nextWeekdays,
  setFlags,
  signIn,
  test,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';
import { carLinkToken, carOfBookings } from './vehicles.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/** A booking on a weekday of its own (at `start`) whose customer declined the brake pads (urgent, 2 mm) and the wipers. */
async function declinedWork(request: APIRequestContext, dayIndex: number, start = '10:00') {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const email = uniqueEmail('declined');
  const { id } = await adminBook(request, token, {
    date: nextWeekdays(19)[dayIndex]!,
    start,
    first: 'Dora',
    email,
  });
  const started = await request.post(`/api/admin/appointments/${id}/inspection`, { headers, data: {} });
  const inspectionId = (await started.json()).inspection.id as string;
  await request.put(`/api/admin/inspections/${inspectionId}/items/brakes`, {
    headers,
    data: { condition: 'urgent', note: 'Pads at 2 mm' },
  });
  const lines = [
    { kind: 'part', description: 'Front brake pads', quantity: 1, unit_price_cents: 18900, item_key: 'brakes' },
    { kind: 'fee', description: 'Wiper blades', quantity: 1, unit_price_cents: 3500 },
  ];
  for (const data of lines)
    expect((await request.post(`/api/admin/inspections/${inspectionId}/lines`, { headers, data })).status()).toBe(201);
  expect((await request.post(`/api/admin/inspections/${inspectionId}/send`, { headers, data: {} })).ok()).toBe(true);
  const estimate = `/api${estimateLinkIn(await mailTo(email, /estimate/))
    .replace('/estimate/', '/appointments/')
    .replace('?', '/estimate?')}`;
  const read = (await (await request.get(estimate)).json()).inspection as { version: number; lines: EstimateLine[] };
  const answered = await request.post(estimate.replace('/estimate?', '/estimate/answer?'), {
    data: {
      approved: [],
      declined: read.lines.map((l) => l.id),
      name: 'Dora',
      version: read.version,
      read: read.lines.map(termsOf),
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const vehicleId = await carOfBookings(request, token, email);
  // The link a follow-up carries: the car's page of open work, with its token.
  const link = `/recommendations?vehicle=${vehicleId}&t=${await carLinkToken(request, token, vehicleId)}`;
  return { vehicleId, link };
}

test('a phone opens the declined work of its car, sees the findings and asks not to be reminded', async ({
  browser,
  request,
}) => {
  const { vehicleId, link } = await declinedWork(request, 17);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: m.page.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Front brake pads: $189.00' })).toBeVisible();
  await expect(page.getByText('Urgent: Pads at 2 mm')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wiper blades: $35.00' })).toBeVisible();
  await expect(page.getByRole('link', { name: m.page.book })).toHaveAttribute(
    'href',
    new RegExp(`^/schedule\\?vehicle=${vehicleId}&t=`),
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: m.page.stop }).click();
  await expect(page.getByRole('status').filter({ hasText: m.page.answered.stop })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wiper blades: $35.00' })).toBeHidden();
  await expectAccessible(page);

  await page.goto(link.replace(/t=[^&]+/, 't=wrong'));
  await expect(page.getByText(m.notFound)).toBeVisible();
  await phone.close();
});

/** Picks `day` in the wizard's calendar, on its month. */
async function pickDay(page: Page, day: string): Promise<void> {
  await showCalendarMonthOf(page, day);
  await page.locator(`.calendar-grid button[data-date="${day}"]:not([disabled])`).click();
}

test('Book these opens the wizard with the car and the lines shown, and the booking marks them booked', async ({
  browser,
  request,
}) => {
  await setFlags(request, { showSchedulingPage: true, showSuccessPage: true });
  const { vehicleId, link } = await declinedWork(request, 17, '15:00');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(link);
  await page.getByRole('link', { name: m.page.book }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule\\?vehicle=${vehicleId}&t=[^&]+&recommendations=\\d+,\\d+$`));
  const lines = [
    { description: 'Front brake pads', price_cents: 18900 },
    { description: 'Wiper blades', price_cents: 3500 },
  ];
  await expect(page.getByText(m.page.toBook(lines))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /Oil Change/ }).check();
  await page.getByRole('button', { name: m.page.pickContinue }).click();
  await page.getByRole('button', { name: /Same-day/ }).click();
  await expect(page.getByLabel('Make')).toHaveValue('Subaru');
  await expect(page.getByLabel('Full name')).toHaveValue('Dora Tester');
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();
  await pickDay(page, nextWeekdays(19)[18]!);
  const times = page.locator('.time-grid button');
  await expect(times.first()).toBeVisible();
  await times.last().click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /Pay In Person/ }).click();
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment Confirmed!' })).toBeVisible();

  const booked = await request.get('/api/admin/recommendations?status=booked', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  const mine = ((await booked.json()).recommendations as { vehicle_id: number; description: string }[]).filter(
    (r) => r.vehicle_id === vehicleId,
  );
  expect(mine.map((r) => r.description).sort()).toEqual(['Front brake pads', 'Wiper blades']);
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: m.page.empty })).toBeVisible();
  await phone.close();
});

test('the dashboard tells what declined work is open and recovered, and opens the list to call through', async ({
  page,
  request,
}) => {
  await declinedWork(request, 18);
  const token = await adminToken(request);
  const list = await request.get('/api/admin/recommendations?status=open', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { open_cents, recovered_cents_this_month } = await list.json();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByRole('link', { name: m.staff.card(open_cents, recovered_cents_this_month) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/admin\/recommendations$/);
  await expect(page.getByRole('heading', { level: 1, name: m.staff.listTitle })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Front brake pads/ }).first()).toBeVisible();
  await expectAccessible(page);
});
