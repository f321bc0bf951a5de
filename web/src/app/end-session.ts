import type { User } from '@shop/shared/auth/auth.schema';
import { clearBookingDrafts } from '@/features/bookings/api/booking-drafts.ts';
import { forgetTrackingRecordsOf } from '@/features/bookings/api/tracking-records.ts';
import { forgetPersonalCaches } from '@/features/offline/api/worker-caches.ts';
import { forgetOpened } from '@/features/vehicles/api/opened-vehicles.ts';
import { clearQueryCache } from '@/lib/query-client.ts';

/**
 * Clears what a person's session showed, at every end of it: the cached answers, their saved
 * tracking links, the wizard's draft and the last booking, the cars opened, their sent outbox rows, the service
 * worker's copies of estimates and photos, and the appointments this device got notifications for. (The stored user is forgotten by the session
 * itself; unsent changes wait for their next sign-in.)
 */
export async function clearWhatTheSessionShowed(user: User): Promise<void> {
  forgetTrackingRecordsOf(user.id);
  clearBookingDrafts();
  forgetOpened();
  await clearQueryCache();
  // A failure to empty them never keeps the session.
  await forgetPersonalCaches().catch(() => undefined);
  await (await import('@/features/offline/api/outbox-session.ts')).forgetSentRows(user.id);
  // Offline, the browser still drops its subscription; a failure here never keeps the session.
  await (await import('@/features/push/api/push-device.ts')).forgetPushedAppointments().catch(() => undefined);
}
