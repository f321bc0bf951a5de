import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { textKeys } from './text-queries.ts';

// Replies, notes and assignments made offline wait in the outbox and go once the tablet is back.
registerOutboxKind('texts', { label: 'Text', refresh: [textKeys.all], editable: true });
