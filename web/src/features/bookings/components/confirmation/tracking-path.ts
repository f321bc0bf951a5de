import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import type { Confirmation } from '../../api/confirmation.ts';

/** The tracking page of a confirmed booking; null while it has no id and token yet. */
export function trackingPath(c: Confirmation): string | null {
  return c.appointmentId && c.trackingToken ? trackingPagePath(c.appointmentId, c.trackingToken) : null;
}
