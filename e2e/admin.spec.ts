import type { Page } from '@playwright/test';
import { appointmentMessages } from '@shop/shared/appointments/messages';
import { staffRequestMessages } from '@shop/shared/requests/messages';
import { registerCustomer } from './mail-and-booking.ts';
import {
  adminBook,
  adminToken,
  E2E_ADMIN,
  expectAccessible,
  nextWeekdays,
  sendRequest,
  setFlags,
  shopToday,
  signIn,
  test,
  expect,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';

const [day1, day2, day3] = nextWeekdays(3);

async function asAdmin(page: Page, path: string) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  if (path !== '/admin') await page.goto(path);
}

const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

test('every admin page renders at tablet sizes and passes axe', async ({ page }, info) => {
  // Eight page loads, each with a screenshot and axe: 53 of 60 s on a loaded 2-core machine.
  test.slow();
  await asAdmin(page, '/admin');
  for (const path of ['/admin', '/admin/appointments', '/admin/calendar', '/admin/settings']) {
    for (const [name, size] of [
      ['landscape', { width: 1024, height: 768 }],
      ['portrait', { width: 768, height: 1024 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const file = info.outputPath(`${path.replaceAll('/', '_')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await info.attach(`${path} ${name}`, { path: file, contentType: 'image/png' });
      await expectAccessible(page);
    }
  }
});

test('finds appointments by simple and advanced search and by each chip', async ({ page, request }) => {
  const token = await adminToken(request);
  await adminBook(request, token, { date: day1, start: '13:00', first: 'Zelda', make: 'Volvo' });
  const done = await adminBook(request, token, { date: day2, start: '13:00', first: 'Yuri', vin: '1HGCM82633A004352' });
  const auth = { authorization: `Bearer ${token}` };
  await request.put(`/api/admin/appointments/${done.id}/status`, { headers: auth, data: { status: 'completed' } });
  for (const [first, status] of [
    ['Xena', 'cancelled'],
    ['Walt', 'admin_blocked'],
  ] as const) {
    const a = await adminBook(request, token, { date: day3, start: '13:00', first });
    expect(
      (await request.put(`/api/admin/appointments/${a.id}/status`, { headers: auth, data: { status } })).status(),
    ).toBe(200);
  }
  await asAdmin(page, '/admin/appointments');

  const box = page.getByLabel('Search', { exact: true });
  await box.fill('Zelda');
  await box.press('Enter');
  await expect(row(page, 'Zelda')).toBeVisible();
  await expect(row(page, 'Yuri')).toHaveCount(0);
  await expect(page.getByText('Search: Zelda')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(row(page, 'Yuri')).toBeVisible();

  await page.getByRole('button', { name: 'Advanced Search' }).click();
  await page.getByLabel('VIN').fill('3a0043');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(row(page, 'Yuri')).toBeVisible();
  await expect(row(page, 'Zelda')).toHaveCount(0);
  await page.getByRole('button', { name: /Remove filter VIN/ }).click();
  await expect(row(page, 'Zelda')).toBeVisible();

  const statusChips = page.getByRole('group', { name: 'Status filter' });
  await statusChips.getByRole('button', { name: 'Completed' }).click();
  await expect(row(page, 'Yuri')).toBeVisible();
  await expect(row(page, 'Zelda')).toHaveCount(0);
  await statusChips.getByRole('button', { name: 'Completed' }).click();
  await expect(statusChips.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'false');
  // Each status chip shows the appointment in that status and none of the others.
  const byStatus = { Scheduled: 'Zelda', Cancelled: 'Xena', Blocked: 'Walt' } as const;
  for (const [chip, name] of Object.entries(byStatus)) {
    await statusChips.getByRole('button', { name: chip }).click();
    await expect(statusChips.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
    await expect(row(page, name)).toBeVisible();
    for (const other of [...Object.values(byStatus), 'Yuri'].filter((n) => n !== name))
      await expect(row(page, other)).toHaveCount(0);
    await statusChips.getByRole('button', { name: chip }).click();
  }
  const dateChips = page.getByRole('group', { name: 'Date filter' });
  await dateChips.getByRole('button', { name: 'Today' }).click();
  await expect(row(page, 'Zelda')).toHaveCount(0);
  await dateChips.getByRole('button', { name: 'Today' }).click();
  await dateChips.getByRole('button', { name: 'This Week' }).click();
  await expect(row(page, 'Zelda')).toBeVisible();
  await dateChips.getByRole('button', { name: 'This Week' }).click();
  await dateChips.getByRole('button', { name: 'This Month' }).click();
  await expect(dateChips.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
  // Near a month's end the next weekday is already in the next month.
  await expect(row(page, 'Zelda')).toHaveCount(day1.slice(0, 7) === shopToday().slice(0, 7) ? 1 : 0);
  await dateChips.getByRole('button', { name: 'This Month' }).click();
  await dateChips.getByRole('button', { name: 'Custom Range' }).click();
  await page.getByLabel('Start date').fill(day2);
  await page.getByLabel('End date').fill(day2);
  await page.getByRole('button', { name: 'Apply Custom Range' }).click();
  await expect(row(page, 'Yuri')).toBeVisible();
  await expect(row(page, 'Zelda')).toHaveCount(0);
});

test('changes a status, edits and saves, reschedules, and deletes with confirmation', async ({ page, request }) => {
  const token = await adminToken(request);
  const a = await adminBook(request, token, { date: day1, start: '14:00', first: 'Xavier', last: 'Old' });
  await asAdmin(page, '/admin/appointments');
  await page.getByLabel('Search', { exact: true }).fill('Xavier');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await page.getByLabel(`Status of appointment ${a.id}`).selectOption('completed');
  await page.getByRole('button', { name: 'Mark completed' }).click(); // the odometer left empty
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/api/appointments/${a.id}/tracking`, { headers: { authorization: `Bearer ${token}` } })
          ).json()
        ).status,
    )
    .toBe('completed');
  await row(page, 'Xavier').getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Appointment #${a.id}` });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Customer name').fill('Xavier Van Der Berg');
  await dialog.getByLabel('Notes').fill('Customer waits in lobby');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(appointmentMessages.updated)).toBeVisible();
  await expect(dialog.getByText('Customer waits in lobby')).toBeVisible();

  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  const re = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await re.getByRole('button', { name: 'Confirm Reschedule' }).click();
  await expect(re.getByText(appointmentMessages.selectDateAndSlot)).toBeVisible();
  await re.getByLabel('New date').fill(day3);
  await re.getByRole('button', { name: '4:00 PM' }).click();
  await re.getByRole('button', { name: 'Confirm Reschedule' }).click();
  await expect(page.getByText(appointmentMessages.rescheduled)).toBeVisible();
  const after = await (
    await request.get(`/api/admin/appointments?search=Xavier`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(after.appointments[0]).toMatchObject({
    date: day3,
    start_time: '16:00',
    notes: 'Customer waits in lobby',
    user: { name: 'Xavier Van Der Berg' },
  });

  await row(page, 'Xavier')
    .getByRole('button', { name: `Delete appointment ${a.id}` })
    .click();
  await expect(page.getByText(appointmentMessages.deleteConfirm)).toBeVisible();
  await page.getByRole('dialog', { name: 'Delete appointment' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(appointmentMessages.deleted)).toBeVisible();
  await expect(row(page, 'Xavier')).toHaveCount(0);
});

test('rejects a request, and schedules another from the calendar', async ({ page, request }) => {
  await sendRequest(request, 'Rejectme');
  await sendRequest(request, 'Scheduleme');
  await asAdmin(page, '/admin/appointments');
  await page.getByRole('tab', { name: 'Appointment Requests' }).click();
  await row(page, 'Rejectme').getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: staffRequestMessages.rejectTitle });
  await expect(confirm.getByText(staffRequestMessages.rejectConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(staffRequestMessages.requestRejected)).toBeVisible();
  await expect(row(page, 'Rejectme')).toHaveCount(0);

  await row(page, 'Scheduleme').getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(page.getByText(/Scheduling request of Scheduleme/)).toBeVisible();
  await page.locator(`[data-slot="${day2} 15:00"]`).getByRole('button').click();
  const modal = page.getByRole('dialog', { name: /Schedule Appointment/ });
  await expect(modal.getByLabel('First Name')).toHaveValue('Scheduleme');
  await modal.getByRole('button', { name: 'Save Appointment' }).click();
  await expect(modal.getByText(appointmentMessages.selectServiceHint)).toBeVisible();
  await modal.getByLabel(/Brake Service/).check();
  await modal.getByRole('button', { name: 'Save Appointment' }).click();
  await expect(page.getByText(appointmentMessages.created)).toBeVisible();
  await expect(page.locator(`[data-slot="${day2} 15:00"]`).getByText('Scheduleme')).toBeVisible();
  // Through the menu, as staff go: a reload may restore lists saved before the booking (fresh 30 s).
  await page.getByRole('link', { name: 'Appointments', exact: true }).click();
  await page.getByRole('tab', { name: 'Appointment Requests' }).click();
  await expect(row(page, 'Rejectme')).toHaveCount(0);
  await expect(row(page, 'Scheduleme')).toHaveCount(0);
});

test('Control-drag moves an appointment to a free slot, and it stays there after reload', async ({ page, request }) => {
  const token = await adminToken(request);
  const a = await adminBook(request, token, { date: day1, start: '16:00', first: 'Dragon' });
  await asAdmin(page, '/admin/calendar');
  const chip = page.locator(`[data-appointment="${a.id}"]`);
  await expect(chip).toBeVisible();
  await page.keyboard.down('Control');
  await expect(page.getByText(appointmentMessages.dragBanner)).toBeVisible();
  await chip.dragTo(page.locator(`[data-slot="${day2} 17:00"]`));
  await page.keyboard.up('Control');
  await expect(page.getByText(appointmentMessages.rescheduled)).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-slot="${day2} 17:00"]`).getByText('Dragon')).toBeVisible();
  await expect(page.locator(`[data-slot="${day1} 16:00"]`).getByText('Dragon')).toHaveCount(0);
});

test('toggling a flag changes the customer nav', async ({ page, browser, request }) => {
  await setFlags(request, { showServicesTab: false });
  await asAdmin(page, '/admin/settings');
  const toggle = page.getByRole('switch', { name: 'Services Tab' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Feature flag showServicesTab enabled')).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();
  await toggle.uncheck();
  await expect(page.getByText('Feature flag showServicesTab disabled')).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diagnostics' }),
  ).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toHaveCount(
    0,
  );
  await visitor.close();
});

test('a signed-in customer is kept out of the admin area', async ({ page, request }) => {
  const email = uniqueEmail('cust');
  await registerCustomer(request, { firstName: 'Cu', lastName: 'St', email, password: 'long-enough-1' });
  await signIn(page, email, 'long-enough-1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/$/);
});
