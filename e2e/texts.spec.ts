import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { ThreadDetail, ThreadList } from '@shop/shared/texts/texts.schema';
import { E2E_SMS_PORT, E2E_SMS_TOKEN } from '../playwright.config.ts';
import {
  adminBook,
  adminToken,
  controlled,
  E2E_ADMIN,
  expect,
  expectAccessible,
  nextWeekdays,
  signIn,
  test,
} from './support.ts';
import { uniqueEmail } from './unique-email.ts';

const TABLET = { width: 820, height: 1180 };
const TABLET_LANDSCAPE = { width: 1180, height: 820 };
const PHONE = { width: 390, height: 844 };

/** A fresh US number per test, so threads of earlier runs never mix in. */
const uniquePhone = () => `+1415${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;

/**
 * A text to the shop's number, posted to the webhook as the provider does: form-encoded and signed
 * with HMAC-SHA1 over the public URL and the sorted parameters (Twilio's documented scheme).
 */
async function inboundText(request: APIRequestContext, baseURL: string, from: string, body: string): Promise<void> {
  const path = '/api/sms/inbound';
  const params: Record<string, string> = {
    MessageSid: `SM${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    From: from,
    To: '+15105550000',
    Body: body,
    NumMedia: '0',
  };
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], baseURL + path);
  const signature = createHmac('sha1', E2E_SMS_TOKEN).update(signed, 'utf8').digest('base64');
  const res = await request.post(path, { form: params, headers: { 'x-twilio-signature': signature } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The SMS provider's Messages API as a local stand-in: it takes every text and keeps its body. */
const delivered: string[] = [];
let provider: Server;
test.beforeAll(async () => {
  provider = createServer((req, res) => {
    let form = '';
    req.on('data', (chunk: Buffer) => (form += chunk.toString()));
    req.on('end', () => {
      delivered.push(new URLSearchParams(form).get('Body') ?? '');
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM-e2e-${delivered.length}` }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(E2E_SMS_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The number's thread, once its text is filed (the webhook only keeps it; a job files it just after). */
async function threadOf(request: APIRequestContext, token: string, phone: string): Promise<number> {
  let id: number | undefined;
  await expect(async () => {
    const res = await request.get('/api/admin/messages', { headers: auth(token) });
    expect(res.status()).toBe(200);
    id = ((await res.json()) as ThreadList).threads.find((t) => t.phone === phone)?.id;
    expect(id, `a thread for ${phone}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return id!;
}

async function detailOf(request: APIRequestContext, token: string, id: number): Promise<ThreadDetail> {
  const res = await request.get(`/api/admin/messages/${id}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as ThreadDetail;
}

test('a tablet reads a thread offline, replies offline, and the reply goes once when it is back', async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await adminToken(request);
  const phone = uniquePhone();
  await inboundText(request, baseURL!, phone, 'Is my car done?');
  const id = await threadOf(request, token, phone);

  const context = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await controlled(page);
  await page.goto(`/admin/messages/${id}`);
  await expect(page.getByText('Is my car done?')).toBeVisible();
  // Opened: marked read on the server.
  await expect.poll(async () => (await detailOf(request, token, id)).thread.unread).toBe(0);

  await context.setOffline(true);
  // The cached thread opens again with no network (the service worker serves the app).
  await page.reload();
  await expect(page.getByText('Is my car done?')).toBeVisible();
  await page.getByLabel(m.composerLabel).fill('Yes, ready at 5');
  await expect(page.getByText('GSM-7 · 1 segment · 145 left')).toBeVisible();
  await page.getByRole('button', { name: m.send, exact: true }).click();
  await expect(page.getByText(m.status.queued)).toBeVisible();
  await expect(page.getByRole('link', { name: /1 unsent submission/ })).toBeVisible();

  await context.setOffline(false);
  const outgoing = async () =>
    (await detailOf(request, token, id)).messages.filter((x) => x.direction === 'out' && x.body === 'Yes, ready at 5');
  await expect.poll(async () => (await outgoing()).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => delivered.filter((b) => b === 'Yes, ready at 5').length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByRole('link', { name: /unsent submission/ })).toHaveCount(0);
  // A reload after the drain sends nothing more.
  await page.reload();
  await expect(page.getByText('Yes, ready at 5')).toBeVisible();
  expect(await outgoing()).toHaveLength(1);
  await context.close();
});

test('an unknown number is attached to a customer, and the inbox passes axe on a tablet and on a phone in dark mode', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(request);
  const email = uniqueEmail('attach');
  await adminBook(request, token, { date: nextWeekdays(20)[19]!, start: '10:00', first: 'Marisol', email });
  const phone = uniquePhone();
  await inboundText(request, baseURL!, phone, 'Photo of the light coming');
  const id = await threadOf(request, token, phone);

  await page.setViewportSize(TABLET_LANDSCAPE);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: /^Messages\s+\d+ unread$/ })).toBeVisible();
  await page.goto('/admin/messages');
  const row = page.getByRole('link', { name: new RegExp(phone.replace('+', '\\+')) });
  await expect(row).toContainText(m.unknownSender);
  await expectAccessible(page);
  await row.click();
  await expect(page.getByRole('heading', { name: m.unknownSender })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Find a customer').fill(email);
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await expect(page.getByRole('heading', { name: /Marisol/ })).toBeVisible();
  await expect(page.getByRole('link', { name: m.customerLink })).toBeVisible();
  await expect.poll(async () => (await detailOf(request, token, id)).thread.customer_id).not.toBeNull();

  // A phone in dark mode: one pane at a time.
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: m.backToList })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: m.backToList }).click();
  await expect(page.getByRole('link', { name: new RegExp(phone.replace('+', '\\+')) })).toContainText('Marisol');
  await expectAccessible(page);
});
