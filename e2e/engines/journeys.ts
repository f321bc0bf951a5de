import { appMessages } from '@shop/shared/app/messages';
import { requestMessages } from '@shop/shared/requests/messages';
import { ENGINE_ADMIN, type AppServer } from './app-server.ts';
import type { EnginePage } from './engine-page.ts';
import { uniqueEmail } from '../unique-email.ts';

/** Polls a server-side check until it holds; answers the milliseconds it took. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<number> {
  const start = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - start > timeoutMs) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}

/** The requests the server holds from one email. */
export async function requestsFrom(server: AppServer, email: string): Promise<number> {
  const { requests } = await server.asAdmin<{ requests: { email: string }[] }>(
    'GET',
    '/api/admin/appointment-requests?status=all',
  );
  return requests.filter((r) => r.email === email).length;
}

/** Waits for the nav's badge of unsent submissions. */
export const outboxBadge = (page: EnginePage) =>
  page.waitFor('return Boolean(document.querySelector(\'a[aria-label*="unsent submission"]\'));', 'the outbox badge');

/** Fills the contact page's request form and submits it. */
export async function submitRequest(page: EnginePage, email: string): Promise<void> {
  await page.fill('First name', 'Ona');
  await page.fill('Last name', 'Engine');
  await page.fill('Email', email);
  await page.fill('Phone', '510-555-0144');
  await page.click({ text: 'AC Service' });
  await page.click({ text: 'Submit Request' });
}

/** After one visit, / and /diagnostics open with no network, and a code is looked up. */
export async function pagesOffline(page: EnginePage, server: AppServer): Promise<void> {
  await page.goto(`${server.origin}/`);
  await page.controlled();
  await page.goto(`${server.origin}/diagnostics`);
  await page.waitForText('OBD2 Code Checker');
  await server.stop();
  try {
    await page.goto(`${server.origin}/`);
    await page.waitForText('Your Trusted Auto Repair Partner');
    await page.goto(`${server.origin}/diagnostics`);
    await page.fill('OBD2 code or words', 'P0A80');
    await page.click({ text: 'Check Code' });
    await page.waitForText('Replace Hybrid/EV Battery Pack');
    await page.fill('OBD2 code or words', 'P0300');
    await page.click({ text: 'Check Code' });
    await page.waitForText('Random/Multiple Cylinder Misfire');
  } finally {
    await server.start();
  }
}

/**
 * A request made with the server gone is kept, shown as pending with the outbox badge, and
 * arrives exactly once after the server returns (still once after a reload). Answers how long
 * delivery took after the server was back.
 */
export async function requestOffline(page: EnginePage, server: AppServer): Promise<number> {
  const email = uniqueEmail('request');
  await page.goto(`${server.origin}/contact`);
  await page.controlled();
  await server.stop();
  await submitRequest(page, email);
  await page.waitForText(appMessages.offlineSavedSubmission);
  await outboxBadge(page);
  await server.start();
  const delivered = await until(async () => (await requestsFrom(server, email)) > 0, 'the request to arrive');
  await page.goto(`${server.origin}/outbox`);
  await page.waitForText('Nothing is waiting.');
  await new Promise((r) => setTimeout(r, 1_000));
  if ((await requestsFrom(server, email)) !== 1) throw new Error(`${page.engine}: the request arrived more than once`);
  return delivered;
}

/**
 * Leaving a page while its start-up outbox drain runs, then submitting on the next page: the
 * submit must finish (WebKit kept the left page in its back/forward cache holding the outbox).
 */
export async function leaveDuringStartUp(page: EnginePage, server: AppServer): Promise<void> {
  const email = uniqueEmail('startup');
  await page.goto(`${server.origin}/diagnostics`);
  await page.waitForText('OBD2 Code Checker');
  await page.goto(`${server.origin}/contact`);
  await page.waitForText('Contact Us');
  await submitRequest(page, email);
  await page.waitForText(requestMessages.success, 10_000);
  if ((await requestsFrom(server, email)) !== 1) throw new Error(`${page.engine}: expected the request once`);
}

/** The appointments the server holds for one email. */
async function appointmentsOf(server: AppServer, email: string): Promise<{ id: number; status: string }[]> {
  const { appointments } = await server.asAdmin<{ appointments: { id: number; status: string }[] }>(
    'GET',
    `/api/admin/appointments?searchType=email&search=${encodeURIComponent(email)}`,
  );
  return appointments;
}

/** A booking through the wizard, confirmed with the server gone, arrives exactly once after it returns. */
export async function bookingOffline(page: EnginePage, server: AppServer): Promise<number> {
  const email = uniqueEmail('booking');
  for (const flag of ['showServicesTab', 'showSchedulingPage', 'showSuccessPage'])
    await server.asAdmin('PUT', `/api/feature-flags/${flag}`, { enabled: true });
  await page.goto(`${server.origin}/services`);
  await page.controlled();
  await page.click({ css: '.service-card' });
  await page.click({ text: 'Schedule Service' });
  await page.click({ text: /^Same-day/ });
  await page.fill('Make', 'Honda');
  await page.fill('Model', 'Fit');
  await page.fill('Year', '2014');
  await page.click({ label: 'License plate help' });
  await page.click({ text: 'I do not have a license plate yet' });
  await page.fill('Full name', 'Wendy Webkit');
  await page.fill('Phone', '5105550155');
  await page.fill('Email', email);
  await page.click({ text: 'Continue to Schedule' });
  await page.click({ css: '.calendar[aria-busy="false"] .calendar-grid button.day:not([disabled])' });
  await page.click({ css: '.time-grid button' });
  await page.click({ text: 'Continue to Payment' });
  await page.click({ text: /^Pay In Person/ });
  await page.waitForText('Review Your Appointment');
  await server.stop();
  await page.click({ text: 'Confirm & Proceed to Payment' });
  await page.waitForText(appMessages.pendingWillBeSent);
  await server.start();
  const delivered = await until(
    async () => (await appointmentsOf(server, email)).length > 0,
    'the booking to arrive',
  ).catch(async (err: Error) => {
    await page.goto(`${server.origin}/outbox`);
    await page.waitForText('Outbox');
    await new Promise((r) => setTimeout(r, 1_000));
    const all = await server.asAdmin<{ appointments: { user: { email: string } }[] }>('GET', '/api/admin/appointments');
    throw new Error(
      `${err.message} (${email}; on the server: ${all.appointments.map((a) => a.user.email).join(', ')})`,
    );
  });
  await new Promise((r) => setTimeout(r, 1_000));
  await page.goto(`${server.origin}/outbox`);
  await page.waitForText('Nothing is waiting.');
  if ((await appointmentsOf(server, email)).length !== 1) throw new Error(`${page.engine}: booked more than once`);
  return delivered;
}

/** An appointment staff made for `email` on the next weekday; answers its id. */
export async function staffAppointment(server: AppServer, email: string): Promise<number> {
  const made = await server.asAdmin<{ appointment: { id: number } }>('POST', '/api/appointments', {
    date: nextWeekday(),
    start_time: '13:00',
    end_time: '14:00',
    first_name: 'Tablet',
    last_name: 'Offline',
    email,
    phone: '510-555-0177',
    vehicle_make: 'Subaru',
    vehicle_model: 'Outback',
    vehicle_year: '2019',
    service_type_id: ['2'],
    notes: '',
  });
  return made.appointment.id;
}

/** Signs the tablet in as staff and waits for the worker to control it. */
export async function signInAsStaff(page: EnginePage, server: AppServer): Promise<void> {
  await page.goto(`${server.origin}/login`);
  await page.fill('Email', ENGINE_ADMIN.email);
  await page.fill('Password', ENGINE_ADMIN.password);
  await page.click({ text: 'Sign in' });
  await page.waitForText('Dashboard');
  await page.controlled();
}

/** Staff on the tablet change a status with the server gone; it shows at once and lands on return. */
export async function adminStatusOffline(page: EnginePage, server: AppServer): Promise<number> {
  const email = uniqueEmail('tablet');
  const id = await staffAppointment(server, email);
  await signInAsStaff(page, server);
  await page.goto(`${server.origin}/admin/appointments`);
  await page.waitForElement({ label: `Status of appointment ${id}` });
  await server.stop();
  await page.select(`Status of appointment ${id}`, 'completed');
  // Completing asks for the odometer; left empty, none is sent.
  await page.click({ text: 'Mark completed' });
  await outboxBadge(page);
  await server.start();
  return until(
    async () => (await appointmentsOf(server, email))[0]?.status === 'completed',
    'the status change to arrive',
  );
}

/** The next Monday to Friday after today (UTC is close enough for a 13:00 staff booking). */
function nextWeekday(): string {
  const d = new Date();
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}
