import { termsOf } from '@shop/shared/inspections/estimate-revision';
import type { EstimateLine, EstimateView } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { runWrite, type Write } from '@/features/offline/api/run-write.ts';
import { discardLazily } from '@/features/offline/api/submit-lazily.ts';
import { queryClient } from '@/lib/query-client.ts';
import { estimateQuery, inspectionKeys } from './inspection-queries.ts';

type Args = {
  appointmentId: number;
  token: string | undefined;
  approved: string[];
  declined: string[];
  name: string;
  /** The estimate's version the customer read: a revised one refuses the answer. */
  version: number;
  /**
   * Its lines as she read them: what the answer approves (only a change to them refuses it), and
   * kept with the row, to show what changed if it is refused later.
   */
  read: EstimateLine[];
  /** An earlier answer's outbox row this one replaces (refused as revised): dropped once this one is sent or held. */
  replaces?: string;
};

/** POST /api/appointments/{id}/estimate/answer?t=: every line approved or declined, signed by name. */
export const answerEstimate: Write<Args> = {
  kind: 'estimate',
  method: 'POST',
  path: ({ appointmentId, token }) =>
    `/api/appointments/${appointmentId}/estimate/answer${token ? `?t=${encodeURIComponent(token)}` : ''}`,
  payload: ({ approved, declined, name, version, read }) => ({
    approved,
    declined,
    name,
    version,
    read: read.map(termsOf),
  }),
  label: () => m.estimateAnswered,
  context: ({ read }) => ({ read }),
  touches: inspectionKeys.estimates,
  optimistic: ({ appointmentId, token, approved, declined, name }) =>
    queryClient.setQueryData<EstimateView>(estimateQuery(appointmentId, token).queryKey, (old) =>
      old
        ? {
            ...old,
            inspection: {
              ...old.inspection,
              status: 'answered',
              signed_name: name,
              lines: old.inspection.lines.map((l) =>
                approved.includes(l.id)
                  ? { ...l, decision: 'approved' }
                  : declined.includes(l.id)
                    ? { ...l, decision: 'declined' }
                    : l,
              ),
            },
          }
        : old,
    ),
  success: 'Thank you, your answer was sent',
  failure: m.answer.missing_line,
};

export type AnswerOutcome =
  | { ok: true }
  /** `revised`: the shop changed the estimate after she read it; this is the estimate now. */
  | { ok: false; error: string; revised?: EstimateView };

/** The estimate now, when a refusal is the shop's revision (409 estimate_changed); else undefined. */
async function revisedEstimate(response: unknown): Promise<EstimateView | undefined> {
  const { estimateChangedSchema } = await import('@shop/shared/inspections/inspection.schema');
  const parsed = estimateChangedSchema.safeParse(response);
  return parsed.success ? parsed.data.current : undefined;
}

/**
 * Sends the customer's answer. When the shop revised the estimate meanwhile, the page shows the
 * estimate as it is now at once, and the caller gets it to mark what changed.
 */
export async function sendAnswer(args: Args): Promise<AnswerOutcome> {
  const outcome = await runWrite(answerEstimate, args);
  if (outcome.ok) {
    if (args.replaces) await discardLazily(args.replaces);
    return { ok: true };
  }
  const revised = outcome.conflict ? await revisedEstimate(outcome.response) : undefined;
  if (!revised) return { ok: false, error: outcome.error };
  queryClient.setQueryData(estimateQuery(args.appointmentId, args.token).queryKey, revised);
  // The page now asks her about the new version: the refused answer has nothing left to settle.
  await discardLazily(outcome.id);
  return { ok: false, error: outcome.error, revised };
}
