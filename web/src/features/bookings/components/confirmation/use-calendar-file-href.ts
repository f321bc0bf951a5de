import type { Confirmation } from '../../api/confirmation.ts';
import { useCalendarFileHref } from '../../api/calendar-file.ts';
import { trackingPath } from './tracking-path.ts';

/** The booking's .ics file as a data: URL; null until the booking has an id and an order id. */
export function useConfirmationCalendarHref(c: Confirmation): string | null {
  const trackUrl = trackingPath(c);
  const slot = c.appointments[0];
  return useCalendarFileHref(
    c.order_id && c.appointmentId
      ? {
          appointmentId: c.appointmentId,
          // A fresh booking is at its first version.
          version: 1,
          orderId: c.order_id,
          date: slot.date,
          startTime: slot.start_time,
          serviceNames: c.services.map((s) => s.name),
          trackingUrl: trackUrl ? window.location.origin + trackUrl : undefined,
        }
      : null,
  );
}
