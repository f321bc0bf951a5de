import type { WaitingEstimate } from '@shop/shared/inspections/inspection.schema';
import { queryOptions } from '@tanstack/react-query';
import { shellApiPath } from '@shop/shared/app/prerendered-pages';
import { withToken } from '@shop/shared/tracking/tracking-links';
import type { ChecklistEntry } from '@shop/shared/inspections/checklist';
import type { EstimateView, Inspection } from '@shop/shared/inspections/inspection.schema';
import { apiRequest, ApiError } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

/** Staff keys sit under the admin root, so any staff write's refresh reaches them; the customer's apart. */
export const inspectionKeys = {
  all: ['admin', 'inspections'] as const,
  estimates: ['estimate'] as const,
};

/** The appointment's inspection, or null before it is started. */
export const inspectionQuery = (appointmentId: number) =>
  queryOptions({
    queryKey: [...inspectionKeys.all, appointmentId],
    queryFn: async () => {
      try {
        return (await apiRequest<{ inspection: Inspection }>(`/api/admin/appointments/${appointmentId}/inspection`))
          .inspection;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    // Offline changes live in the cache until the outbox sends them (a query waits while offline,
    // and the outbox refreshes it once it has sent them): never dropped from memory meanwhile.
    gcTime: Infinity,
    // A customer's answer arrives from elsewhere: read afresh whenever the page opens.
    staleTime: 0,
  });

export const checklistQuery = queryOptions({
  queryKey: [...inspectionKeys.all, 'checklist'],
  queryFn: async () => (await apiRequest<{ checklist: ChecklistEntry[] }>('/api/admin/inspection-checklist')).checklist,
});

/** Where a customer's estimate is read, by its link's token. */
export const estimatePath = (appointmentId: number, token: string | undefined) =>
  withToken(shellApiPath('estimate', appointmentId), token);

export const estimateQuery = (appointmentId: number, token: string | undefined) =>
  queryOptions({
    queryKey: [...inspectionKeys.estimates, appointmentId, token ?? ''],
    queryFn: () => apiRequest<EstimateView>(estimatePath(appointmentId, token)),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 1,
  });

/**
 * Applies a change to the cached inspection at once, one version on: the server makes exactly one
 * new version per write, so later writes go with the version it will have produced.
 */
export function patchInspection(appointmentId: number, patch: (i: Inspection) => Inspection): void {
  queryClient.setQueryData<Inspection | null>(inspectionQuery(appointmentId).queryKey, (old) =>
    old ? { ...patch(old), version: old.version + 1 } : old,
  );
}

/** Changes to one inspection replay in order, each on the version the one before produced. */
export const inspectionVersion = (i: Pick<Inspection, 'id' | 'version'>) => ({
  record: `inspection:${i.id}`,
  version: i.version,
});

/** Sent estimates not answered yet; polled, so staff hear of an answer while the dashboard is open. */
export const waitingEstimatesQuery = queryOptions({
  queryKey: [...inspectionKeys.all, 'waiting'],
  queryFn: async () => (await apiRequest<{ waiting: WaitingEstimate[] }>('/api/admin/estimates/waiting')).waiting,
  refetchInterval: 30_000,
});
