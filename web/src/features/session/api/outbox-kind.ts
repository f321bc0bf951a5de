import { registerOutboxKind } from '@/features/offline/api/outbox-kinds.ts';

// A sign-out made offline: it reaches the server after its author's own changes, and there is
// nothing in it to read, edit or refresh.
registerOutboxKind('sign-out', { label: 'Sign-out', refresh: [], editable: false });
