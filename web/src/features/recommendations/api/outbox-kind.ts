import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { recommendationKeys } from './recommendation-queries.ts';

/** The customer's answers to declined work brought back. */
registerOutboxKind('recommendation', {
  label: 'Recommended work',
  refresh: [recommendationKeys.customer, recommendationKeys.staff],
  editable: false,
});
