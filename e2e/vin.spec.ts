import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { controlled, setFlags, test, expect } from './support.ts';

// A tablet on the counter, portrait.
test.use({ viewport: { width: 820, height: 1180 } });

const ACCORD = '1HGCM82633A004352';

test.beforeAll(async ({ request }) => {
  await setFlags(request, { showServicesTab: true, showSchedulingPage: true });
});

test('offline, a wrong check digit is named at once; the decode is asked when the network returns, and Keep mine keeps the make typed', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await controlled(page);
  await context.setOffline(true);
  const vin = page.getByLabel('VIN', { exact: true });
  await vin.fill('1HGCM82643A004352');
  await expect(page.getByText(m.vinCheckDigit('3'))).toBeVisible();
  await expect(vin).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Vehicle make').fill('Toyota');
  await vin.fill(ACCORD);
  await expect(page.getByText(m.vinCheckDigit('3'))).toHaveCount(0);
  // Still offline: the device names what it can, the server is not asked yet.
  await expect(page.getByText('Model year 2003, Honda.')).toBeVisible();
  await expect(page.getByText(m.vinSays(2003, 'Honda', 'Accord'))).toHaveCount(0);

  const decoded = page.waitForResponse((r) => r.url().endsWith(`/api/vin/${ACCORD}`));
  await context.setOffline(false);
  expect((await decoded).status()).toBe(200);
  await expect(page.getByText(m.vinSays(2003, 'Honda', 'Accord'))).toBeVisible();
  // The empty fields were filled without asking; only the make typed is in question.
  await expect(page.getByLabel('Vehicle model')).toHaveValue('Accord');
  await expect(page.getByLabel('Vehicle year')).toHaveValue('2003');
  await page.getByRole('button', { name: m.vinKeepMine }).click();
  await expect(page.getByLabel('Vehicle make')).toHaveValue('Toyota');
  await expect(page.getByRole('button', { name: m.vinTakeDecode })).toHaveCount(0);
});

test("online, a VIN whose maker differs from the make typed offers the VIN's reading, and Take the VIN's takes it", async ({
  page,
}) => {
  await page.goto('/services');
  await page.getByText('Oil Change', { exact: true }).click();
  await page.getByRole('link', { name: 'Schedule Service' }).click();
  await page.getByRole('button', { name: /Same-day/ }).click();
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('Camry');
  await page.getByLabel('VIN (optional)').fill(ACCORD.toLowerCase());
  await expect(page.getByText(m.vinSays(2003, 'Honda', 'Accord'))).toBeVisible();
  await expect(page.getByLabel('Year')).toHaveValue('2003');
  await page.getByRole('button', { name: m.vinTakeDecode }).click();
  await expect(page.getByLabel('Make')).toHaveValue('Honda');
  await expect(page.getByLabel('Model')).toHaveValue('Accord');
  await expect(page.getByRole('button', { name: m.vinKeepMine })).toHaveCount(0);
});
