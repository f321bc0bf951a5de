import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';

/** What the page keeps with a change in the outbox, to find it again and to reopen its flow. */
export interface ChangeContext {
  appointmentId: number;
  token?: string;
  action: 'cancel' | 'reschedule';
}

/** True for a customer's move of their own appointment. */
export const isOwnMove = (row: OutboxRow) =>
  row.kind === 'appointment' && (row.context as ChangeContext | undefined)?.action === 'reschedule';
