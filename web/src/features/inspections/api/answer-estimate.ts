import type { EstimateView } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { Write } from '@/features/offline/api/run-write.ts';
import { queryClient } from '@/lib/query-client.ts';
import { estimateQuery, inspectionKeys } from './inspection-queries.ts';

type Args = {
  appointmentId: number;
  token: string | undefined;
  approved: string[];
  declined: string[];
  name: string;
};

/** POST /api/appointments/{id}/estimate/answer?t=: every line approved or declined, signed by name. */
export const answerEstimate: Write<Args> = {
  kind: 'estimate',
  method: 'POST',
  path: ({ appointmentId, token }) =>
    `/api/appointments/${appointmentId}/estimate/answer${token ? `?t=${encodeURIComponent(token)}` : ''}`,
  payload: ({ approved, declined, name }) => ({ approved, declined, name }),
  label: () => 'Your answer to the estimate',
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
