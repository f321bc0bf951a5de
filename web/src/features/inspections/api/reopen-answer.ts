import type { EstimateLine } from '@shop/shared/inspections/inspection.schema';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import type { Reopened } from '@/features/offline/api/outbox-kinds.ts';
import { discardLazily } from '@/features/offline/api/submit-lazily.ts';

/** What the estimate page is given to show a revision of the estimate an answer was made on. */
export interface ReopenedAnswer {
  /** The lines as the customer read them when she answered. */
  read: EstimateLine[];
  choices: Record<string, 'approved' | 'declined'>;
  name: string;
}

/** An answer the outbox holds because the shop revised the estimate after she read it. */
export const refusedAsRevised = (row: OutboxRow): boolean =>
  row.status === 'conflict' && (row.response as { code?: string } | undefined)?.code === 'estimate_changed';

/**
 * "See what changed" for such an answer: drops the row (the new answer is a new write) and opens
 * the estimate page, from the answer's own path and token, with what she read and chose.
 */
export async function reopenAnswerFor(row: OutboxRow): Promise<Reopened> {
  const url = new URL(row.path, 'http://answer.invalid');
  const id = url.pathname.match(/\/appointments\/(\d+)\//)![1];
  const sent = row.payload as { approved: string[]; declined: string[]; name: string };
  const choices = Object.fromEntries([
    ...sent.approved.map((lineId) => [lineId, 'approved'] as const),
    ...sent.declined.map((lineId) => [lineId, 'declined'] as const),
  ]);
  const reopened: ReopenedAnswer = { read: (row.context?.read as EstimateLine[]) ?? [], choices, name: sent.name };
  await discardLazily(row.id);
  return { to: `/estimate/${id}${url.search}`, state: { reopenedAnswer: reopened } };
}
