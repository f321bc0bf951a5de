import type { Knex } from 'knex';
import { holdsBay } from '@shop/shared/appointments/appointment-status';
import { estimateOpen } from '@shop/shared/inspections/estimate-rules';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { shopInstant } from '@shop/shared/time/shop-time';
import { firstName } from '@shop/shared/customers/first-name';
import type { AppDeps } from '../app-deps.ts';
import type { Mail } from '../mail/mailer.ts';
import { smsTexts, smsTo } from './plan-sms.ts';
import { insertWithPush, staffPushRows } from './plan-push.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import {
  progressMail,
  readyMail,
  reminderMail,
  staffAlertMail,
  type CustomerMailArgs,
} from '../mail/notification-mails.ts';
import {
  bookingAudience,
  cancelQueued,
  insertNotifications,
  latestManageUrl,
  optedOutOfReminders,
  staffEmails,
  type NewNotification,
} from './notifications.repository.ts';
import type { NotificationKind } from '@shop/shared/notifications/notices';

type PlanDeps = Pick<AppDeps, 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

/** A mail to the appointment's customer, sent as soon as the change commits. */
export async function notifyCustomer(
  trx: Knex,
  deps: PlanDeps,
  n: { kind: NotificationKind; appointmentId: number; mail: Mail; manageUrl?: string },
): Promise<void> {
  const now = deps.clock.now();
  await insertWithPush(trx, [{ ...n, plannedAt: now }], now);
}

async function customerArgs(trx: Knex, deps: PlanDeps, a: Appointment, url?: string): Promise<CustomerMailArgs> {
  return {
    to: a.user.email,
    name: firstName(a.user.name),
    orderId: a.order_id,
    date: a.date,
    startTime: a.start_time,
    services: a.services.map((s) => s.name).join(', '),
    manageUrl: url ?? (await latestManageUrl(trx, a.id)),
    shop: deps.config.shop,
  };
}

/**
 * The appointment's reminder, planned afresh: any unsent one is withdrawn, and a new one is due
 * REMINDER_HOURS_BEFORE the start, unless the appointment holds no bay (cancelled) or that time
 * has passed (a booking made late gets none). A cancelled appointment's estimate is closed, so
 * its unsent "your estimate is ready" notices are withdrawn too.
 */
export async function planReminder(trx: Knex, deps: PlanDeps, a: Appointment, manageUrl?: string): Promise<void> {
  await cancelQueued(trx, a.id, estimateOpen(a.status) ? ['reminder'] : ['reminder', 'estimate']);
  const rows = await reminderRows(trx, deps, a, manageUrl, () => optedOutOfReminders(trx, a.user.email));
  await insertWithPush(trx, rows, deps.clock.now());
}

/** The reminder (and its SMS) to insert for `a`, if it gets one; `optedOut` is asked only when it would. */
async function reminderRows(
  trx: Knex,
  deps: PlanDeps,
  a: Appointment,
  manageUrl: string | undefined,
  optedOut: () => Promise<boolean>,
): Promise<NewNotification[]> {
  if (!holdsBay(a.status) || a.status === 'completed') return [];
  const start = shopInstant(a.date, a.start_time, deps.config.shop.timeZone);
  const due = new Date(start.getTime() - deps.config.reminderHoursBefore * 3_600_000);
  if (due.getTime() <= deps.clock.now().getTime() || (await optedOut())) return [];
  const args = await customerArgs(trx, deps, a, manageUrl);
  const origin = args.manageUrl ? new URL(args.manageUrl).origin : '';
  return [
    {
      kind: 'reminder',
      appointmentId: a.id,
      mail: reminderMail({ ...args, unsubscribeUrl: unsubscribeUrl(origin, deps.config.jwtSecret, a.user.email) }),
      plannedAt: due,
      manageUrl: args.manageUrl ?? undefined,
      pushUntil: start,
    },
    ...(await smsTo(trx, deps, a, {
      kind: 'reminder',
      text: smsTexts.reminder(deps.config.shop.name, a, args.manageUrl),
      plannedAt: due,
    })),
  ];
}

/**
 * What a new booking sends, in one read and one insert: the confirmation now, the reminder when
 * due, and the staff alert. A new appointment has no reminder to withdraw and no device asking
 * for its news yet.
 */
export async function planNewBooking(
  trx: Knex,
  deps: PlanDeps,
  a: Appointment,
  n: { confirmation: Mail; manageUrl: string; staff: StaffAlert },
): Promise<void> {
  const now = deps.clock.now();
  const audience = await bookingAudience(trx, a.user.email);
  const confirmation = { kind: 'confirmation' as const, appointmentId: a.id, mail: n.confirmation, plannedAt: now };
  await insertNotifications(
    trx,
    [
      { ...confirmation, manageUrl: n.manageUrl },
      ...(await reminderRows(trx, deps, a, n.manageUrl, async () => audience.optedOut)),
      ...(await staffRows(trx, deps, audience.staff, n.staff)),
    ],
    now,
  );
}

/** "Your car is ready" when staff complete the work; the reminder, if still waiting, is withdrawn. */
export async function notifyReady(trx: Knex, deps: PlanDeps, a: Appointment): Promise<void> {
  await cancelQueued(trx, a.id, ['reminder']);
  const args = await customerArgs(trx, deps, a);
  await notifyCustomer(trx, deps, { kind: 'ready', appointmentId: a.id, mail: readyMail(args) });
  const now = deps.clock.now();
  const text = smsTexts.ready(deps.config.shop.name, args.manageUrl);
  await insertNotifications(trx, await smsTo(trx, deps, a, { kind: 'ready', text, plannedAt: now }), now);
}

/** The customer hears of a progress note staff add to the timeline. */
export async function notifyProgress(trx: Knex, deps: PlanDeps, a: Appointment, note: string): Promise<void> {
  const mail = progressMail({ ...(await customerArgs(trx, deps, a)), note });
  await notifyCustomer(trx, deps, { kind: 'progress', appointmentId: a.id, mail });
}

type StaffAlert = {
  kind: NotificationKind;
  appointmentId?: number;
  requestId?: number;
  subject: string;
  lines: string[];
};

/** What a new request sends, in one insert: its acknowledgement to the customer now and the staff alert. */
export async function planNewRequest(
  trx: Knex,
  deps: PlanDeps,
  n: { requestId: number; acknowledgement: Mail; staff: StaffAlert },
): Promise<void> {
  const now = deps.clock.now();
  const acknowledgement = { kind: 'request_received' as const, requestId: n.requestId, mail: n.acknowledgement };
  await insertNotifications(
    trx,
    [{ ...acknowledgement, plannedAt: now }, ...(await staffRows(trx, deps, null, n.staff))],
    now,
  );
}

/** An alert to every admin account, while Settings > Notifications > Email is on. */
export async function alertStaff(trx: Knex, deps: PlanDeps, n: StaffAlert): Promise<void> {
  const rows = await staffRows(trx, deps, null, n);
  await insertNotifications(trx, rows, deps.clock.now());
}

/**
 * The alert's rows: a mail per admin (`staff`, or read now when null) while staff mail is on,
 * and a push per staff device while their alerts are on.
 */
async function staffRows(trx: Knex, deps: PlanDeps, staff: string[] | null, n: StaffAlert): Promise<NewNotification[]> {
  const now = deps.clock.now();
  const pushes = await staffPushRows(trx, deps, { ...n, plannedAt: now });
  if (!(await deps.settings.get(trx)).notifications.email) return pushes;
  const mails = (staff ?? (await deps.staff.read('admin', () => staffEmails(trx)))).map((to) =>
    staffAlertMail(to, n.subject, n.lines, deps.config.shop),
  );
  const rows = mails.map((mail) => ({
    kind: n.kind,
    appointmentId: n.appointmentId,
    requestId: n.requestId,
    mail,
    plannedAt: now,
  }));
  return [...rows, ...pushes];
}

/**
 * What a staff change tells the customer: completing the work sends "ready"; a new time or status
 * plans the reminder again (withdrawn when cancelled).
 */
export async function afterStaffChange(
  trx: Knex,
  deps: PlanDeps,
  before: Pick<Appointment, 'status' | 'date' | 'start_time'>,
  a: Appointment,
): Promise<void> {
  if (a.status === 'completed' && before.status !== 'completed') return notifyReady(trx, deps, a);
  if (a.status !== before.status || a.date !== before.date || a.start_time !== before.start_time)
    await planReminder(trx, deps, a);
}
