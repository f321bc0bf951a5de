import { vehiclePageMessages } from '@shop/shared/vehicles/messages';
import { adminBook, adminToken, controlled, E2E_ADMIN, nextWeekdays, signIn, test, expect } from './support.ts';
import { deviceStorage } from './shared-device.ts';
import { uniqueEmail } from './unique-email.ts';
import { bookOnBoard, carOfBookings, carsOf } from './vehicles.ts';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test("a tablet opens a car's page, and it opens again offline after a reload, with a reading queued until the network returns", async ({
  context,
  page,
  request,
}) => {
  // Two bookings, a sign-in, the worker's install and an offline round trip: slow on a shared machine.
  test.slow();
  const token = await adminToken(request);
  const email = uniqueEmail('odo');
  // A weekday no other journey fills (the waitlist's fills the third).
  const day = nextWeekdays(12)[11];
  await adminBook(request, token, { date: day, start: '09:00', first: 'Odette', email, make: 'Volvo' });
  const car = { id: await carOfBookings(request, token, email) };
  // On the board (today, or the next open day after hours) and never opened here: the board alone keeps its page for offline.
  const boardEmail = uniqueEmail('board');
  await bookOnBoard(request, token, { first: 'Boris', email: boardEmail, make: 'Saab' });
  const boardCar = { id: await carOfBookings(request, token, boardEmail) };

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await controlled(page);
  await page.goto(`/admin/vehicles/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Volvo Outback/ })).toBeVisible();
  await expect(page.getByText(vehiclePageMessages.noReading)).toBeVisible();
  // The board's cars are fetched once the board is: both pages are kept on the device.
  await page.goto('/admin');
  for (const id of [car.id, boardCar.id])
    await expect.poll(async () => (await deviceStorage(page)).includes(`"vehicles",${id}]`)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/vehicles/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Volvo Outback/ })).toBeVisible();
  await page.getByLabel('Odometer now (mi)').fill('42100');
  await page.getByRole('button', { name: 'Add reading' }).click();
  await expect(page.getByRole('link', { name: /unsent submission/ })).toBeVisible();
  await page.goto(`/admin/vehicles/${boardCar.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Saab Outback/ })).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/vehicles/${car.id}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { readings: { value: number }[] }).readings.map((r) => r.value);
    })
    .toEqual([42100]);
});

test('two cars of one customer are merged: the kept car opens, and the merged one says where it went', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const email = uniqueEmail('twice');
  const [d1, d2] = nextWeekdays(14).slice(-2);
  await adminBook(request, token, { date: d1, start: '11:00', first: 'Mia', email, make: 'Honda' });
  await adminBook(request, token, { date: d2, start: '11:00', first: 'Mia', email, make: 'Acura' });
  const cars = await carsOf(request, token, email);
  expect(cars).toHaveLength(2);
  const [gone, kept] = [cars.find((c) => c.label.includes('Honda'))!, cars.find((c) => c.label.includes('Acura'))!];

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/vehicles/${gone.id}`);
  await page.getByRole('button', { name: 'Merge into another car' }).click();
  await page.getByLabel('Find the car to keep').fill(email);
  await page.getByRole('button', { name: new RegExp(kept.label.replace(/[()]/g, '\\$&')) }).click();
  const confirm = page.getByRole('dialog', { name: vehiclePageMessages.mergeTitle });
  await expect(confirm).toContainText(vehiclePageMessages.mergeConfirm(gone.label, kept.label));
  await confirm.getByRole('button', { name: 'Merge' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/vehicles/${kept.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Acura Outback/ })).toBeVisible();
  await page.goto(`/admin/vehicles/${gone.id}`);
  await expect(page.getByText(vehiclePageMessages.mergedInto)).toBeVisible();
  await page.getByRole('link', { name: `vehicle #${kept.id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Acura Outback/ })).toBeVisible();
  // The owner's page lists the kept car alone.
  await page.getByRole('link', { name: 'Mia Tester' }).click();
  await expect(page.getByRole('region', { name: 'Vehicles' }).getByRole('link')).toHaveText([kept.label]);
});
