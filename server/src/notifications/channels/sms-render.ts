import type { Notice } from '@shop/shared/notifications/notices';
import { inspectionMessages } from '@shop/shared/inspections/messages';
import { maintenanceMessages } from '@shop/shared/maintenance/messages';
import { recommendationMessages } from '@shop/shared/recommendations/messages';
import { waitlistMessages } from '@shop/shared/waitlist/messages';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import type { AppDeps } from '../../app-deps.ts';
import { maintenanceSubject } from './email-render.ts';

/**
 * The notice as a text, short enough for one or two SMS segments with its link, or null when
 * the shop does not text it (the account mails, staff alerts, a progress note).
 */
export function renderSms(notice: Notice, deps: Pick<AppDeps, 'config'>): string | null {
  const shop = deps.config.shop.name;
  switch (notice.kind) {
    case 'reminder': {
      const { date, startTime, manageUrl: url } = notice.appointment;
      return `${shop}: reminder of your appointment on ${toDisplayMoment(date, startTime)}.${url ? ` Change or cancel: ${url}` : ''}`;
    }
    case 'ready': {
      const url = notice.appointment.manageUrl;
      return `${shop}: your car is ready for pickup.${url ? ` ${url}` : ''}`;
    }
    case 'estimate':
      return (notice.revised ? inspectionMessages.revisedSms : inspectionMessages.sms)(shop, notice.url);
    case 'waitlist_offer':
      return `${shop}: ${waitlistMessages.offerSubject(notice.moment)}. ${notice.url}`;
    case 'maintenance_due':
      return maintenanceMessages.reminderSms(shop, maintenanceSubject(notice), notice.url);
    case 'declined_followup':
      return recommendationMessages.sms(shop, notice.car, notice.lines.length, notice.url);
    case 'text_reply':
      return notice.text;
    default:
      return null;
  }
}
