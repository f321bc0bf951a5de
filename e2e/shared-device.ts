import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerCustomer } from './mail-and-booking.ts';
import { adminToken, nextWeekdays, pickBookableDay } from './support.ts';
import { uniqueEmail } from './unique-email.ts';

/**
 * Everything the browser keeps for this origin, as one text: local and session storage, every
 * IndexedDB store and every Cache Storage entry (text answers read whole).
 */
export async function deviceStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const s of [localStorage, sessionStorage])
      for (let i = 0; i < s.length; i += 1) out.push(`${s.key(i)}=${s.getItem(s.key(i)!)}`);
    const ask = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    for (const info of await indexedDB.databases()) {
      const db = await ask(indexedDB.open(info.name!));
      for (const store of Array.from(db.objectStoreNames))
        out.push(
          `${info.name}/${store}=${JSON.stringify(await ask(db.transaction(store).objectStore(store).getAll()))}`,
        );
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        out.push(req.url, /json|text|javascript/.test(res?.headers.get('content-type') ?? '') ? await res!.text() : '');
      }
    }
    return out.join('\n');
  });
}

/** Expects none of a person's details anywhere in the browser's storage. */
export async function expectForgotten(page: Page, details: string[]): Promise<void> {
  await expect
    .poll(async () => {
      // Each finding names where it was (the storage line's start), so a failure says what kept it.
      const lines = (await deviceStorage(page)).split('\n');
      return details.flatMap((d) => lines.filter((l) => l.includes(d)).map((l) => `${d} in ${l.slice(0, 60)}`));
    })
    .toEqual([]);
}

/** A second staff account, made the way a shop owner does: the create-admin command on the same database. */
export function createStaff(email: string, password: string): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/create-admin.ts', '--email', email, '--password', password],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
}

export interface Customer {
  firstName: string;
  email: string;
  password: string;
  phone: string;
  plate: string;
}

/** A confirmed customer account with its own phone and plate. */
export async function newCustomer(request: APIRequestContext, firstName: string, phone: string): Promise<Customer> {
  const c = {
    firstName,
    email: uniqueEmail(firstName.toLowerCase()),
    password: 'customer-password-1',
    phone,
    plate: `${firstName.slice(0, 3).toUpperCase()}${phone.slice(-4)}`,
  };
  await registerCustomer(request, { firstName, lastName: 'Shared', email: c.email, password: c.password });
  return c;
}

/** Books on the customer's account from another device; answers the appointment id and its tracking token. */
export async function bookOnAccount(
  request: APIRequestContext,
  c: Customer,
  token: string,
): Promise<{ id: number; trackingToken: string }> {
  for (const date of nextWeekdays(15)) {
    const res = await request.get(`/api/appointments/available-slots?date=${date}&type=sameday&service_ids=1`);
    const slots = ((await res.json()) as { available_slots: { start_time: string }[] }).available_slots;
    if (slots.length === 0) continue;
    const made = await request.post('/api/appointments', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        service_type_id: 1,
        date,
        start_time: slots[0].start_time,
        vehicle_info: { make: 'Mazda', model: '3', year: '2017', license: c.plate },
        contact_info: { name: `${c.firstName} Shared`, email: c.email, phone: c.phone },
        notes: '',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const body = (await made.json()) as { appointment: { id: number }; tracking_token: string };
    return { id: body.appointment.id, trackingToken: body.tracking_token };
  }
  throw new Error('no free same-day slot in three weeks');
}

/**
 * The appointment as staff see it on the server, through a session of its own (a sign-out on the
 * tablet ends every session of that account).
 */
export async function appointmentOnServer(request: APIRequestContext, id: number, search: string) {
  const staffToken = await adminToken(request);
  const res = await request.get(`/api/admin/appointments?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  // A queued sign-out of the same account may land between the two requests: ask again then.
  if (!res.ok()) return undefined;
  const list = (await res.json()) as { appointments: { id: number; version: number; status: string }[] };
  return list.appointments.find((a) => a.id === id);
}

/** Ways a phone number may be written down. */
export const phoneForms = (digits: string) => [
  digits,
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
];

/**
 * Types the wizard's vehicle and contact step for one oil change; `book` goes on to a confirmed
 * booking at the `fromEnd`-th last time of the first free day (other journeys take the first times).
 */
export async function wizardFor(
  page: Page,
  p: { name: string; phone: string; email: string; plate: string },
  book: boolean,
  fromEnd = 1,
): Promise<void> {
  await page.goto('/services');
  await page.getByText('Oil Change', { exact: true }).click();
  await page.getByRole('link', { name: 'Schedule Service' }).click();
  await page.getByRole('button', { name: /Same-day/ }).click();
  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Fit');
  await page.getByLabel('Year').fill('2015');
  await page.getByRole('textbox', { name: 'License plate', exact: true }).fill(p.plate);
  await page.getByLabel('Full name').fill(p.name);
  await page.getByLabel('Phone').fill(p.phone);
  await page.getByLabel('Email').fill(p.email);
  if (!book) return;
  await page.getByRole('button', { name: 'Continue to Schedule' }).click();
  const confirmed = page.getByRole('heading', { name: 'Appointment Confirmed!' });
  const taken = page.getByRole('button', { name: 'Pick another time' });
  // Other journeys book the same server's days: a time taken between listing and confirming gets
  // the wizard's "no longer available", and the journey picks the next free day, as a customer would.
  const tried: string[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await expect(page.getByRole('heading', { name: 'Select Appointment Date & Time' })).toBeVisible();
    tried.push(await pickBookableDay(page, tried));
    const times = page.locator('.time-grid button');
    await expect(times.first()).toBeVisible();
    await times.nth(Math.max(0, (await times.count()) - fromEnd)).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: /Pay In Person/ }).click();
    await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
    await expect(confirmed.or(taken)).toBeVisible();
    if (await confirmed.isVisible()) return;
    await taken.click();
  }
  await expect(confirmed).toBeVisible();
}
