import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { appointmentMessages } from '@shop/shared/appointments/messages';
import { adminBook, adminTabletOn, adminToken, nextWeekdays, test, expect } from './support.ts';

async function serverState(request: APIRequestContext, token: string, id: number, name: string) {
  const list = await (
    await request.get(`/api/admin/appointments?search=${name}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const tracking = await (
    await request.get(`/api/appointments/${id}/tracking`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return {
    status: tracking.status as string,
    version: (list.appointments as { id: number; version: number }[]).find((a) => a.id === id)?.version,
  };
}

async function offlineStatusChanges(
  context: BrowserContext,
  page: Page,
  id: number,
  statuses: string[],
): Promise<void> {
  await context.setOffline(true);
  const select = page.getByLabel(`Status of appointment ${id}`);
  for (const status of statuses) {
    await select.selectOption(status);
    // Completing asks for the odometer; left empty, none is sent.
    if (status === 'completed') await page.getByRole('button', { name: 'Mark completed' }).click();
    await expect(select).toHaveValue(status);
  }
}

test('four offline status changes to one appointment arrive in order, the last wins, and nothing conflicts', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const [day] = nextWeekdays(1);
  const a = await adminBook(request, token, { date: day, start: '14:00', first: 'Quadra' });
  await adminTabletOn(page, 'Quadra');
  await expect(page.getByLabel(`Status of appointment ${a.id}`)).toHaveValue('scheduled');
  await offlineStatusChanges(context, page, a.id, ['completed', 'cancelled', 'scheduled', 'completed']);
  await expect(page.getByRole('link', { name: /4 unsent submissions/ })).toBeVisible();
  await context.setOffline(false);
  // A send the dropped network left hanging is cut off after the outbox's SEND_DEADLINE_MS (20 s)
  // and sent again: twice that is the most the changes may take.
  await expect
    .poll(async () => (await serverState(request, token, a.id, 'Quadra')).version, { timeout: 40_000 })
    .toBe(a.version + 4);
  expect((await serverState(request, token, a.id, 'Quadra')).status).toBe('completed');
  await expect(page.getByRole('link', { name: /unsent submission/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: appointmentMessages.conflictTitle, exact: true })).toHaveCount(0);
});

test("an offline change that races another admin's shows both values, and Keep mine makes it stick", async ({
  context,
  page,
  request,
}) => {
  const token = await adminToken(request);
  const [, day] = nextWeekdays(2);
  const a = await adminBook(request, token, { date: day, start: '14:00', first: 'Racer' });
  await adminTabletOn(page, 'Racer');
  await expect(page.getByLabel(`Status of appointment ${a.id}`)).toHaveValue('scheduled');
  await offlineStatusChanges(context, page, a.id, ['completed']);
  // Meanwhile another admin cancels it from the office.
  const other = await request.put(`/api/admin/appointments/${a.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'cancelled', version: a.version },
  });
  expect(other.status()).toBe(200);
  await context.setOffline(false);

  const conflict = page.getByRole('region', { name: appointmentMessages.conflictTitle, exact: true });
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  const statusRow = conflict.getByRole('row', { name: /Status/ });
  await expect(statusRow.getByRole('cell')).toHaveText(['Completed', 'Cancelled']);
  expect((await serverState(request, token, a.id, 'Racer')).status).toBe('cancelled');
  // The outbox shows the same choice.
  await page.getByRole('link', { name: /1 unsent submission/ }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(
    page
      .getByRole('region', { name: /Changed by someone else: Status of/ })
      .getByRole('button', { name: appointmentMessages.takeTheirs }),
  ).toBeVisible();
  await page.goBack();
  await conflict.getByRole('button', { name: appointmentMessages.keepMine }).click();
  await expect
    .poll(async () => (await serverState(request, token, a.id, 'Racer')).status, { timeout: 20_000 })
    .toBe('completed');
  await expect(conflict).toHaveCount(0);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting.')).toBeVisible();
  await expect(page.getByRole('link', { name: /unsent submission/ })).toHaveCount(0);
});
