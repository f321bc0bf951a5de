import type { EstimateLine } from '@shop/shared/inspections/inspection.schema';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import type { Reopened } from '@/features/offline/api/outbox-kinds.ts';

/** What the estimate page is given to show a revision of the estimate an answer was made on. */
export interface ReopenedAnswer {
  /** The lines as the customer read them when she answered. */
  read: EstimateLine[];
  choices: Record<string, 'approved' | 'declined'>;
  name: string;
  /** The refused answer's outbox row: kept until her new answer is sent or held in its place. */
  row: string;
}

/** An answer the outbox holds because the shop revised the estimate after she read it. */
export const refusedAsRevised = (row: OutboxRow): boolean =>
  row.status === 'conflict' && (row.response as { code?: string } | undefined)?.code === 'estimate_changed';

/**
 * "See what changed" for such an answer: opens the estimate page, from the answer's own path and
 * token, with what she read and chose. The row stays until her new answer replaces it: until then
 * it is the only copy of her answer that outlives the page.
 */
export function reopenAnswerFor(row: OutboxRow): Promise<Reopened> {
  const url = new URL(row.path, 'http://answer.invalid');
  const id = url.pathname.match(/\/appointments\/(\d+)\//)![1];
  const sent = row.payload as { approved: string[]; declined: string[]; name: string };
  const choices = Object.fromEntries([
    ...sent.approved.map((lineId) => [lineId, 'approved'] as const),
    ...sent.declined.map((lineId) => [lineId, 'declined'] as const),
  ]);
  const read = (row.context?.read as EstimateLine[]) ?? [];
  const reopened: ReopenedAnswer = { read, choices, name: sent.name, row: row.id };
  return Promise.resolve({ to: `/estimate/${id}${url.search}`, state: { reopenedAnswer: reopened } });
}
