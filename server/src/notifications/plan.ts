import type { Knex } from 'knex';
import { holdsBay } from '@shop/shared/appointments/appointment-status';
import { estimateOpen } from '@shop/shared/inspections/estimate-rules';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { Notice, NoticeAppointment, StaffAlertKind } from '@shop/shared/notifications/notices';
import { shopInstant } from '@shop/shared/time/shop-time';
import { firstName } from '@shop/shared/customers/first-name';
import type { AppDeps } from '../app-deps.ts';
import type { Mail } from '../mail/mailer.ts';
import { planNotice, planNotices } from './plan-notice.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import {
  cancelQueued,
  latestManageUrl,
  optedOutOfReminders,
  type BookingAudience,
} from './notifications.repository.ts';

type PlanDeps = Pick<AppDeps, 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

/** A mail written by its use case to the appointment's customer (a cancel, a move), sent as soon as the change commits. */
export async function notifyCustomer(
  trx: Knex,
  deps: PlanDeps,
  n: { kind: 'cancelled' | 'moved'; appointmentId: number; mail: Mail; manageUrl?: string },
): Promise<void> {
  await planNotice(trx, deps, { ...n, to: { email: n.mail.to, phone: null } });
}

/** The appointment as its customer's notices name it, with the newest link she was sent unless `url` is given. */
async function noticeAppointment(trx: Knex, a: Appointment, url?: string): Promise<NoticeAppointment> {
  return {
    id: a.id,
    orderId: a.order_id,
    date: a.date,
    startTime: a.start_time,
    services: a.services.map((s) => s.name).join(', '),
    firstName: firstName(a.user.name),
    manageUrl: url ?? (await latestManageUrl(trx, a.id)),
  };
}

const contactOf = (a: Appointment) => ({ email: a.user.email, phone: a.user.phone });

/**
 * The appointment's reminder, planned afresh: any unsent one is withdrawn, and a new one is due
 * REMINDER_HOURS_BEFORE the start, unless the appointment holds no bay (cancelled) or that time
 * has passed (a booking made late gets none). A cancelled appointment's estimate is closed, so
 * its unsent "your estimate is ready" notices are withdrawn too.
 */
export async function planReminder(trx: Knex, deps: PlanDeps, a: Appointment, manageUrl?: string): Promise<void> {
  await cancelQueued(trx, a.id, estimateOpen(a.status) ? ['reminder'] : ['reminder', 'estimate']);
  const reminder = await reminderNotice(trx, deps, a, manageUrl, () => optedOutOfReminders(trx, a.user.email));
  if (reminder) await planNotice(trx, deps, reminder);
}

/**
 * The reminder for `a`, if it gets one: due REMINDER_HOURS_BEFORE the start and worth showing on
 * a device until the start; `optedOut` is asked only when it would be planned.
 */
async function reminderNotice(
  trx: Knex,
  deps: PlanDeps,
  a: Appointment,
  manageUrl: string | undefined,
  optedOut: () => Promise<boolean>,
): Promise<Notice | null> {
  if (!holdsBay(a.status) || a.status === 'completed') return null;
  const start = shopInstant(a.date, a.start_time, deps.config.shop.timeZone);
  const due = new Date(start.getTime() - deps.config.reminderHoursBefore * 3_600_000);
  if (due.getTime() <= deps.clock.now().getTime() || (await optedOut())) return null;
  const appointment = await noticeAppointment(trx, a, manageUrl);
  const origin = appointment.manageUrl ? new URL(appointment.manageUrl).origin : '';
  return {
    kind: 'reminder',
    to: contactOf(a),
    appointment,
    unsubscribeUrl: unsubscribeUrl(origin, deps.config.jwtSecret, a.user.email),
    plannedAt: due,
    manageUrl: appointment.manageUrl ?? undefined,
    showUntil: start,
  };
}

/**
 * What a new booking sends, in one insert to its audience (bookingAudience, read by the caller): the
 * confirmation now, the reminder when due, and the staff alert. A new appointment has no reminder
 * to withdraw and no device asking for its news.
 */
export async function planNewBooking(
  trx: Knex,
  deps: PlanDeps,
  a: Appointment,
  n: { confirmation: Mail; manageUrl: string; staff: StaffAlert; audience: BookingAudience },
): Promise<void> {
  const { audience } = n;
  const reminder = await reminderNotice(trx, deps, a, n.manageUrl, async () => audience.optedOut);
  await planNotices(trx, deps, [
    { kind: 'confirmation', to: contactOf(a), appointmentId: a.id, mail: n.confirmation, manageUrl: n.manageUrl },
    ...(reminder ? [{ ...reminder, newAppointment: true as const }] : []),
    { ...n.staff, staff: audience.staff, staffDevices: audience.staffDevices },
  ]);
}

/** "Your car is ready" when staff complete the work; the reminder, if still waiting, is withdrawn. */
export async function notifyReady(trx: Knex, deps: PlanDeps, a: Appointment): Promise<void> {
  await cancelQueued(trx, a.id, ['reminder']);
  await planNotice(trx, deps, { kind: 'ready', to: contactOf(a), appointment: await noticeAppointment(trx, a) });
}

/** The customer hears of a progress note staff add to the timeline. */
export async function notifyProgress(trx: Knex, deps: PlanDeps, a: Appointment, note: string): Promise<void> {
  await planNotice(trx, deps, {
    kind: 'progress',
    to: contactOf(a),
    appointment: await noticeAppointment(trx, a),
    note,
  });
}

type StaffAlert = {
  kind: Exclude<StaffAlertKind, 'staff_text'>;
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
  const to = { email: n.acknowledgement.to, phone: null };
  await planNotices(trx, deps, [
    { kind: 'request_received', to, requestId: n.requestId, mail: n.acknowledgement },
    n.staff,
  ]);
}

/** An alert to every admin account while Settings > Notifications > Email is on, and to staff devices. */
export async function alertStaff(trx: Knex, deps: PlanDeps, n: StaffAlert): Promise<void> {
  await planNotice(trx, deps, n);
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
