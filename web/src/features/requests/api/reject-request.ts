import { staffRequestMessages as m } from '@shop/shared/requests/messages';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { queryClient } from '@/lib/query-client.ts';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { adminRequestsQuery } from './request-queries.ts';

/** PUT /api/admin/appointment-requests/{id} with status declined. */
export const rejectRequest: Write<{ request: AppointmentRequestDto }> = {
  kind: 'requests',
  method: 'PUT',
  path: ({ request }) => `/api/admin/appointment-requests/${request.request_id}`,
  payload: ({ request }) => ({ status: 'declined', version: request.version }),
  label: ({ request }) => `Reject request of ${request.first_name} ${request.last_name}`,
  touches: adminKeys.requests,
  optimistic: ({ request }) =>
    queryClient.setQueryData(adminRequestsQuery.queryKey, (list: AppointmentRequestDto[] | undefined) =>
      list?.filter((x) => x.request_id !== request.request_id),
    ),
  success: m.requestRejected,
  failure: m.failedReject,
};
