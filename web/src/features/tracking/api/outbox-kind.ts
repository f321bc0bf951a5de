import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { myAppointmentsQuery } from './my-appointments.ts';
import { isOwnMove } from './own-change.ts';
import { trackingKeys } from './tracking.ts';

/** A customer's cancel or move of their own appointment; a move whose time was taken is picked again. */
registerOutboxKind('appointment', {
  label: 'Change',
  refresh: [trackingKeys.all, myAppointmentsQuery.queryKey],
  editable: false,
  reopen: {
    applies: isOwnMove,
    open: async (row) => ({
      to: await (await import('./appointment-changes.ts')).reopenMoveFor(row),
      state: { reschedule: true },
    }),
  },
});
