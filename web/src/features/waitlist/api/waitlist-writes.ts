import type { JoinWaitlist } from '@shop/shared/waitlist/waitlist.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { waitlistKeys, waitlistPath } from './waitlist-queries.ts';

type Entry = { id: number; token: string | undefined };

/** POST /api/waitlist: a place on a full day's list; the answer holds the entry's link. */
export const joinWaitlist: Write<JoinWaitlist, { entry: { id: number; position: number }; token: string }> = {
  kind: 'waitlist',
  method: 'POST',
  path: () => '/api/waitlist',
  payload: (body) => body,
  label: (b) => `Waitlist for ${b.date}`,
  touches: waitlistKeys.entries,
  parse: async (body) => body as { entry: { id: number; position: number }; token: string },
  success: null,
  failure: 'Could not join the waitlist. Please try again.',
};

/** POST /api/waitlist/{id}/claim?t=: takes the offered time; the answer is a booking's. */
export const claimOffer: Write<
  Entry & { start_time: string },
  { appointment: { id: number }; tracking_token: string }
> = {
  kind: 'waitlist',
  method: 'POST',
  path: ({ id, token }) => waitlistPath(`/api/waitlist/${id}/claim`, token),
  payload: ({ start_time }) => ({ start_time }),
  label: () => 'Taking the offered time',
  touches: waitlistKeys.entries,
  parse: async (body) => body as { appointment: { id: number }; tracking_token: string },
  success: 'The time is yours: see you then',
  failure: 'Could not take the time. Please try again.',
};

/** DELETE /api/waitlist/{id}?t=: leaves the list (a held time goes to the next person). */
export const leaveWaitlist: Write<Entry> = {
  kind: 'waitlist',
  method: 'DELETE',
  path: ({ id, token }) => waitlistPath(`/api/waitlist/${id}`, token),
  label: () => 'Leaving the waitlist',
  touches: waitlistKeys.entries,
  success: 'You left the waitlist',
  failure: 'Could not leave the waitlist. Please try again.',
};

/** Staff: POST /api/admin/waitlist/{id}/offer, a time offered by hand. */
export const offerByHand: Write<{ id: number; start_time: string }> = {
  kind: 'waitlist',
  method: 'POST',
  path: ({ id }) => `/api/admin/waitlist/${id}/offer`,
  payload: ({ start_time }) => ({ start_time }),
  label: () => 'Waitlist offer',
  touches: waitlistKeys.staff,
  success: 'Offer sent',
  failure: 'Could not offer that time.',
};

/** Staff: DELETE /api/admin/waitlist/{id}. */
export const removeEntry: Write<{ id: number }> = {
  kind: 'waitlist',
  method: 'DELETE',
  path: ({ id }) => `/api/admin/waitlist/${id}`,
  label: () => 'Waitlist removal',
  touches: waitlistKeys.staff,
  success: 'Removed from the waitlist',
  failure: 'Could not remove the entry.',
};
