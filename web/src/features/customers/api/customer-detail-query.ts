import { queryOptions } from '@tanstack/react-query';
import type { CustomerDetail } from '@shop/shared/customers/customer.schema';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/admin/customers/{id}: the customer, her cars and her appointments. */
export const customerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'customer', id],
    queryFn: () => apiRequest<CustomerDetail>(`/api/admin/customers/${id}`),
  });
