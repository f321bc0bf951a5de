import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { bookSameDay, estimateLinkIn, mailTo, manageLinkIn } from './mail-and-booking.ts';
import { adminToken, expect, expectAccessible, test } from './support.ts';

const pads = { kind: 'labor', description: 'Replace front pads', quantity: 1, unit_price_cents: 12000 };
const wipers = { kind: 'part', description: 'Wiper blades', quantity: 1, unit_price_cents: 4000 };

test('a phone answers an estimate the shop repriced meanwhile: it sees what changed and approves the new price', async ({
  browser,
  request,
}) => {
  const { email } = await bookSameDay(request, 'Rita Revised');
  const manage = manageLinkIn(await mailTo(email, /./));
  const id = Number(manage.match(/\/track-appointment\/(\d+)/)![1]);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const started = await request.post(`/api/admin/appointments/${id}/inspection`, { headers, data: {} });
  const inspectionId = (await started.json()).inspection.id as string;
  const added = await request.post(`/api/admin/inspections/${inspectionId}/lines`, { headers, data: pads });
  const padsId = (await added.json()).line.id as string;
  expect((await request.post(`/api/admin/inspections/${inspectionId}/lines`, { headers, data: wipers })).ok()).toBe(
    true,
  );
  expect((await request.post(`/api/admin/inspections/${inspectionId}/send`, { headers, data: {} })).ok()).toBe(true);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(estimateLinkIn(await mailTo(email, /estimate/)));
  await expect(customer.getByText('Replace front pads $120.00')).toBeVisible();
  await customer.getByRole('radiogroup', { name: 'Replace front pads' }).getByLabel('Approve').check();
  await customer.getByRole('radiogroup', { name: 'Wiper blades' }).getByLabel('Decline').check();
  await customer.getByLabel('Your name (signature)').fill('Rita Revised');

  // The shop reprices the line while the page still shows $120.00.
  const repriced = await request.put(`/api/admin/estimate-lines/${padsId}`, {
    headers,
    data: { ...pads, unit_price_cents: 48000 },
  });
  expect(repriced.ok()).toBe(true);
  await customer.getByRole('button', { name: 'Send my answer' }).click();

  await expect(customer.getByRole('alert').filter({ hasText: m.revised.heading })).toBeVisible();
  const padsRow = customer.getByRole('listitem').filter({ hasText: 'Replace front pads' });
  await expect(padsRow).toContainText(`${m.revised.was(12000)}, ${m.revised.now(48000)}`);
  await expect(padsRow.getByText(m.revised.changed, { exact: true })).toBeVisible();
  await expect(customer.getByRole('radiogroup', { name: 'Replace front pads' }).getByLabel('Approve')).toBeChecked();
  await expect(customer.getByRole('radiogroup', { name: 'Wiper blades' }).getByLabel('Decline')).toBeChecked();
  await expect(customer.getByText('Approved total: $480.00')).toBeVisible();
  await expectAccessible(customer);

  const before = await request.get(`/api/admin/appointments/${id}/inspection`, { headers });
  expect((await before.json()).inspection.status).toBe('sent');
  await customer.getByRole('button', { name: 'Send my answer' }).click();
  await expect(customer.getByText('Answered and signed by Rita Revised. Thank you.')).toBeVisible();

  // The page shows the answer at once; the server holds it once the outbox has sent it.
  const held = async () =>
    (await (await request.get(`/api/admin/appointments/${id}/inspection`, { headers })).json()).inspection;
  await expect.poll(async () => (await held()).status, { timeout: 20_000 }).toBe('answered');
  const after = await held();
  const answered = after.lines.find((l: { id: string }) => l.id === padsId);
  expect(answered).toMatchObject({ unit_price_cents: 48000, decision: 'approved' });
  expect(after.totals.approved_cents).toBe(48000);
  await phone.close();
});
