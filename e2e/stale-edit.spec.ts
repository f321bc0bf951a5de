import type { APIRequestContext } from '@playwright/test';
import { appointmentMessages } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { bookingMessages } from '@shop/shared/bookings/messages';
import { adminBook, adminTabletOn, adminToken, expect, nextWeekdays, test } from './support.ts';

/** The appointment as the server has it now. */
async function onServer(request: APIRequestContext, token: string, id: number, name: string): Promise<Appointment> {
  const res = await request.get(`/api/admin/appointments?search=${name}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { appointments: Appointment[] }).appointments.find((a) => a.id === id);
  expect(found).toBeDefined();
  return found!;
}

// The reschedule dialog offers only the free slots the server lists (none past the booking
// horizon), so the tablet's way to a change the server refuses is the edit form's Year, which only
// the server checks.
test("a refused change, edited on the outbox page after another admin's change, ends in the conflict view and overwrites nothing", async ({
  context,
  page,
  request,
}) => {
  const token = await adminToken(request);
  // A day and hour no other journey books, so the run's order does not matter.
  const day = nextWeekdays(10)[9];
  const a = await adminBook(request, token, { date: day, start: '15:00', first: 'Stella' });
  await adminTabletOn(page, 'Stella');
  await page.getByRole('row').filter({ hasText: 'Stella' }).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Appointment #${a.id}` });
  await details.getByRole('button', { name: 'Edit', exact: true }).click();

  // Offline, the edit is kept; back online, the server refuses its year.
  await context.setOffline(true);
  await details.getByLabel('Year').fill('1800');
  await details.getByLabel('Notes').fill('Tablet note');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: /1 unsent submission/ })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: /1 unsent submission/ }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  const row = page.getByRole('listitem').filter({ hasText: `Edit appointment #${a.id}` });
  await expect(row.getByText('Needs your attention')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(bookingMessages.yearOutOfRange(new Date().getFullYear() + 1));
  expect((await onServer(request, token, a.id, 'Stella')).version).toBe(a.version);

  // Meanwhile another admin changes the same appointment from the office.
  const other = await request.put(`/api/admin/appointments/${a.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { notes: 'Office note', version: a.version },
  });
  expect(other.status()).toBe(200);

  // The year fixed on the outbox page, the change still goes with the version it was made on.
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = row.getByLabel('Edit what will be sent');
  const payload = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
  expect(payload).toMatchObject({ vehicle_year: '1800', notes: 'Tablet note' });
  await editor.fill(JSON.stringify({ ...payload, vehicle_year: '2018' }, null, 2));
  await row.getByRole('button', { name: 'Save and send' }).click();

  const conflict = page.getByRole('region', {
    name: `${appointmentMessages.conflictTitle}: Edit appointment #${a.id}`,
    exact: true,
  });
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(conflict.getByRole('row', { name: /Notes/ }).getByRole('cell')).toHaveText([
    'Tablet note',
    'Office note',
  ]);
  await expect(conflict.getByRole('row', { name: /Year/ }).getByRole('cell')).toHaveText(['2018', '2019']);
  const kept = await onServer(request, token, a.id, 'Stella');
  expect(kept).toMatchObject({ notes: 'Office note', version: a.version + 1 });
  expect(kept.vehicle.year).toBe('2019');

  await conflict.getByRole('button', { name: appointmentMessages.takeTheirs }).click();
  await expect(page.getByText('Nothing is waiting.')).toBeVisible();
  await expect(page.getByRole('link', { name: /unsent submission/ })).toHaveCount(0);
  expect(await onServer(request, token, a.id, 'Stella')).toMatchObject({
    notes: 'Office note',
    version: a.version + 1,
  });
});
