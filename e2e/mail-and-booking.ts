import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { WizardBooking } from '@shop/shared/bookings/booking.schema';
import { nextWeekdays, setFlags } from './support.ts';
import { uniqueEmail } from './unique-email.ts';

/** The mails the server wrote (no SMTP configured: one .eml each under DATA_DIR/outbox). */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** Quoted-printable soft breaks and the '=' escape undone, so links read whole (headers stay as they are). */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The newest mail to `to` whose subject matches, waiting for it to be written. */
export async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        // The folder comes with the run's first mail: an API-quick first registration may ask before.
        const mails = (existsSync(outboxDir()) ? readdirSync(outboxDir()) : [])
          .sort()
          .map((f) => unfold(readFileSync(path.join(outboxDir(), f), 'utf8')))
          .filter((m) => m.includes(`To: ${to}`) && subject.test(m.match(/^Subject: (.*)$/m)?.[1] ?? ''));
        found = mails.at(-1) ?? '';
        return found.length > 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

/** The link of `page` (with its ?t= token) a mail carries, as a path on this server. */
function tokenLinkIn(mail: string, page: 'track-appointment' | 'estimate'): string {
  const url = mail.match(new RegExp(`https?://[^\\s]+/${page}/\\d+\\?t=[\\w%-]+`))?.[0];
  expect(url, `a ${page} link in the mail`).toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}

/** The manage link a mail carries, as a path on this server. */
export const manageLinkIn = (mail: string): string => tokenLinkIn(mail, 'track-appointment');

/** The estimate link a mail carries, as a path on this server. */
export const estimateLinkIn = (mail: string): string => tokenLinkIn(mail, 'estimate');

/** The link a registration mailed, as a path on this server. */
export async function confirmLinkFor(email: string): Promise<string> {
  const url = (await mailTo(email, /^Confirm your email/)).match(
    /https?:\/\/[^\s]+\/confirm-email\?token=[\w%-]+/,
  )?.[0];
  expect(url, 'a confirmation link in the mail').toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}

/** A customer account, registered through the API and confirmed from its mail, ready to sign in. */
export async function registerCustomer(
  request: APIRequestContext,
  p: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await setFlags(request, { registration: true });
  const res = await request.post('/api/users/register', { data: { ...p, phone: '5105550100', acceptTerms: true } });
  await setFlags(request, { registration: false });
  expect(res.status(), await res.text()).toBe(201);
  const token = new URLSearchParams((await confirmLinkFor(p.email)).split('?')[1]).get('token');
  const confirmed = await request.post('/api/users/confirm-email', { data: { token, password: p.password } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A visitor's same-day booking on the first weekday after today with a free morning slot. */
export async function bookSameDay(request: APIRequestContext, name: string, as?: { email: string; token: string }) {
  const email = as?.email ?? uniqueEmail(name.toLowerCase().replace(/\W/g, ''));
  for (const date of nextWeekdays(15)) {
    const res = await request.get(`/api/appointments/available-slots?date=${date}&type=sameday&service_ids=1`);
    const slots = ((await res.json()) as { available_slots: { start_time: string }[] }).available_slots;
    if (slots.length === 0) continue;
    const start = slots[0].start_time;
    const made = await request.post('/api/appointments', {
      headers: as ? { authorization: `Bearer ${as.token}` } : {},
      data: {
        service_type_id: 1,
        date,
        start_time: start,
        vehicle_info: { make: 'Mazda', model: '3', year: '2017' },
        contact_info: { name, email, phone: '5105550123' },
        notes: '',
      } satisfies WizardBooking,
    });
    expect(made.status(), await made.text()).toBe(201);
    return { email, date, start };
  }
  throw new Error('no free same-day slot in three weeks');
}

/** Fills a same-day slot until the shop answers that it is full. */
export async function fillSlot(request: APIRequestContext, date: string, start: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post('/api/appointments', {
      data: {
        service_type_id: 7,
        date,
        start_time: start,
        vehicle_info: { make: 'A', model: 'B', year: '2010' },
        contact_info: { name: `Filler ${i}`, email: uniqueEmail('filler'), phone: '5105550100' },
        notes: '',
      } satisfies WizardBooking,
    });
    if (res.status() === 409) return;
  }
  throw new Error(`slot ${date} ${start} never filled`);
}

/** The .ics text behind an "Add to calendar" data: link. */
export const calendarFileOf = (href: string | null) => decodeURIComponent(href!.replace(/^data:[^,]*,/, ''));
