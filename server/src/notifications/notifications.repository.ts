import type { Knex } from 'knex';
import type { NotificationChannel, NotificationStatus } from '@shop/shared/notifications/notification.schema';
import { STAFF_ALERT_KINDS, type NotificationKind, type StoredSms } from '@shop/shared/notifications/notices';
import type { Mail } from '../mail/mailer.ts';
import { asBoolean, jsonArrayAggSql, rawRows, readJsonArray } from '../db/dialect.ts';
import { STAFF_ENDPOINTS_SQL } from '../push/push.repository.ts';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  appointment_id: number | null;
  request_id: number | null;
  channel: NotificationChannel;
  recipient: string;
  subject: string;
  message_json: string;
  planned_at: string;
  status: NotificationStatus;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  lease_id: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

interface NotificationBase {
  kind: NotificationKind;
  appointmentId?: number | null;
  requestId?: number | null;
  plannedAt: Date;
  manageUrl?: string;
  /** Until when a push twin of this news is worth showing (a reminder: the start); else a time per kind. */
  pushUntil?: Date;
  /** A waitlist offer's entry: its push goes to the devices that asked on the entry's page. */
  waitlistEntryId?: number;
}

/**
 * A notification to write: a mail (email, the default; a push row keeps its message beside a mail's
 * fields), or an SMS, which stores only its text. An SMS given as a mail (`channel: 'sms'`, `mail.to`
 * the number) is stored as rows queued before SMS had its own shape were, and is read alike.
 */
export type NewNotification = NotificationBase &
  ({ channel?: NotificationChannel; mail: Mail } | { channel: 'sms'; to: string; sms: StoredSms });

/** The recipient, the subject the log lists, and the stored message of a notification. */
function stored(n: NewNotification): { recipient: string; subject: string; message_json: string } {
  if ('sms' in n) return { recipient: n.to, subject: `SMS: ${n.kind}`, message_json: JSON.stringify(n.sms) };
  return { recipient: n.mail.to, subject: n.mail.subject, message_json: JSON.stringify(n.mail) };
}

const toRow = (n: NewNotification, now: Date) => ({
  ...stored(n),
  kind: n.kind,
  appointment_id: n.appointmentId ?? null,
  request_id: n.requestId ?? null,
  channel: n.channel ?? 'email',
  manage_url: n.manageUrl ?? null,
  planned_at: n.plannedAt.toISOString(),
  next_attempt_at: n.plannedAt.toISOString(),
  created_at: now.toISOString(),
});

/** Writes notifications in the caller's transaction: they exist exactly when the change does. */
export async function insertNotifications(trx: Knex, list: NewNotification[], now: Date): Promise<void> {
  if (list.length === 0) return;
  await trx('notifications').insert(list.map((n) => toRow(n, now)));
}

/** Writes one notification and answers its id (a staff text shows its outbox row's status). */
export async function insertNotification(trx: Knex, n: NewNotification, now: Date): Promise<number> {
  const [row] = (await trx('notifications').insert(toRow(n, now)).returning('id')) as ({ id: number } | number)[];
  return typeof row === 'number' ? row : Number(row!.id);
}

/**
 * Withdraws an appointment's notifications that are not sent yet: those of these kinds (e.g. its
 * reminder), or all of them when it is deleted.
 */
export async function cancelQueued(trx: Knex, appointmentId: number, kinds: NotificationKind[] | 'all'): Promise<void> {
  const q = trx('notifications').where({ appointment_id: appointmentId, status: 'queued' });
  if (kinds !== 'all') q.whereIn('kind', kinds);
  await q.update({ status: 'cancelled' });
}

/** The newest notifications, for Settings. */
export async function latestNotifications(db: Knex, limit: number): Promise<NotificationRow[]> {
  return (await db('notifications').orderBy('id', 'desc').limit(limit).select('*')) as NotificationRow[];
}

/** When the newest not-withdrawn notification of one kind about an appointment was (or is) due, or null. */
export async function lastPlannedAt(db: Knex, appointmentId: number, kind: NotificationKind): Promise<Date | null> {
  const row = (await db('notifications')
    .where({ appointment_id: appointmentId, kind })
    .whereNot({ status: 'cancelled' })
    .max({ at: 'planned_at' })
    .first()) as { at: string | null } | undefined;
  return row?.at ? new Date(row.at) : null;
}

/** An appointment's notifications of one kind still waiting for a time after `now` (a digest being gathered). */
export async function waitingAfter(
  db: Knex,
  appointmentId: number,
  kind: NotificationKind,
  now: Date,
): Promise<NotificationRow[]> {
  return (await db('notifications')
    .where({ appointment_id: appointmentId, kind, status: 'queued' })
    .where('planned_at', '>', now.toISOString())
    .select('*')) as NotificationRow[];
}

/** Rewrites the message of a notification that is still waiting (a digest that gathered one more line). */
export async function rewriteWaiting(db: Knex, id: number, mail: Mail): Promise<void> {
  await db('notifications')
    .where({ id, status: 'queued' })
    .update({ subject: mail.subject, message_json: JSON.stringify(mail) });
}

/** Staff's Retry of a failed notification: queued again now. Returns false when it is not failed. */
export async function requeueFailed(db: Knex, id: number, now: Date): Promise<boolean> {
  const n = await db('notifications')
    .where({ id, status: 'failed' })
    .update({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString() });
  return n === 1;
}

/** The newest link to the appointment that a mail to its customer carried (a token link holds its slot, not the token). */
export async function latestManageUrl(db: Knex, appointmentId: number): Promise<string | null> {
  const row = (await db('notifications')
    .where({ appointment_id: appointmentId })
    .whereNotNull('manage_url')
    .orderBy('id', 'desc')
    .first('manage_url')) as { manage_url: string } | undefined;
  return row?.manage_url ?? null;
}

/** Every admin account's email: where staff alerts go. */
export async function staffEmails(db: Knex): Promise<string[]> {
  return ((await db('users').where({ role: 'admin' }).select('email')) as { email: string }[]).map((u) => u.email);
}

/** What "no more reminders" stops: the appointment's reminder, and the messages that bring a car back. */
const REMINDER_KINDS: NotificationKind[] = ['reminder', 'maintenance_due', 'declined_followup'];

/** Records that an address wants no more reminders (asking twice is fine). */
export async function optOutOfReminders(db: Knex, email: string, now: Date): Promise<void> {
  await db('reminder_opt_outs').insert({ email, created_at: now.toISOString() }).onConflict('email').ignore();
  // The mails to that address, every channel's reminder of that address's appointments, and the
  // texts of what brings her car back (they belong to no appointment: found by her phone).
  await db('notifications')
    .whereIn('kind', REMINDER_KINDS)
    .where({ status: 'queued' })
    .where((q) =>
      q
        .where({ recipient: email })
        .orWhereIn('appointment_id', db('appointments').where({ contact_email: email }).select('id'))
        .orWhere((p) =>
          p
            .whereIn('kind', ['maintenance_due', 'declined_followup'])
            .whereIn('recipient', db('customers').where({ email }).whereNotNull('phone_e164').select('phone_e164')),
        ),
    )
    .update({ status: 'cancelled' });
}

/** What a device stops getting, for the pushes already queued to it. */
export type QueuedPushScope = { appointmentId: number } | 'waitlist' | 'staff' | 'all';

/** Withdraws the pushes queued to an endpoint for what it no longer serves. */
export async function cancelQueuedPushes(trx: Knex, endpoint: string, scope: QueuedPushScope): Promise<void> {
  const q = trx('notifications').where({ channel: 'push', recipient: endpoint, status: 'queued' });
  if (scope === 'staff') q.whereIn('kind', [...STAFF_ALERT_KINDS]);
  else if (scope === 'waitlist') q.where({ kind: 'waitlist_offer' });
  else if (scope !== 'all') q.where({ appointment_id: scope.appointmentId });
  await q.update({ status: 'cancelled' });
}

/** The pushes queued to a device's old endpoint go to its new one. */
export async function redirectQueuedPushes(trx: Knex, from: string, to: string): Promise<void> {
  await trx('notifications').where({ channel: 'push', recipient: from, status: 'queued' }).update({ recipient: to });
}

/** An appointment's customer mails still waiting for their time (its reminder): what a device that asks now should get too. */
export async function waitingCustomerMails(
  trx: Knex,
  appointmentId: number,
  kinds: NotificationKind[],
): Promise<NotificationRow[]> {
  return (await trx('notifications')
    .where({ appointment_id: appointmentId, channel: 'email', status: 'queued' })
    .whereIn('kind', kinds)
    .select('*')) as NotificationRow[];
}

export interface BookingAudience {
  optedOut: boolean;
  staff: string[];
  staffDevices: string[];
}

/**
 * Who hears of a new booking, in one read: whether its customer opted out of reminders, the staff's
 * addresses, and their devices' push endpoints (as staffEndpoints reads them).
 */
export async function bookingAudience(db: Knex, email: string): Promise<BookingAudience> {
  const [row] = await rawRows<{ opted_out: unknown; staff: unknown; devices: unknown }>(
    db,
    `select exists (select 1 from reminder_opt_outs where email = ?) as opted_out,
      (select ${jsonArrayAggSql(db, 'email')} from users where role = 'admin') as staff,
      (select ${jsonArrayAggSql(db, 'endpoint')} from (${STAFF_ENDPOINTS_SQL}) as d) as devices`,
    [email],
  );
  return {
    optedOut: asBoolean(row!.opted_out),
    staff: readJsonArray<string>(row!.staff),
    staffDevices: readJsonArray<string>(row!.devices),
  };
}

export async function optedOutOfReminders(db: Knex, email: string): Promise<boolean> {
  return (await db('reminder_opt_outs').where({ email }).first()) !== undefined;
}
