import { registerStaffKind } from '@/features/appointments/api/outbox-kind.ts';
import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';

/** The customer's request form: a refused one may be corrected and sent again. */
registerOutboxKind('request', { label: 'Request', refresh: [], editable: true });
registerStaffKind('requests');
