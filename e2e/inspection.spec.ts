import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { inspectionMessages } from '@shop/shared/inspections/messages';
import { bookSameDay, estimateLinkIn, mailTo, manageLinkIn } from './mail-and-booking.ts';
import { adminToken, controlled, E2E_ADMIN, expect, expectAccessible, signIn, test } from './support.ts';

/** A camera-sized JPEG (4000 x 3000), so the device's scaling has work to do. */
const cameraJpeg = async (r: number) =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

async function serverInspection(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/admin/appointments/${id}/inspection`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.ok() ? (await res.json()).inspection : null;
}

async function addLine(page: Page, kind: string, description: string, quantity: string, price?: string) {
  // The form clears what the line before took once that line is stored: typed before then, a
  // field can be cleared or typed into half way (a quantity of 1 read as 11).
  await expect(page.getByLabel('Description')).toHaveValue('');
  await page.getByLabel('Kind').selectOption({ label: kind });
  await page.getByLabel('Description').fill(description);
  await page.getByLabel(kind === 'Labor' ? 'Hours' : 'Quantity').fill(quantity);
  if (price) await page.getByLabel('Unit price ($)').fill(price);
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('cell', { name: `${kind}: ${description}` })).toBeVisible();
}

test('a tablet inspects offline with two photos and three lines, sends once online, and a phone approves 2 of 3', async ({
  browser,
  request,
}) => {
  // A long journey (two photos encoded on the device, two browsers): it took close to the minute a
  // test gets on a busy two-core machine.
  test.slow();
  const { email } = await bookSameDay(request, 'Ana Inspected');
  // The mail folder exists once the first mail of the run is written.
  await expect.poll(() => existsSync(path.join(process.env.E2E_DATA_DIR!, 'outbox'))).toBe(true);
  const manage = manageLinkIn(await mailTo(email, /./));
  const id = Number(manage.match(/\/track-appointment\/(\d+)/)![1]);
  const token = await adminToken(request);

  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await tablet.newPage();
  const photoAnswers: number[] = [];
  tablet.on('response', (res) => {
    if (res.request().method() === 'POST' && /\/photos(\?|$)/.test(new URL(res.url()).pathname + '?'))
      photoAnswers.push(res.status());
  });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await controlled(page);
  await page.goto(`/admin/inspections/${id}`);
  await expect(page.getByRole('button', { name: 'Start inspection' })).toBeVisible();
  await expectAccessible(page);

  await tablet.setOffline(true);
  await page.getByRole('button', { name: 'Start inspection' }).click();
  await page.getByRole('radiogroup', { name: 'Brakes' }).getByLabel('Urgent').check();
  await page.getByRole('radiogroup', { name: 'Tires' }).getByLabel('Soon').check();
  const brakes = { name: 'brakes.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(200) };
  await page.getByLabel('Add photo for Brakes').setInputFiles(brakes);
  await expect(page.getByRole('img', { name: 'Brakes photo' })).toBeVisible();
  const tires = { name: 'tires.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(40) };
  await page.getByLabel('Add photo for Tires').setInputFiles(tires);
  await expect(page.getByRole('img', { name: 'Tires photo' })).toBeVisible();
  await addLine(page, 'Labor', 'Replace front pads', '1.5');
  await addLine(page, 'Part', 'Brake pads', '1', '89.50');
  await addLine(page, 'Fee', 'Shop supplies', '1', '40');
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByRole('link', { name: /unsent submission/ })).toBeVisible();
  expect(await serverInspection(request, token, id)).toBeNull();

  // Still offline, the outbox names each photo and its size, never its bytes.
  await page.getByRole('link', { name: /unsent submission/ }).click();
  const brakesRow = page.getByRole('listitem').filter({ has: page.getByText('Photo for Brakes', { exact: true }) });
  await expect(brakesRow).toBeVisible();
  await expect(brakesRow.getByText(/^image\/jpeg, \d+(\.\d)? KB$/)).toBeVisible();
  await expect(brakesRow.locator('pre')).toHaveCount(0);
  expect(await page.getByRole('list', { name: 'Unsent submissions' }).textContent()).not.toMatch(
    /\/9j\/|base64|\\u0000/,
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/inspections/${id}$`));

  await tablet.setOffline(false);
  await expect.poll(async () => (await serverInspection(request, token, id))?.status, { timeout: 30_000 }).toBe('sent');
  const sent = await serverInspection(request, token, id);
  const photos = sent.items.flatMap((i: { photos: { width: number }[] }) => i.photos);
  expect(photos).toHaveLength(2);
  // Scaled on the device before it was kept: the longest side is 1600 px.
  expect(photos.map((p: { width: number }) => p.width)).toEqual([1600, 1600]);
  expect(sent.lines).toHaveLength(3);
  expect(photoAnswers).toEqual([201, 201]);
  await expect(page.getByRole('link', { name: /unsent submission/ })).toHaveCount(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(estimateLinkIn(await mailTo(email, /estimate/)));
  await expect(customer.getByRole('heading', { name: 'Your estimate' })).toBeVisible();
  await expect(customer.getByRole('img', { name: /Brakes/ }).first()).toBeVisible();
  // After one visit the estimate, its photos included, opens with no network.
  await controlled(customer);
  const kept = () =>
    customer.evaluate(async () =>
      Promise.all(['estimates', 'estimate-photos'].map(async (c) => (await (await caches.open(c)).keys()).length)),
    );
  await expect.poll(kept).toEqual([1, 2]);
  await phone.setOffline(true);
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'Your estimate' })).toBeVisible();
  const offlinePhoto = customer.getByRole('img', { name: /Brakes/ }).first();
  await expect.poll(() => offlinePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await phone.setOffline(false);
  const findings = customer.getByRole('heading', { level: 3 });
  await expect(findings.first()).toContainText('Brakes');
  await customer.getByRole('radiogroup', { name: 'Replace front pads' }).getByLabel('Approve').check();
  await customer.getByRole('radiogroup', { name: 'Brake pads' }).getByLabel('Approve').check();
  await customer.getByRole('radiogroup', { name: 'Shop supplies' }).getByLabel('Decline').check();
  await expect(customer.getByText('Approved total: $269.50')).toBeVisible();
  await expectAccessible(customer);
  await customer.getByLabel('Your name (signature)').fill('Ana Inspected');
  await customer.getByRole('button', { name: 'Send my answer' }).click();
  await expect(customer.getByText('Answered and signed by Ana Inspected. Thank you.')).toBeVisible();
  await expect(customer.getByRole('radiogroup')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('answered by Ana Inspected')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Declined' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Approved' })).toHaveCount(2);
  await customer.goto(manage);
  await expect(customer.getByRole('link', { name: 'Your answer to the estimate' })).toBeVisible();
  await tablet.close();
  await phone.close();
});

test("a cancelled appointment's estimate shows on the phone without choices, and says why", async ({
  browser,
  request,
}) => {
  const { email } = await bookSameDay(request, 'Cal Cancelled');
  const manage = manageLinkIn(await mailTo(email, /./));
  const id = Number(manage.match(/\/track-appointment\/(\d+)/)![1]);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const started = await request.post(`/api/admin/appointments/${id}/inspection`, { headers, data: {} });
  const inspectionId = (await started.json()).inspection.id as string;
  const line = { kind: 'labor', description: 'Replace wiper blades', quantity: 1, unit_price_cents: 3000 };
  expect((await request.post(`/api/admin/inspections/${inspectionId}/lines`, { headers, data: line })).ok()).toBe(true);
  expect((await request.post(`/api/admin/inspections/${inspectionId}/send`, { headers, data: {} })).ok()).toBe(true);
  const link = estimateLinkIn(await mailTo(email, /estimate/));
  const cancelled = await request.put(`/api/admin/appointments/${id}/status`, {
    headers,
    data: { status: 'cancelled' },
  });
  expect(cancelled.ok()).toBe(true);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByText(`${inspectionMessages.estimateCancelled}.`)).toBeVisible();
  await expect(customer.getByText(/Replace wiper blades/)).toBeVisible();
  await expect(customer.getByRole('radiogroup')).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
  await expectAccessible(customer);
  await phone.close();
});
