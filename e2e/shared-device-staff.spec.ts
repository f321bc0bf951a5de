import {
  adminBook,
  adminTabletOn,
  adminToken,
  E2E_ADMIN,
  expect,
  nextWeekdays,
  signIn,
  signOutElsewhere,
  test,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';
import { fireOutboxSync } from './push-delivery.ts';
import { appointmentOnServer, createStaff, deviceStorage, expectForgotten } from './shared-device.ts';

// Two staff accounts on one shop tablet (one browser profile): the seeded admin, and a second one.
const SECOND = { email: uniqueEmail('second-staff'), password: 'second-staff-password-1' };
test.beforeAll(() => createStaff(SECOND.email, SECOND.password));

test('staff signing out offline: her queued change, then the sign-out, reach the server when the network returns; nothing of hers shows meanwhile', async ({
  context,
  page,
  request,
}) => {
  const token = await adminToken(request);
  // Days and hours no other journey books, so the run's order does not matter.
  const day = nextWeekdays(8)[5];
  const email = uniqueEmail('patty');
  const a = await adminBook(request, token, { date: day, start: '10:00', first: 'Patty', email });
  await adminTabletOn(page, 'Patty');
  await expect.poll(async () => (await deviceStorage(page)).includes(email)).toBe(true);

  await context.setOffline(true);
  await page.getByLabel(`Status of appointment ${a.id}`).selectOption('completed');
  // Completing asks for the odometer; left empty, none is sent.
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByRole('link', { name: /1 unsent submission/ })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out with unsent changes?' });
  await expect(dialog).toContainText(
    '1 of your changes waits to be sent. They will be sent when you next sign in here',
  );
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectForgotten(page, [email, E2E_ADMIN.email, 'Patty']);

  // Anyone else on the tablet learns only how many changes wait and whose.
  await page.goto('/outbox');
  await expect(page.getByText('1 change by Shop waits to be sent when Shop next signs in here.')).toBeVisible();
  await expect(page.getByText(`Status of #${a.id}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const session = (await context.cookies()).find((c) => c.name === 'shop_session')!.value;

  await context.setOffline(false);
  await expect.poll(async () => (await appointmentOnServer(request, a.id, 'Patty'))?.status).toBe('completed');
  // The sign-out went after it: the old session no longer opens the admin API.
  await expect
    .poll(async () => (await request.get('/api/users/me', { headers: { cookie: `shop_session=${session}` } })).status())
    .toBe(401);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('shop_signed_in');
  await expectForgotten(page, [email, E2E_ADMIN.email, `Status of #${a.id}`]);
});

test("a staff change whose author's session ended elsewhere waits for her: the next staff member cannot read or send it, and it goes once when she signs in again", async ({
  context,
  page,
  request,
}) => {
  const token = await adminToken(request);
  const day = nextWeekdays(8)[6];
  const email = uniqueEmail('quinn');
  const a = await adminBook(request, token, { date: day, start: '11:00', first: 'Quinn', email });
  await adminTabletOn(page, 'Quinn');
  await context.setOffline(true);
  await page.getByLabel(`Status of appointment ${a.id}`).selectOption('completed');
  // Completing asks for the odometer; left empty, none is sent.
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByRole('link', { name: /1 unsent submission/ })).toBeVisible();
  // Signed out on another device meanwhile: every session of hers ends.
  await signOutElsewhere(request);
  await context.setOffline(false);
  // The change meets the ended session: the tablet ends it too and shows nothing of hers.
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expectForgotten(page, [email, E2E_ADMIN.email]);

  await signIn(page, SECOND.email, SECOND.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/outbox');
  await expect(page.getByText('1 change by Shop waits to be sent when Shop next signs in here.')).toBeVisible();
  await expect(page.getByText(`Status of #${a.id}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('1 change by Shop waits')).toBeVisible();
  const before = await appointmentOnServer(request, a.id, 'Quinn');
  expect(before).toMatchObject({ status: 'scheduled', version: a.version });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectForgotten(page, [SECOND.email, email]);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await expect.poll(async () => (await appointmentOnServer(request, a.id, 'Quinn'))?.status).toBe('completed');
  expect((await appointmentOnServer(request, a.id, 'Quinn'))?.version).toBe(a.version + 1);
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is waiting.')).toBeVisible();
  await expect(page.getByText(/waits? to be sent when/)).toHaveCount(0);
});

test('a change the service worker sends under a session ended elsewhere ends it on the open page too', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const day = nextWeekdays(10)[8];
  const email = uniqueEmail('wendell');
  const a = await adminBook(request, token, { date: day, start: '15:00', first: 'Wendell', email });
  await adminTabletOn(page, 'Wendell');
  // Signed out on another device: every session of hers ends, the tablet does not know yet.
  await signOutElsewhere(request);
  // Only the worker gets the change through: the page's own sends of it fail as without a network.
  await page.route(`**/api/admin/appointments/${a.id}/status`, (route) => route.abort('internetdisconnected'));
  // So the page hears of the refusal only from the worker: none of its own answers carries it
  // before it leaves for /login.
  const refusedToPage: string[] = [];
  page.on('response', (res) => {
    if (res.headers()['session-refused'] && !page.url().endsWith('/login')) refusedToPage.push(res.url());
  });
  await page.getByLabel(`Status of appointment ${a.id}`).selectOption('completed');
  // Completing asks for the odometer; left empty, none is sent.
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await fireOutboxSync(page);
  // The worker's send met the ended session: it tells the page, which ends it and shows nothing of hers.
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  expect(refusedToPage).toEqual([]);
  await expectForgotten(page, [email, E2E_ADMIN.email]);
  expect((await appointmentOnServer(request, a.id, 'Wendell'))?.status).toBe('scheduled');
});
