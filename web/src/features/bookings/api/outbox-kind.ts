import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';

/** A wizard booking; one whose time was taken reopens the wizard on the date step. */
registerOutboxKind('booking', {
  label: 'Booking',
  refresh: [],
  editable: false,
  reopen: {
    applies: (row) => row.status === 'conflict',
    open: async (row) => ({ to: '/schedule', state: await (await import('./reopen-wizard.ts')).reopenWizardFor(row) }),
  },
});
