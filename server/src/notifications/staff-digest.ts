import type { Knex } from 'knex';
import { appointmentMessages as adminMessages } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppDeps } from '../app-deps.ts';
import { staffAlertMail, withAlertLine } from '../mail/notification-mails.ts';
import {
  insertNotifications,
  lastPlannedAt,
  rewriteWaiting,
  staffEmails,
  waitingAfter,
} from './notifications.repository.ts';
import type { Mail } from '../mail/mailer.ts';

/** Staff hear of one appointment's changes by its customer at most this often. */
export const CUSTOMER_CHANGE_ALERT_MS = 3_600_000;

type DigestDeps = Pick<AppDeps, 'config' | 'clock' | 'settings'>;

/**
 * Tells staff of a customer's own change (a move, a cancel) without letting one customer flood
 * them. The first change of an appointment is alerted at once. A change within the hour after an
 * alert goes into a digest due when that hour is up; later changes before then are added to the
 * same digest. So an appointment makes at most one alert an hour, and no change goes untold.
 */
export async function alertStaffOfCustomerChange(
  trx: Knex,
  deps: DigestDeps,
  a: Appointment,
  what: string,
): Promise<void> {
  if (!(await deps.settings.get(trx)).notifications.email) return;
  const now = deps.clock.now();
  const line = `${a.user.name} (${a.user.email}, ${a.user.phone}), ${a.service_type}: ${what}.`;
  const gathering = await waitingAfter(trx, a.id, 'staff_change', now);
  if (gathering.length > 0) {
    for (const row of gathering)
      await rewriteWaiting(trx, row.id, withAlertLine(JSON.parse(row.message_json) as Mail, line));
    return;
  }
  const last = await lastPlannedAt(trx, a.id, 'staff_change');
  const next = last ? new Date(last.getTime() + CUSTOMER_CHANGE_ALERT_MS) : now;
  const digest = next > now;
  const { shop } = deps.config;
  const mailTo = (to: string) =>
    digest
      ? staffAlertMail(
          to,
          adminMessages.customerChangesSubject(a.order_id),
          [adminMessages.customerChangesIntro, line],
          shop,
        )
      : staffAlertMail(to, `${what}: ${a.order_id}`, [line], shop);
  const rows = (await staffEmails(trx)).map((to) => ({
    kind: 'staff_change' as const,
    appointmentId: a.id,
    mail: mailTo(to),
    plannedAt: digest ? next : now,
  }));
  await insertNotifications(trx, rows, now);
}
