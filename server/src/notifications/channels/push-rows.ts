import type { Knex } from 'knex';
import { PUSH_PAYLOAD_MAX_BYTES, type PushPayload } from '@shop/shared/push/push.schema';
import { pushTitles, type PushKind } from '@shop/shared/push/messages';
import { mailOrigin, type AppDeps } from '../../app-deps.ts';
import type { PushMessage } from '../../push/push-sender.ts';
import { endpointsServing, staffEndpoints } from '../../push/push.repository.ts';
import type { NotificationKind } from '@shop/shared/notifications/notices';
import { insertNotifications, waitingCustomerMails, type NewNotification } from '../notifications.repository.ts';
import type { Mail } from '../../mail/mailer.ts';

/** A notification written as a mail (an email, or a push carrying a mail's fields). */
type MailNotification = Extract<NewNotification, { mail: Mail }>;

type PushDeps = Pick<AppDeps, 'config' | 'settings' | 'pushDevices'>;

const HOUR = 3_600_000;
/** How long each kind of news is worth showing when a device is offline (the push's TTL). */
const WORTH_SHOWING_MS: Record<PushKind, number> = {
  reminder: 24 * HOUR,
  progress: 24 * HOUR,
  ready: 24 * HOUR,
  estimate: 72 * HOUR,
  waitlist_offer: HOUR,
  cancelled: 24 * HOUR,
  moved: 24 * HOUR,
  staff_booking: 12 * HOUR,
  staff_request: 12 * HOUR,
  staff_change: 12 * HOUR,
  staff_estimate: 12 * HOUR,
  staff_text: 12 * HOUR,
};
const CUSTOMER_KINDS = new Set<NotificationKind>([
  'reminder',
  'progress',
  'ready',
  'estimate',
  'waitlist_offer',
  'cancelled',
  'moved',
]);
const isPushKind = (kind: NotificationKind): kind is PushKind => kind in pushTitles;

/** A notification row that pushes `payload` to one device, worth showing until `until`. */
export function pushRow(
  n: Omit<NewNotification, 'mail' | 'sms' | 'to'>,
  kind: PushKind,
  endpoint: string,
  payload: PushPayload,
  until: Date,
): NewNotification {
  const fitted = { ...payload, body: payload.body.slice(0, 300), url: payload.url.slice(0, 1000) };
  if (Buffer.byteLength(JSON.stringify(fitted)) > PUSH_PAYLOAD_MAX_BYTES) fitted.body = fitted.body.slice(0, 100);
  const push: PushMessage = {
    payload: fitted,
    expiresAt: until.toISOString(),
    urgency: kind === 'waitlist_offer' ? 'high' : 'normal',
  };
  return {
    kind: n.kind,
    appointmentId: n.appointmentId,
    requestId: n.requestId,
    channel: 'push',
    mail: { to: endpoint, subject: fitted.title, text: fitted.body, push } as Mail,
    plannedAt: n.plannedAt,
  };
}

/** A customer's news as a push to one device: the mail's subject as its text, its first link as where a tap leads. */
function customerPush(n: MailNotification, endpoint: string): NewNotification {
  const kind = n.kind as PushKind;
  const payload = {
    title: pushTitles[kind],
    body: n.mail.subject,
    url: n.mail.links?.[0] ?? n.manageUrl ?? '/',
    tag: n.appointmentId ? `appointment-${n.appointmentId}` : `${kind}-${n.waitlistEntryId ?? 'news'}`,
  };
  const until = n.pushUntil ?? new Date(n.plannedAt.getTime() + WORTH_SHOWING_MS[kind]);
  return pushRow(n, kind, endpoint, payload, until);
}

/**
 * The push twins of customer notifications: each goes to the devices that asked for that
 * appointment's news, or (a waitlist offer) for that entry's offers on its page. A reminder is
 * worth showing until the start it reminds of (`pushUntil`).
 */
export async function customerPushRows(trx: Knex, rows: NewNotification[]): Promise<NewNotification[]> {
  const out: NewNotification[] = [];
  for (const n of rows) {
    if (!('mail' in n) || (n.channel ?? 'email') !== 'email' || !CUSTOMER_KINDS.has(n.kind)) continue;
    const target = n.appointmentId
      ? { appointmentId: n.appointmentId }
      : n.waitlistEntryId
        ? { waitlistEntryId: n.waitlistEntryId }
        : null;
    const endpoints = target ? await endpointsServing(trx, target) : [];
    out.push(...endpoints.map((e) => customerPush(n, e)));
  }
  return out;
}

/**
 * What a device that just asked for an appointment's news gets of the news already planned:
 * the reminder still waiting for its time (worth showing until the start).
 */
export async function pushesForNewDevice(
  trx: Knex,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  appointmentId: number,
  endpoint: string,
): Promise<void> {
  const waiting = await waitingCustomerMails(trx, appointmentId, ['reminder']);
  const rows = waiting.map((r) => {
    const plannedAt = new Date(r.planned_at);
    const start = new Date(plannedAt.getTime() + deps.config.reminderHoursBefore * HOUR);
    const mail = JSON.parse(r.message_json) as Mail;
    return customerPush({ kind: r.kind, appointmentId, mail, plannedAt, pushUntil: start }, endpoint);
  });
  await insertNotifications(trx, rows, deps.clock.now());
}

/**
 * A staff alert's pushes: one per staff device (not per account mail), while Settings >
 * Notifications > Appointments is on. A tap opens the staff page the alert is about.
 */
export async function staffPushRows(
  trx: Knex,
  deps: PushDeps,
  alert: {
    kind: NotificationKind;
    appointmentId?: number;
    requestId?: number;
    subject: string;
    plannedAt: Date;
    /** The staff page a tap opens, when it is not the appointment's (a text's thread). */
    page?: string;
    /** The staff devices' endpoints, when the caller has read them already. */
    devices?: string[];
  },
): Promise<NewNotification[]> {
  if (!isPushKind(alert.kind) || !(await deps.settings.get(trx)).notifications.appointments) return [];
  const endpoints = alert.devices ?? (await deps.pushDevices.read('staff', () => staffEndpoints(trx), trx));
  if (endpoints.length === 0) return [];
  const kind = alert.kind;
  const page = alert.page
    ? alert.page
    : kind === 'staff_estimate' && alert.appointmentId
      ? `/admin/inspections/${alert.appointmentId}`
      : alert.appointmentId
        ? '/admin/appointments'
        : '/admin';
  const payload = {
    title: pushTitles[kind],
    body: alert.subject,
    url: mailOrigin(deps) + page,
    tag: `${kind}-${alert.appointmentId ?? alert.requestId ?? alert.page ?? 'shop'}`,
  };
  const until = new Date(alert.plannedAt.getTime() + WORTH_SHOWING_MS[kind]);
  const base = {
    kind: alert.kind,
    appointmentId: alert.appointmentId,
    requestId: alert.requestId,
    plannedAt: alert.plannedAt,
  };
  return endpoints.map((e) => pushRow(base, kind, e, payload, until));
}
