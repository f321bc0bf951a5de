import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import type { Confirmation } from '../../api/confirmation.ts';
import { trackingPath } from './tracking-path.ts';

/** Opens the system share sheet with the appointment; browsers without one get an alert. */
export async function shareAppointment(c: Confirmation): Promise<void> {
  const slot = c.appointments[0];
  const trackUrl = trackingPath(c);
  const data = {
    title: 'My AutoCare Pro appointment',
    text: `Appointment ${c.order_id ?? ''} on ${toDisplayDate(slot.date)} at ${toDisplayTime(slot.start_time)}`,
    url: trackUrl ? window.location.origin + trackUrl : window.location.href,
  };
  if (navigator.share) {
    try {
      await navigator.share(data);
    } catch {
      /* the user closed the share sheet */
    }
  } else {
    window.alert(m.shareUnsupported);
  }
}
