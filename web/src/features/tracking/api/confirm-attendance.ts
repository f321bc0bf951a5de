import { noShowMessages } from '@shop/shared/appointments/no-show';
import { withToken } from '@shop/shared/tracking/tracking-links';
import type { Write } from '@/features/offline/api/run-write.ts';
import { trackingKeys } from './tracking.ts';

/** POST /api/appointments/{id}/confirm?t=: the reminder's "I'll be there" (status confirmed). */
export const confirmAttendance: Write<{ id: number; token: string | undefined }> = {
  kind: 'appointment',
  method: 'POST',
  path: ({ id, token }) => withToken(`/api/appointments/${id}/confirm`, token),
  payload: () => ({}),
  label: ({ id }) => `Confirm appointment #${id}`,
  touches: trackingKeys.all,
  success: noShowMessages.confirmed,
  failure: noShowMessages.cannotConfirm,
};
