import type { Knex } from 'knex';
import { appointmentMessages as adminMessages } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppDeps } from '../app-deps.ts';
import { withAlertLine } from '../mail/notification-mails.ts';
import { lastPlannedAt, rewriteWaiting, waitingAfter } from './notifications.repository.ts';
import type { Mail } from '../mail/mailer.ts';
import { planNotice } from './plan-notice.ts';

/** Staff hear of one appointment's changes by its customer at most this often. */
export const CUSTOMER_CHANGE_ALERT_MS = 3_600_000;

type DigestDeps = Pick<AppDeps, 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

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
  const now = deps.clock.now();
  const line = `${a.user.name} (${a.user.email}, ${a.user.phone}), ${a.service_type}: ${what}.`;
  const gathering = await waitingAfter(trx, a.id, 'staff_change', now);
  if (gathering.length > 0) {
    // The digest's mails gather the line; its push says "changes" already.
    for (const row of gathering.filter((r) => r.channel === 'email'))
      await rewriteWaiting(trx, row.id, withAlertLine(JSON.parse(row.message_json) as Mail, line));
    return;
  }
  const last = await lastPlannedAt(trx, a.id, 'staff_change');
  const next = last ? new Date(last.getTime() + CUSTOMER_CHANGE_ALERT_MS) : now;
  const digest = next > now;
  await planNotice(trx, deps, {
    kind: 'staff_change',
    appointmentId: a.id,
    subject: digest ? adminMessages.customerChangesSubject(a.order_id) : `${what}: ${a.order_id}`,
    lines: digest ? [adminMessages.customerChangesIntro, line] : [line],
    plannedAt: digest ? next : now,
  });
}
