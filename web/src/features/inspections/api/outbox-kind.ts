import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { inspectionKeys } from './inspection-queries.ts';

/** The tablet's inspection writes: photos are bytes, so a failed one is retried or discarded, not edited. */
registerOutboxKind('inspections', { label: 'Inspection', refresh: [inspectionKeys.all], editable: false });
/** A customer's answer to an estimate. */
registerOutboxKind('estimate', { label: 'Answer', refresh: [inspectionKeys.estimates], editable: false });
