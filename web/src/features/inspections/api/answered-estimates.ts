import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { queryClient } from '@/lib/query-client.ts';
import { inspectionQuery } from './inspection-queries.ts';

type ReadInspection = (appointmentId: number) => Promise<Pick<Inspection, 'status'> | null>;

const readFresh: ReadInspection = (id) => queryClient.fetchQuery({ ...inspectionQuery(id), staleTime: 0 });

/**
 * Of the estimates that left the waiting list, those their customer answered: one may also leave
 * because its appointment was cancelled or deleted, or staff reopened it. Each is read afresh; one
 * that cannot be read now is not announced rather than announced wrongly.
 */
export async function answeredAmong(left: number[], read: ReadInspection = readFresh): Promise<number[]> {
  const found = await Promise.all(left.map((id) => read(id).catch(() => null)));
  return left.filter((_, i) => found[i]?.status === 'answered');
}
