import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import { adminBook, adminToken, nextWeekdays, setFlags, test, expect } from './support.ts';
import { carLinkToken, carOfBookings } from './vehicles.ts';
import { uniqueEmail } from './unique-email.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DAY_MS = 86_400_000;

test("a reminder's link opens the wizard with the car, her contact and the oil change, and her odometer reading moves the due date", async ({
  page,
  request,
}) => {
  await setFlags(request, { showSchedulingPage: true });
  const token = await adminToken(request);
  const email = uniqueEmail('oil');
  // Weekday 15: the maintenance journey's own.
  await adminBook(request, token, {
    date: nextWeekdays(16)[15]!,
    start: '09:00',
    first: 'Olive',
    email,
    make: 'Honda',
  });
  const vehicleId = await carOfBookings(request, token, email);
  // Read 100 days ago at 40,000: at the shop's 30 mi a day the oil change (every 5,000 mi) comes
  // due by miles in about 67 days, before its six months.
  const read = await request.post(`/api/admin/vehicles/${vehicleId}/readings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { value: 40_000, source: 'import', recorded_at: new Date(Date.now() - 100 * DAY_MS).toISOString() },
  });
  expect(read.status(), await read.text()).toBe(201);

  await page.goto(`/schedule?vehicle=${vehicleId}&t=${await carLinkToken(request, token, vehicleId)}&services=1`);
  const oilLine = page.getByRole('listitem').filter({ hasText: /^Oil Change: due/ });
  await expect(oilLine).toContainText('at about 45,000 mi');
  const before = await oilLine.textContent();

  await page.getByLabel(m.odometerLabel).fill('40,500');
  await page.getByRole('button', { name: m.odometerSave }).click();
  await expect(page.getByRole('status')).toHaveText(m.odometerSaved);
  // 500 miles in 100 days: the miles now come late, and the six months decide, later than before.
  await expect(oilLine).not.toHaveText(before!);

  await page.getByRole('button', { name: /Drop-off/ }).click();
  await expect(page.getByLabel('Make')).toHaveValue('Honda');
  await expect(page.getByLabel('Model')).toHaveValue('Outback');
  await expect(page.getByLabel(/Email/)).toHaveValue(email);
  await expect(page.getByText('Oil Change').first()).toBeVisible();
});
