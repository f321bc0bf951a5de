import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { inspectionKeys } from './inspection-queries.ts';
import { refusedAsRevised, reopenAnswerFor } from './reopen-answer.ts';

/** The tablet's inspection writes: photos are bytes, so a failed one is retried or discarded, not edited. */
registerOutboxKind('inspections', { label: 'Inspection', refresh: [inspectionKeys.all], editable: false });
/** A customer's answer to an estimate; one made on a version the shop revised reopens the estimate, marked. */
registerOutboxKind('estimate', {
  label: 'Answer',
  refresh: [inspectionKeys.estimates],
  editable: false,
  reopen: {
    applies: refusedAsRevised,
    open: reopenAnswerFor,
    action: m.revised.reopen,
  },
});
