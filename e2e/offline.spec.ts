import { adminToken, controlled, E2E_ADMIN, setFlags, signIn, submitRequestForm, test, expect } from './support.ts';
import { uniqueEmail } from './unique-email.ts';

test('after one visit, pages reload offline and OBD2 lookups work with no network', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  for (const [path, heading] of [
    ['/', 'Your Trusted Auto Repair Partner'],
    ['/diagnostics', 'OBD2 Code Checker'],
    ['/contact', 'Contact Us'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await page.goto('/diagnostics');
  await page.getByLabel('OBD2 code or words').fill('P0420');
  await page.getByRole('button', { name: 'Check Code' }).click();
  await expect(page.getByText('Catalyst System Efficiency Below Threshold')).toBeVisible();
  await context.setOffline(false);
});

test('after one visit, /schedule and the admin area also open offline', async ({ page, context, request }) => {
  await setFlags(request, { showSchedulingPage: true });
  await page.goto('/schedule');
  await controlled(page);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { name: 'Appointment Calendar' })).toBeVisible();
  await context.setOffline(false);
  const visitor = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const v = await visitor.newPage();
  await v.goto('/schedule');
  await controlled(v);
  await visitor.setOffline(true);
  await v.reload();
  await expect(v.getByRole('heading', { name: 'Schedule Your Service' })).toBeVisible();
  await visitor.close();
});

test('a request sent offline waits in /outbox, survives closing the page, and arrives exactly once', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline');
  await page.goto('/contact');
  await controlled(page);
  await context.setOffline(true);
  await submitRequestForm(page, { first: 'Olive', last: 'Offline', email, service: 'AC Service' });
  await expect(page.getByText(/saved - it will be sent when you are back online/).first()).toBeVisible();
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto('/outbox');
  await expect(reopened.getByText('Appointment request: AC Service')).toBeVisible();
  await expect(reopened.getByRole('link', { name: /unsent submission/ })).toBeVisible();

  await context.setOffline(false);
  await expect(reopened.getByText('Nothing is waiting.')).toBeVisible({ timeout: 20_000 });
  const token = await adminToken(request);
  const res = await request.get('/api/admin/appointment-requests?status=pending', {
    headers: { authorization: `Bearer ${token}` },
  });
  const mine = ((await res.json()) as { requests: { email: string }[] }).requests.filter((r) => r.email === email);
  expect(mine).toHaveLength(1);
});
