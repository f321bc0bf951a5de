import type { Knex } from 'knex';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import type { AppDeps } from '../app-deps.ts';
import type { NotificationKind } from '@shop/shared/notifications/notices';
import type { NewNotification } from './notifications.repository.ts';
import { toE164 } from './sms.ts';
import { hasOptedOut } from '../texts/consent.repository.ts';

type SmsDeps = Pick<AppDeps, 'config' | 'settings' | 'logger'>;

/** The texts, short enough for one or two SMS segments with the link. */
export const smsTexts = {
  reminder: (shop: string, a: Appointment, url: string | null) =>
    `${shop}: reminder of your appointment on ${toDisplayMoment(a.date, a.start_time)}.${url ? ` Change or cancel: ${url}` : ''}`,
  ready: (shop: string, url: string | null) => `${shop}: your car is ready for pickup.${url ? ` ${url}` : ''}`,
};

/**
 * The SMS twin of a customer notification, while Settings > SMS is on and a provider is
 * configured, to a phone that reads as E.164 and has not replied STOP; a number that does not
 * read is skipped with the reason logged.
 */
export async function smsTo(
  trx: Knex,
  deps: SmsDeps,
  a: Appointment,
  n: { kind: 'reminder' | 'ready' | 'estimate'; text: string; plannedAt: Date },
): Promise<NewNotification[]> {
  return smsToPhone(trx, deps, { ...n, phone: a.user.phone, appointmentId: a.id });
}

/** smsTo for a phone that belongs to no appointment yet (a waitlist entry's). */
export async function smsToPhone(
  trx: Knex,
  deps: SmsDeps,
  n: { kind: NotificationKind; text: string; plannedAt: Date; phone: string; appointmentId: number | null },
): Promise<NewNotification[]> {
  if (!deps.config.sms || !(await deps.settings.get(trx)).notifications.sms) return [];
  const to = toE164(n.phone);
  if (!to) {
    deps.logger.info(
      { appointment: n.appointmentId, kind: n.kind },
      'no SMS: the phone number cannot be read as E.164',
    );
    return [];
  }
  // A number that replied STOP gets nothing more, and is not told so: the notice simply is not texted.
  if (await hasOptedOut(trx, to)) return [];
  return [
    {
      kind: n.kind,
      appointmentId: n.appointmentId,
      channel: 'sms',
      to,
      sms: { text: n.text },
      plannedAt: n.plannedAt,
    },
  ];
}
