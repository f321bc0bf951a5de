import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { waitlistKeys } from './waitlist-queries.ts';

/** Joining, taking an offer, leaving; and staff's offers and removals. */
registerOutboxKind('waitlist', {
  label: 'Waitlist',
  refresh: [waitlistKeys.entries, waitlistKeys.staff],
  editable: false,
});
