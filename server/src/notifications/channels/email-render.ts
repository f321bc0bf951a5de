import type { FollowupNotice, Notice, NoticeAppointment } from '@shop/shared/notifications/notices';
import { inspectionMessages } from '@shop/shared/inspections/messages';
import { maintenanceMessages } from '@shop/shared/maintenance/messages';
import { recommendationMessages } from '@shop/shared/recommendations/messages';
import { waitlistMessages } from '@shop/shared/waitlist/messages';
import type { AppDeps } from '../../app-deps.ts';
import type { Mail } from '../../mail/mailer.ts';
import {
  progressMail,
  readyMail,
  reminderMail,
  staffAlertMail,
  type CustomerMailArgs,
} from '../../mail/notification-mails.ts';
import { unsubscribeHeaders } from '../unsubscribe.ts';

type RenderDeps = Pick<AppDeps, 'config'>;

const appointmentArgs = (to: string, a: NoticeAppointment, deps: RenderDeps): CustomerMailArgs => ({
  to,
  name: a.firstName,
  orderId: a.orderId,
  date: a.date,
  startTime: a.startTime,
  services: a.services,
  manageUrl: a.manageUrl,
  shop: deps.config.shop,
});

/** The notice as a mail to `to`, or null when it is not a mail's to tell (a text, either way). */
export function renderMail(notice: Notice, to: string, deps: RenderDeps): Mail | null {
  const shop = deps.config.shop;
  switch (notice.kind) {
    case 'reminder':
      return reminderMail({
        ...appointmentArgs(to, notice.appointment, deps),
        unsubscribeUrl: notice.unsubscribeUrl,
      });
    case 'ready':
      return readyMail(appointmentArgs(to, notice.appointment, deps));
    case 'progress':
      return progressMail({ ...appointmentArgs(to, notice.appointment, deps), note: notice.note });
    case 'estimate': {
      const m = inspectionMessages;
      return {
        to,
        subject: notice.revised ? m.revisedMailSubject(shop.name) : m.mailSubject(shop.name),
        text: (notice.revised ? m.revisedMailBody : m.mailBody)(notice.firstName, notice.url),
        links: [notice.url],
      };
    }
    case 'waitlist_offer': {
      const m = waitlistMessages;
      const lines = [...m.offerLines(notice.moment, notice.minutes), '', `${m.takeIt}: ${notice.url}`];
      return { to, subject: m.offerSubject(notice.moment), text: lines.join('\n'), links: [notice.url] };
    }
    case 'maintenance_due': {
      const m = maintenanceMessages;
      const subject = maintenanceSubject(notice);
      const stop = notice.unsubscribeUrl;
      return {
        to,
        subject,
        text: `${m.reminderBody(notice.firstName, subject, notice.url, shop.name)}\n\nNo more reminders: ${stop}`,
        headers: unsubscribeHeaders(stop),
        links: [notice.url, stop],
      };
    }
    case 'declined_followup':
      return followupMail(notice, to, deps);
    case 'staff_booking':
    case 'staff_request':
    case 'staff_change':
    case 'staff_estimate':
      return staffAlertMail(to, notice.subject, notice.lines, shop);
    case 'staff_text':
    case 'text_reply':
      return null;
    default:
      return { to, ...notice.mail };
  }
}

/** Declined work brought back: the lines named, one inspection photo, the link, and the way to stop reminders. */
function followupMail(n: FollowupNotice, to: string, deps: RenderDeps): Mail {
  const { name, phone } = deps.config.shop;
  const m = recommendationMessages;
  const text = [
    m.mailIntro(n.firstName, n.car, n.declinedOn),
    '',
    ...n.lines.map((l) => m.mailLine(l.description, l.priceCents, l.condition)),
    ...(n.photoUrl ? ['', m.mailPhoto(n.photoUrl)] : []),
    '',
    m.mailAction(n.url),
    '',
    `${name} - ${phone}`,
    '',
    `No more reminders: ${n.unsubscribeUrl}`,
  ].join('\n');
  const links = [n.url, ...(n.photoUrl ? [n.photoUrl] : []), n.unsubscribeUrl];
  return { to, subject: m.mailSubject(name, n.car), text, headers: unsubscribeHeaders(n.unsubscribeUrl), links };
}

/** What a maintenance reminder is about, its mail's subject and its text's heart. */
export const maintenanceSubject = (n: Extract<Notice, { kind: 'maintenance_due' }>): string =>
  maintenanceMessages.reminderSubject(n.car, n.service, n.dueMiles, n.unit, n.dueDate);
